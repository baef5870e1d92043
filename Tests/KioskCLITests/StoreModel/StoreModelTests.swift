import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Random histories of QA operations on the sandbox store, checked step by step against `StoreModel`.
///
/// Two customers of the app share the ledger: plain steps act as the default one (as `kiosk sandbox buy`),
/// and some buy as a second one under the rules, restore or deliver for either (as `--customer` does).
///
/// `KIOSK_MODEL_SEQUENCES` sets how many histories run (default 200), `KIOSK_MODEL_SEED` the first seed
/// (default 1; history n uses seed + n), `KIOSK_MODEL_LENGTH` the steps per history (default 15). A failure
/// names its seed and the shortest history found by dropping steps while it still fails.
@Suite("Store model")
struct StoreModelTests {
    static let environment = ProcessInfo.processInfo.environment
    static let sequences = environment["KIOSK_MODEL_SEQUENCES"].flatMap(Int.init) ?? 200
    static let firstSeed = environment["KIOSK_MODEL_SEED"].flatMap(UInt64.init) ?? 1
    static let length = environment["KIOSK_MODEL_LENGTH"].flatMap(Int.init) ?? 15

    /// The histories run in four parts, which the runner may run side by side.
    @Test(arguments: 0..<4)
    func randomHistoriesAgreeWithTheModel(part: Int) async throws {
        let history = StoreModelHistory(catalog: .demo)
        for offset in stride(from: UInt64(part), to: UInt64(Self.sequences), by: 4) {
            let seed = Self.firstSeed &+ offset
            var random = SeededGenerator(seed: seed)
            let steps = history.steps(length: Self.length, using: &random)
            guard let failure = await Self.failure(of: steps) else { continue }
            let shortest = await Self.shrink(steps)
            let final = await Self.failure(of: shortest) ?? failure
            Issue.record("""
                seed \(seed) (KIOSK_MODEL_SEED=\(seed) KIOSK_MODEL_SEQUENCES=1): \(failure)
                shortest history found (\(shortest.count) of \(steps.count) steps), \(final):
                \(shortest.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
                """)
            return
        }
    }

    /// How a history fails, or nil when it passes.
    static func failure(of steps: [StoreModelStep]) async -> StoreModelRunner.Failure? {
        do {
            try await StoreModelRunner.run(steps, catalog: .demo)
            return nil
        } catch let failure as StoreModelRunner.Failure {
            return failure
        } catch {
            return StoreModelRunner.Failure(stepIndex: -1, message: "could not start: \(error)")
        }
    }

    /// The history cut after its failing step, then with steps dropped one at a time while it still fails.
    static func shrink(_ steps: [StoreModelStep]) async -> [StoreModelStep] {
        guard let first = await failure(of: steps) else { return steps }
        var current = Array(steps.prefix(first.stepIndex + 1))
        var index = current.count - 1
        while index >= 0 {
            var candidate = current
            candidate.remove(at: index)
            if let failure = await failure(of: candidate) {
                current = Array(candidate.prefix(failure.stepIndex + 1))
                index = min(index, current.count)
            }
            index -= 1
        }
        return current
    }
}
