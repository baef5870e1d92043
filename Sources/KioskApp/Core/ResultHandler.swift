/// Records what came back from performed effects in the state (a task's outcome on the screen that started it,
/// or as a notice when that screen was closed meanwhile), and reads the store again after anything that may
/// have changed it.
enum ResultHandler {
    /// The paywall screen shown, when it shows a paywall of loaded offerings.
    private static func shownPaywall(_ state: AppState) -> PaywallScene? {
        guard case .paywall(let placement) = state.current.kind, state.paywalls != nil else { return nil }
        return PaywallScene(placement: placement, choices: state.current.paywall, state: state)
    }

    /// What a reload changed on the paywall shown, in a line that fits 80 columns: the offering the placement shows
    /// now, else whether what is drawn changed (its paywall, products or prices), so a paywall is never swapped silently.
    private static func reloadChange(from before: PaywallScene, to after: PaywallScene?) -> String {
        let name = { (scene: PaywallScene?) in scene?.resolution?.offering.map { "offering \($0.identifier)" } ?? "the whole catalog" }
        if before.resolution?.offering?.identifier != after?.resolution?.offering?.identifier {
            return "Reloaded: \(name(after)) replaces \(name(before)) here."
        }
        return before.canvas()?.buffer == after?.canvas()?.buffer ? "Reloaded: the paywall shown is unchanged."
            : "Reloaded: the paywall of \(name(after)) changed."
    }

    /// Stores a result where the screens read it; returns the effects that follow (a refresh after a change).
    static func apply(_ result: EffectResult, to state: inout AppState) -> [Effect] {
        switch result {
        case .purchase(let productID, let outcome):
            state.purchasesInFlight.remove(productID)
            if case .pending(_, let request?) = outcome { RequestDecisions.watch(request, in: &state) }
            deliver(outcome, to: &state, evenIfItWorked: true) { if case .purchase(productID, _, _) = $0 { true } else { false } }
            if case .succeeded = outcome {
                // A paywall open meanwhile closes with no exit offer, as RevenueCat's does after a purchase in its session.
                state.updateEachScreen { if case .paywall = $0.kind { $0.paywall.hasPurchased = true } }
                return ActionRunner.start(.refresh, in: &state) + ActionRunner.start(.requestReview(afterPurchaseOf: productID), in: &state)
            }
        case .restore(let outcome):
            state.isRestoring = false
            deliver(outcome, to: &state, evenIfItWorked: true) { $0 == .restore }
        case .codeLookedUp(let code, let terms, let refusal):
            if let refusal {
                deliver(refusal, to: &state, evenIfItWorked: true) { $0 == .lookUpCode(code: code) }
            } else if let index = state.stack.lastIndex(where: { $0.runningTask == .lookUpCode(code: code) }) {
                state.updateScreen(at: index) { $0.runningTask = nil; $0.codeTerms = terms; $0.selection = 0 }
            }
        case .redeem(let code, let outcome):
            if case .pending(_, let request?) = outcome { RequestDecisions.watch(request, in: &state) }
            deliver(outcome, to: &state, evenIfItWorked: true) { if case .redeem(code, _) = $0 { true } else { false } }
        case .refreshed(let snapshot):
            state.refreshesFinished += 1
            guard CustomerChange.isCurrent(snapshot, in: state) else { return [] }
            // Another process may have changed the rows under the selections: they stay on the items seen. A read
            // that found the store as it was (every second, mostly) changed no row, and costs no anchoring.
            let anchors = snapshot.isUnchanged(since: state.store) ? nil : SelectionAnchors(state)
            RequestDecisions.note(snapshot, in: &state)
            if snapshot.settings.storefront != state.store?.settings.storefront { state.forgetCodeTerms() }
            state.store = snapshot
            OutcomeFading.apply(snapshot, in: &state)
            state.storeProblem = nil
            if let anchors {
                anchors.restore(in: &state)
                TransactionQuestionScreen.keepItIfFactsChanged(in: &state)
            }
            return inspectionIfStale(in: &state)
        case .inspected(let inspection):
            if state.inspecting == inspection.transactionID { state.inspecting = nil }
            state.inspection = inspection
            return []
        case .refreshFailed(let problem):
            state.refreshesFinished += 1
            state.storeProblem = problem
            return []
        case .sourcesReloaded(let source):
            let before = shownPaywall(state)
            state.paywalls = source
            state.sourceProblems = []
            state.notice = before.map { reloadChange(from: $0, to: shownPaywall(state)) } ?? "Reloaded the catalog and offerings."
        case .sourceProblems(let problems):
            state.sourceProblems = problems
            return []
        case .sourcesUnchanged:
            return []
        case .offeringsLoaded(let paywalls, let notes, let cachedOnly):
            // The answer of a fetch Esc cancelled is dropped; the cached copy read instead is used.
            guard let loading = state.offeringsLoading, cachedOnly || !loading.isCancelled else { return [] }
            state.offeringsLoading = nil
            if let paywalls {
                state.paywalls = paywalls
                state.notice = notes.isEmpty ? "Loaded the offerings from \(loading.address)." : notes.joined(separator: " ")
            } else {
                state.sourceProblems = notes
            }
            return []
        case .reviewRequested(let productID, let shown):
            if shown { state.reviewRequestedAfter = productID }
            return []
        case .updateChecked(let outcome):
            state.isCheckingForUpdate = false
            state.updateCheck = outcome
            if case .checked(.available) = outcome, state.current.kind != .updatePrompt { state.push(.updatePrompt) }
            return []
        case .spent(let outcome):
            state.notice = OutcomeText.describe(outcome)
        case .managed(let outcome):
            deliver(outcome, to: &state, evenIfItWorked: false, ActionRunner.isStoreChange)
        }
        return ActionRunner.start(.refresh, in: &state)
    }

    /// Reads the shown transaction's signed form again when the ledger's copy changed (signed again after a refund
    /// or an expiry) or was never read; on the refund question too, so the transaction is shown verified on the way back.
    private static func inspectionIfStale(in state: inout AppState) -> [Effect] {
        let shown: Int64? = switch state.current.kind {
        case .transaction(let id), .refundTransaction(let id), .grantRefundRequest(let id): id
        default: nil
        }
        guard let id = shown else { return [] }
        let inspection = state.inspection
        guard inspection?.transactionID != id || inspection?.jws != state.store?.record(id)?.jws else { return [] }
        state.inspection = nil
        return ActionRunner.start(.inspect(transactionID: id), in: &state)
    }

    /// Shows an outcome on the screen waiting for it; when that screen was closed, as a notice (a failure always,
    /// a charge held unverified always, other outcomes when `evenIfItWorked`, for tasks whose effect the other screens
    /// do not show).
    private static func deliver(_ outcome: EffectResult.Outcome, to state: inout AppState, evenIfItWorked: Bool,
                                _ awaited: (Effect.Work) -> Bool) {
        guard !state.deliver(outcome, toScreenAwaiting: awaited) else {
            if state.current.outcome == outcome { OutcomeInView.noteIfHidden(outcome, in: &state) }
            return
        }
        let mustShow = switch outcome {
        case .failed, .held: true
        default: false
        }
        if mustShow || evenIfItWorked {
            state.notice = OutcomeText.describe(outcome)
            state.noticeTone = OutcomeText.role(outcome)
        }
    }
}
