import Foundation
import PurchaseFlow

extension StoreEffectPerformer {
    /// Moves the sandbox clock as the clock screen asks (a step, the next event it showed, back to real time) and says
    /// what happened, as the ledger has it afterwards.
    func moveClock(_ move: Effect.ClockMove) -> EffectResult.Outcome {
        do {
            // The readings and the move are one transaction, so a move another process makes meanwhile is not told as this one's.
            return try store.holdingTheLedger { try moveClockAndReport(move) }
        } catch {
            return .failed(Self.describe(error))
        }
    }

    /// Moves the clock and says what happened since the reading taken before (inside `holdingTheLedger`).
    private func moveClockAndReport(_ move: Effect.ClockMove) throws -> EffectResult.Outcome {
        let before = try store.clockReading()
        let lead: String
        switch move {
        case .step(let text):
            guard let step = ClockStep(text) else {
                return .failed("'\(text)' is not a duration: type \(ClockStep.expectedForm).")
            }
            guard !step.isZero else { return .succeeded("The clock did not move: \(text) is no time at all.") }
            try store.advanceClock(by: step)
            lead = "The clock moved ahead \(ClockWords.step(text)), to \(DateText.day(store.clock.now()))"
        case .nextEvent(let shown):
            let jumped: ClockEvent?
            do {
                jumped = try store.advanceClockToNextEvent(expecting: shown)
            } catch let changed as NextEventChanged {
                return .notCharged("the next event is now the \(ClockWords.event(changed.next, name: displayName(of:))), not the one shown; the clock stays.")
            }
            guard let event = jumped else {
                return .failed("Nothing is scheduled: no subscription renews or ends and no refund request waits, so the clock stays.")
            }
            lead = "The clock jumped to \(DateText.day(event.date)), the \(ClockWords.event(event, name: displayName(of:)))"
        case .realTime:
            let wasRealTime = try store.settings().timeRate == .realTime && store.ledger.clockOffset() == 0
            switch try store.resetClockToRealTime() {
            case .backToWallClock where wasRealTime:
                return .succeeded("The clock already reads the wall clock at real speed: \(DateText.day(store.clock.now())).")
            case .backToWallClock:
                return .succeeded("The clock is back on real time: it reads the wall clock, \(DateText.day(store.clock.now())).")
            case .keptAhead(let newest):
                return .succeeded("The clock went back to \(DateText.day(newest)), the latest date the ledger holds, and runs at real speed "
                                  + "from there; going further back would undo what happened (sandbox reset starts over).")
            }
        }
        return .succeeded("\(lead): \(try store.report(since: before).words).")
    }
}
