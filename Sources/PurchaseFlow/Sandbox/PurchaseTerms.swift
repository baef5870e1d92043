import Foundation
import PaywallModel

/// The terms a purchase sheet showed when the customer confirmed (or, with the sheet off, the screen whose Confirm or
/// Buy was chosen): the price charged, the price of the offer asked for, the plan it changes from, if any, and whether
/// the unused rest of that plan is credited. The store buys on these terms only (`PurchaseRequest.agreedTerms`): a
/// storefront switch, a catalog reload or a plan refunded or changed elsewhere in between changes what would be
/// charged, and the customer agreed to something else.
///
/// A prorated amount is not one of the terms compared: it changes as the sandbox clock runs (every second at an
/// accelerated time rate), and the charge grows as the credit for the old plan's rest shrinks. The sheet's Confirm
/// carries the amount it showed (`proratedCharge`), and the store charges the prorated amount at the moment of
/// purchase, as StoreKit does, or that amount when it is less, so the customer never pays more than shown without
/// being asked (`SandboxStore.chargeHeldToShown`).
public struct PurchaseTerms: Sendable, Hashable {
    /// The product's price in the currency it is charged in: where it is bought now, or, for a change at the next
    /// renewal, where the subscription renews.
    public var price: Price
    /// How the unused rest of a replaced plan counts: not at all (no plan change now), subtracted, or not subtracted
    /// (paid in another currency).
    public var credit: Credit
    /// Whether nothing is charged until the next renewal (a downgrade, a crossgrade to another period).
    public var startsAtRenewal: Bool
    /// The product id of the plan the purchase changes from (`PurchaseCharge.replacedPlan`); nil for a purchase that
    /// changes none, such as a new subscription: an upgrade with nothing to credit costs what a new subscription does.
    public var replacedPlan: String?
    /// What one payment of the offer the purchase is charged with costs: the one it asks for (`PurchaseRequest.offer`:
    /// a paywall's promotional offer), else the introductory offer it gets by itself (one used meanwhile changes the
    /// terms); nil with none.
    public var offerPrice: Price?
    /// For a plan change that starts now and credits the old plan's rest, the prorated amount the sheet showed when
    /// the customer confirmed (`PurchaseCharge.proratedNow`): the most the store charges for it. Not compared with the
    /// terms buying comes to (`withoutProratedCharge`); nil when the sheet showed none, or for terms not confirmed yet.
    public var proratedCharge: Price?

    /// How the unused rest of a replaced plan counts, without its amount (which shrinks with time).
    public enum Credit: Sendable, Hashable {
        case none
        case credited
        case refunded
    }

    /// The terms of buying a product of a price with a charge worked out by the store (`SandboxStore.charges`), nil
    /// when the purchase changes no plan, and the price of the offer asked for, if any.
    public init(price: Price, charge: PurchaseCharge?, offerPrice: Price? = nil) {
        self.offerPrice = offerPrice
        replacedPlan = charge?.replacedPlan
        startsAtRenewal = charge?.startsAtRenewal ?? false
        self.price = startsAtRenewal ? charge?.renewal ?? price : price
        switch charge?.credit {
        case .credited?: credit = .credited
        case .refunded?: credit = .refunded
        case .none?, nil: credit = .none
        }
    }

    /// The terms compared (`SandboxStore` refuses a purchase on others): these without the prorated amount shown.
    public var withoutProratedCharge: PurchaseTerms {
        var terms = self
        terms.proratedCharge = nil
        return terms
    }

    /// The terms in a few words for a customer: `$12.99, less the unused rest of the current plan`; with an offer,
    /// `$6.49 with the offer, then $12.99`; with the prorated amount shown, `$5.43 now: $12.99, less the unused rest of
    /// the current plan`.
    public func words(locale: Locale) -> String {
        let price = (offerPrice.map { "\($0.formatted(locale: locale)) with the offer, then " } ?? "") + price.formatted(locale: locale)
        switch (credit, startsAtRenewal) {
        case (_, true): return "\(price) from the next renewal"
        case (.credited, _):
            return (proratedCharge.map { "\($0.formatted(locale: locale)) now: " } ?? "") + "\(price), less the unused rest of the current plan"
        case (.refunded, _): return "\(price), the whole price (the unused rest of the current plan is refunded)"
        case (.none, _): return price
        }
    }

    /// The terms in words beside `other` terms they are told from (what was shown, what buying comes to now): `words`,
    /// and, when only the plan they change from tells the two apart (an upgrade with nothing to credit costs what a new
    /// subscription does), which plan these change from (`$12.99 as a change from Plus Standard, Yearly`, `$12.99 as a
    /// new purchase`), its product named by `name`.
    public func words(locale: Locale, beside other: PurchaseTerms, name: (String) -> String = { $0 }) -> String {
        let words = words(locale: locale)
        guard replacedPlan != other.replacedPlan, words == other.words(locale: locale) else { return words }
        return words + (replacedPlan.map { " as a change from \(name($0))" } ?? " as a new purchase")
    }
}
