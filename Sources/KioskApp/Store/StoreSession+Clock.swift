import Foundation
import PurchaseFlow

extension StoreSession {
    /// Moves the sandbox clock as the clock screen asks (a step, the next event, back to real time) and says
    /// what happened, as the ledger has it afterwards.
    func moveClock(_ move: Effect.ClockMove) -> EffectResult.Outcome {
        do {
            let before = try clockReading()
            let lead: String
            switch move {
            case .step(let text):
                guard let step = ClockStep(text) else {
                    return .failed("'\(text)' is not a duration: type one such as PT30M, P3D or P1M (or 90s, 12h, 2w).")
                }
                try store.advanceClock(by: step)
                lead = "The clock moved ahead \(ClockWords.step(text)), to \(DateText.day(store.clock.now()))"
            case .nextEvent:
                guard let event = try store.advanceClockToNextEvent() else {
                    return .failed("Nothing is scheduled: no subscription renews or ends and no refund request waits, so the clock stays.")
                }
                lead = "The clock jumped to \(DateText.day(event.date)), the \(ClockWords.event(event, name: displayName(of:)))"
            case .realTime:
                switch try store.resetClockToRealTime() {
                case .backToWallClock:
                    return .succeeded("The clock is back on real time: it reads the wall clock, \(DateText.day(store.clock.now())).")
                case .keptAhead(let newest):
                    return .succeeded("Time runs at real speed again from \(DateText.day(store.clock.now())); the clock stays ahead of "
                                      + "the wall clock, since the ledger has dates up to \(DateText.day(newest)) (sandbox reset starts over).")
                }
            }
            let after = try clockReading()
            let written = try store.records().filter { $0.id >= before.nextRecordID }
            return .succeeded("\(lead): \(ClockReport(from: before, to: after, newRecords: written).words).")
        } catch {
            return .failed(Self.describe(error))
        }
    }

    /// Each subscription's state, each refund request's status and the next record id, as the ledger has them now
    /// (after catching up what is due).
    private func clockReading() throws -> ClockReport.Reading {
        let statuses = try store.catalog.subscriptionGroups.flatMap { try store.subscriptionStatuses(group: $0.id) }
        return ClockReport.Reading(
            states: Dictionary(statuses.map { ($0.subscription.originalID, $0.state) }, uniquingKeysWith: { first, _ in first }),
            refundRequests: Dictionary(try store.ledger.refundRequests().map { ($0.id, $0.status) }, uniquingKeysWith: { first, _ in first }),
            nextRecordID: try store.ledger.nextID())
    }
}
