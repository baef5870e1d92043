/// What became of the current customer's waiting purchases, whoever decided them (this program's transaction
/// manager, `kiosk sandbox`, another kiosk): each store read compares the requests known to wait with the ledger
/// and tells every screen waiting for one what it came to, read back from the ledger: approved or resolved (and
/// what that gives now), declined, or deleted. A plan change approved to start at the next renewal is followed until
/// the renewal makes it or it lapses, and told again then.
enum RequestDecisions {
    /// Tells the screens about requests a new read of the store finds decided, then watches the ones that wait
    /// now. Call before the new read replaces the old one.
    static func note(_ snapshot: StoreSnapshot, in state: inout AppState) {
        let waiting = Set(snapshot.waitingRequests.map(\.id))
        var watched = snapshot.waitingRequests
        for request in state.watchedRequests where !waiting.contains(request.id) {
            // A read begun before the request was filed does not list it yet: keep watching.
            if snapshot.record(request.id) == nil && request.id >= snapshot.nextRecordID {
                watched.append(request)
                continue
            }
            guard let outcome = outcome(of: request, in: snapshot) else { continue }
            tell(request, outcome, in: &state)
            if snapshot.record(request.id)?.status == .scheduled { state.scheduledDecisions.append(ScheduledDecision(request: request, told: outcome)) }
        }
        state.watchedRequests = watched
        followScheduled(snapshot, in: &state)
    }

    /// Tells again the screens still showing an approved plan change that waited for the renewal, once the ledger has
    /// it made or lapsed (or deleted); keeps following those that still wait.
    private static func followScheduled(_ snapshot: StoreSnapshot, in state: inout AppState) {
        var waiting: [ScheduledDecision] = []
        for decision in state.scheduledDecisions {
            guard snapshot.record(decision.request.id)?.status != .scheduled else {
                waiting.append(decision)
                continue
            }
            guard let outcome = outcome(of: decision.request, in: snapshot) else { continue }
            state.updateEachScreen { screen in
                if screen.outcome == decision.told { screen.outcome = outcome }
            }
        }
        state.scheduledDecisions = waiting
    }

    /// Starts watching a request this program just opened (it may be decided before the next read lists it).
    static func watch(_ request: WaitingRequest, in state: inout AppState) {
        if !state.watchedRequests.contains(request) { state.watchedRequests.append(request) }
    }

    /// What a request that no longer waits came to, as the ledger has it; `nil` while its record still waits
    /// (for another customer, after a restore moved it).
    static func outcome(of request: WaitingRequest, in snapshot: StoreSnapshot) -> EffectResult.Outcome? {
        let name = snapshot.displayName(of: request.productID)
        guard let record = snapshot.record(request.id) else {
            return .notCharged("the request for \(name) was deleted from the ledger.")
        }
        let decision = request.isAskToBuy ? "approved" : "resolved"
        switch record.status {
        case .lapsed:
            return .notCharged("\(name) was \(decision), but the plan change lapsed before the renewal; nothing was charged.")
        case .completed, .scheduled, .applied:
            return .succeeded("\(name) was \(decision): it \(ChangeText.standing(of: request.productID, in: snapshot)).")
        case .declined:
            return .failed("\(name) was declined; nothing was charged.")
        case .askToBuy, .interrupted:
            return nil
        }
    }

    /// Gives a decision to the screens waiting for it: the purchase or offer code screen that shows the request
    /// as pending, and each paywall selling its product.
    private static func tell(_ request: WaitingRequest, _ outcome: EffectResult.Outcome, in state: inout AppState) {
        let current = state
        state.updateEachScreen { screen in
            switch screen.kind {
            case .purchase, .offerCode:
                guard case .pending(_, let shown)? = screen.outcome, shown?.id == request.id else { return }
                screen.outcome = outcome
            case .paywall(let placement):
                let scene = PaywallScene(placement: placement, choices: screen.paywall, state: current)
                if PaywallPurchaseStatus.productIDs(scene).contains(request.productID) { screen.outcome = outcome }
            default:
                return
            }
        }
    }
}
