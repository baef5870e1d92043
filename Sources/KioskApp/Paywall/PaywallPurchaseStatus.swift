import PaywallLayout
import PurchaseFlow

/// What a paywall says about purchases of its own products, live: a purchase in flight, one waiting for approval
/// (Ask to Buy), and the approval or decline when another process (the transaction manager, `kiosk sandbox`)
/// decides it and the next store refresh brings it in.
enum PaywallPurchaseStatus {
    /// The products a paywall's offering sells (every package, not only the tab shown).
    static func productIDs(_ scene: PaywallScene) -> [String] {
        scene.presentation?.offering.packages.map(\.productID) ?? []
    }

    /// The status line of a paywall screen and its role, if there is news: the selected package's product first.
    static func line(_ scene: PaywallScene, screen: Screen, state: AppState) -> (text: String, role: ColorRole)? {
        let selected = scene.selectedPackage.flatMap(scene.productID(ofPackage:))
        let products = (selected.map { [$0] } ?? []) + productIDs(scene)
        let name = { (id: String) in state.store?.displayName(of: id) ?? id }
        if let buying = products.first(where: state.purchasesInFlight.contains) {
            return ("Buying \(name(buying))…", .pending)
        }
        if let waiting = products.first(where: { state.store?.states[$0] == .pending }) {
            return ("\(name(waiting)): waiting for approval (Ask to Buy)", .pending)
        }
        return screen.outcome.map { (OutcomeText.words($0), OutcomeText.role($0)) }
    }

    /// Notes on each paywall screen that sells them the products whose Ask to Buy request was decided between two
    /// reads of the store: approved (now entitled) or declined (for sale again). Call before the new read replaces
    /// the old one.
    static func noteDecisions(from old: StoreSnapshot?, to new: StoreSnapshot, in state: inout AppState) {
        guard let old else { return }
        var decisions: [String: EffectResult.Outcome] = [:]
        for (productID, before) in old.states where before == .pending {
            let name = new.displayName(of: productID)
            switch new.states[productID] {
            case .pending?: continue
            case .ready?: decisions[productID] = .failed("\(name) was declined.")
            case let after where ProductText.isEntitled(after): decisions[productID] = .succeeded("\(name) was approved: it is yours.")
            default: continue
            }
        }
        guard !decisions.isEmpty else { return }
        let current = state
        state.updateEachScreen { screen in
            guard case .paywall(let placement) = screen.kind else { return }
            let sold = productIDs(PaywallScene(placement: placement, choices: screen.paywall, state: current))
            if let productID = sold.first(where: { decisions[$0] != nil }) { screen.outcome = decisions[productID] }
        }
    }
}
