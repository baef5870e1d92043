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
    /// standing under the storefront rules, what they own, the groups whose introductory offer they had and those they
    /// subscribe or subscribed to (promotional offers), the plans no introductory offer applies to (current, or changed
    /// to at the renewal), the products sold in the storefront and the subscriptions (the snapshot's own arrays: inputs are made for every
    /// frame, and arrays shared with the snapshot compare at once; what a scene derives from them, it derives when
    /// it is made).
    struct StoreFacts: Equatable, Sendable {
        let storefront: Storefront
        let locale: String
        let customer: CustomerStanding?
        let states: [String: ProductPurchaseState]
        let introOfferUsedGroupIDs: Set<String>
        let subscribedGroupIDs: Set<String>
        let introOfferExcludedProductIDs: Set<String>
        /// The products the store sells in its storefront.
        let products: [ProductInfo]
        /// Every auto-renewable subscription's state and renewal info.
        let subscriptions: [SandboxSubscriptionStatus]

        /// The products the store sells in its storefront, by id.
        var soldProducts: Set<String> { Set(products.map(\.id)) }

        /// The current plans whose subscription has a change waiting for the renewal that choosing them again drops.
        var plansWithChange: Set<String> { Set(subscriptions.filter(\.canKeepCurrentPlan).map(\.latest.productID)) }

        /// The plans changes wait for their renewal to start, each with what that renewal charges (formatted where
        /// the subscription renews; empty when unknown).
        var scheduledPlans: [String: String] {
            guard subscriptions.contains(where: { $0.scheduledPlanChange != nil }) else { return [:] }
            let locale = Locale(identifier: self.locale)
            return Dictionary(subscriptions.compactMap { status in
                status.scheduledPlanChange.map { ($0, ChargedPrice.renewal(status.renewalInfo, locale: locale) ?? "") }
            }, uniquingKeysWith: { first, _ in first })
        }
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
                       introOfferUsedGroupIDs: $0.introOfferUsedGroupIDs, subscribedGroupIDs: $0.subscribedGroupIDs,
                       introOfferExcludedProductIDs: $0.introOfferExcludedProductIDs, products: $0.products, subscriptions: $0.subscriptions)
        }
    }

    /// The same inputs without the package picked, the control focused and the scrolling: what the paywall's pricing
    /// depends on (moving the selection, the focus or the view changes how it is drawn, not its prices or texts' variables).
    var withoutSelection: PaywallSceneInputs {
        var inputs = self
        inputs.choices.packageID = nil
        inputs.choices.focus = nil
        inputs.choices.scrollOffset = nil
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
