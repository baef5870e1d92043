import PaywallLayout
import PurchaseFlow

/// What a paywall says about purchases of its own products, live: a purchase in flight, one waiting for approval
/// (Ask to Buy), and what the request came to once decided (`RequestDecisions` gives it to the paywall).
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
        let requests = state.store?.waitingRequests ?? []
        if let waiting = products.lazy.compactMap({ id in requests.first { $0.productID == id } }).first {
            let words = waiting.isAskToBuy ? "waiting for approval (Ask to Buy)" : "interrupted, waiting to be resolved"
            return ("\(name(waiting.productID)): \(words)", .pending)
        }
        return screen.outcome.map { (OutcomeText.words($0), OutcomeText.role($0)) }
    }
}
