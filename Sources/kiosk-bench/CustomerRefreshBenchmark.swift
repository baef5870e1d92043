import Foundation
import KioskApp
import PaywallModel
import PurchaseFlow

/// The store read the interactive program makes every second for the current customer under the demo rules:
/// ledger catch-up, the customer's deliveries, products, states and their standing (entitlement states, tier,
/// features, balances, visibility, conflicts). Target < 50 ms, so a tick never lags a key.
enum CustomerRefreshBenchmark {
    static var benchmark: Benchmark {
        Benchmark(
            name: "customer-refresh",
            summary: "store read for one customer under the demo rules, each tick (target < 50 ms)",
            run: run
        )
    }

    static func run() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory)
        let alice = StoreEffectPerformer(store: store, installationSource: .configured(in: ProcessInfo.processInfo.environment), rules: .demo, customer: "alice")
        let bob = StoreEffectPerformer(store: store, installationSource: .configured(in: ProcessInfo.processInfo.environment), rules: .demo, customer: "bob")
        let token = try CustomerBook(directory: directory).customer(named: "alice", at: Date()).appAccountToken
        let bought = Array(repeating: "demo.coins.100", count: 20) + ["demo.plus.basic.weekly", "demo.family.lifetime", "demo.news.digital.monthly"]
        for id in bought { _ = try store.purchase(PurchaseRequest(productID: id, appAccountToken: token), origin: "bench") }
        for (name, session) in [("alice (3 purchases that entitle, 20 coin packs to deliver once)", alice),
                                ("bob (nothing; alice's purchases shown as hers)", bob)] {
            _ = try measure("\(name): one store read with the customer's standing", runs: 11) {
                _ = try InteractiveBenchmark.blocking { try await session.snapshot() }
            }
        }
    }
}
