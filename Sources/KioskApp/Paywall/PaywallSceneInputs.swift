import Foundation
import PaywallLayout
import PaywallModel
import PurchaseFlow

/// Everything a paywall scene is made from: the placement, the customer's choices, and the parts of the state
/// that making it reads. `PaywallScene` is made from these alone, so equal inputs make the same scene and the
/// same canvas (which is what lets it keep them).
struct PaywallSceneInputs: Equatable, Sendable {
    /// The placement drawn.
    let placement: String
    /// What the customer picked on the screen.
    private(set) var choices: PaywallChoices
    /// The terminal's size.
    let size: TerminalSize
    /// The time of the last tick (countdowns, carousels on their timers, date variables).
    private(set) var now: Date
    /// The colors the paywall is drawn with.
    let theme: Theme
    /// Box and marker characters.
    let glyphs: Glyphs
    /// Where the paywalls come from (compared by identity: a source never changes in place).
    let paywalls: PaywallSource?
    /// What the scene reads from the store, once it was read.
    let store: StoreFacts?
    /// The current customer's name, which experiments bucket as RevenueCat buckets an app user id.
    let customerName: String

    /// What a paywall reads from the store: the storefront and locale it prices and speaks in, the customer's
    /// standing under the storefront rules, what they own, the groups whose introductory offer they had, and the
    /// plans waiting changes start, and the products sold in the storefront.
    struct StoreFacts: Equatable, Sendable {
        let storefront: Storefront
        let locale: String
        let customer: CustomerStanding?
        let states: [String: ProductPurchaseState]
        let introOfferUsedGroupIDs: Set<String>
        /// The plans changes wait for their renewal to start, each with what that renewal charges (formatted where
        /// the subscription renews; empty when unknown).
        let scheduledPlans: [String: String]
        /// The products the store sells in its storefront.
        let soldProducts: Set<String>
        /// The current plans whose subscription has a change waiting for the renewal.
        let plansWithChange: Set<String>
    }

    /// The inputs of a placement's scene in a state.
    init(placement: String, choices: PaywallChoices, state: AppState) {
        self.placement = placement
        self.choices = choices
        size = state.size
        now = state.now
        theme = state.theme
        glyphs = state.glyphs
        paywalls = state.paywalls
        customerName = state.customerName
        store = state.store.map {
            StoreFacts(storefront: $0.settings.storefront, locale: $0.settings.locale, customer: $0.customer, states: $0.states,
                       introOfferUsedGroupIDs: $0.introOfferUsedGroupIDs, scheduledPlans: Self.scheduledPlans($0),
                       soldProducts: Set($0.products.map(\.id)),
                       plansWithChange: Set($0.subscriptions.filter { $0.scheduledPlanChange != nil }.map(\.latest.productID)))
        }
    }

    /// The plans changes wait for their renewal to start, with what the renewal charges where it renews.
    private static func scheduledPlans(_ store: StoreSnapshot) -> [String: String] {
        // Made for every frame: most stores have no change waiting, and need no locale.
        guard store.subscriptions.contains(where: { $0.scheduledPlanChange != nil }) else { return [:] }
        let locale = Locale(identifier: store.settings.locale)
        return Dictionary(store.subscriptions.compactMap { status in
            status.scheduledPlanChange.map { ($0, ChargedPrice.renewal(status.renewalInfo, locale: locale) ?? "") }
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The same inputs without the package picked and the control focused: what the paywall's pricing depends
    /// on (moving the selection or the focus changes how it is drawn, not its prices or texts' variables).
    var withoutSelection: PaywallSceneInputs {
        var inputs = self
        inputs.choices.packageID = nil
        inputs.choices.focus = nil
        return inputs
    }

    /// The same inputs without the clock: what a paywall's drawing depends on besides what it reads from the
    /// clock (`PaywallClockReadings`), so a tick that changes none of those draws nothing again.
    var withoutClock: PaywallSceneInputs {
        var inputs = self
        inputs.now = Date(timeIntervalSince1970: 0)
        return inputs
    }

    /// The same inputs without the selection, the focus and the clock: what a paywall's prices depend on
    /// (`PaywallPricing` reads no clock), so a tick prices nothing again.
    var forPricing: PaywallSceneInputs {
        withoutSelection.withoutClock
    }
}
