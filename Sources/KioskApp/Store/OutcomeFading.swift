import PurchaseFlow

/// Takes a result off its screen once the state it describes changes: a setting's result when that setting
/// changes again, an action's when its record or subscription changes, a clock move's when the clock is moved
/// again, whoever changed it (this program or another process on the ledger).
public enum OutcomeFading {
    /// What a result is compared against.
    public enum Basis: Hashable, Sendable {
        /// Waiting for the store read with this number (the first begun after the task ended).
        case awaitingRead(Int)
        /// What the result describes, as that read had it.
        case read(Int)
    }

    /// Records or compares what each screen's result describes, after a store read.
    static func apply(_ snapshot: StoreSnapshot, in state: inout AppState) {
        let finished = state.refreshesFinished
        state.updateEachScreen { screen in
            // A read begun before the task ended may show the store as it was before it: it says nothing yet.
            if case .awaitingRead(let number)? = screen.outcomeBasis, finished < number { return }
            // A setting's result says what the setting is, so it goes as soon as a read says otherwise.
            if case .setting(let key, _)? = screen.outcomeTask, case .succeeded(let text)? = screen.outcome {
                if SettingText.now(key, in: snapshot.settings) != text { screen.outcome = nil }
                return
            }
            guard screen.outcome != nil, let task = screen.outcomeTask, let basis = screen.outcomeBasis,
                  let described = fingerprint(of: task, in: snapshot) else { return }
            switch basis {
            case .awaitingRead:
                // The read it awaited has finished (see above): what it shows is what the result describes.
                screen.outcomeBasis = .read(described)
            case .read(let earlier):
                if earlier != described { screen.outcome = nil }
            }
        }
    }

    /// What a task's result describes, as a snapshot has it; nil for results that stay until their screen closes.
    static func fingerprint(of task: Effect.Work, in snapshot: StoreSnapshot) -> Int? {
        var hasher = Hasher()
        switch task {
        case .manage(_, let id, _, _), .requestRefund(let id, _, _):
            hasher.combine(snapshot.record(id))
            hasher.combine(snapshot.ledger.pendingRefundRequest(on: id))
        case .subscription(_, let productID):
            hasher.combine(snapshot.ledger.subscriptions.first { $0.subscription.productID == productID && !$0.hasEnded }
                           ?? snapshot.subscription(productID))
        case .clock:
            hasher.combine(snapshot.clockOffset)
            hasher.combine(snapshot.settings.timeRate)
        default:
            return nil
        }
        return hasher.finalize()
    }
}
