import Foundation
import PaywallModel

/// What a purchase charges now and at its renewals, as the sandbox store works it out
/// (`SandboxStore.charge(of:offer:quantity:change:settings:)`): what buying charges and the purchase sheet shows.
public struct PurchaseCharge: Sendable, Hashable {
    /// How the unused rest of the plan an upgrade (or crossgrade that starts now) replaces counts.
    public enum Credit: Sendable, Hashable {
        /// Not a plan change that starts now: nothing to credit.
        case none
        /// Subtracted from the price: it was paid in the same currency. What the price cannot take (a rest larger
        /// than the price) is `refunded`, as the App Store refunds an upgraded plan's unused rest; nil when none is.
        case credited(Price, refunded: Price? = nil)
        /// Not subtracted, refunded: it was paid in another currency, so the whole price is charged and the rest is
        /// refunded in the currency it was paid in, as the App Store refunds an upgraded plan's unused rest.
        case refunded(Price)
    }

    /// What is charged now, rounded to its currency's minor unit; zero for a plan change at the next renewal.
    public var now: Price
    /// How the rest of a replaced plan counts.
    public var credit: Credit
    /// Whether nothing is charged until the next renewal (a downgrade, a crossgrade to another period).
    public var startsAtRenewal: Bool
    /// For a change at the next renewal, what each renewal then charges: the product's price in `renewalStorefront`.
    public var renewal: Price?
    /// For a change at the next renewal, where the subscription renews: the storefront of its newest transaction.
    public var renewalStorefront: Storefront?
    /// For a plan change, the product id of the plan it changes from (the subscription's plan now); nil for a purchase
    /// that changes none.
    public var replacedPlan: String?

    /// The prorated amount charged now: `now` for a plan change that starts now and credits the unused rest of the
    /// old plan (what the purchase sheet's Confirm carries as `PurchaseTerms.proratedCharge`); nil for any other.
    public var proratedNow: Price? {
        guard case .credited = credit else { return nil }
        return now
    }

    /// What of the replaced plan's unused rest is refunded, in the currency it was paid in: what the price cannot take,
    /// or the whole rest paid in another currency; nil when nothing is (what the ledger records with the upgrade,
    /// `SandboxLedger.insertPlanChangeRefundIn`).
    public var restRefunded: Price? {
        switch credit {
        case .none: nil
        case .credited(_, let refunded): refunded
        case .refunded(let rest): rest
        }
    }

    /// Creates a charge.
    public init(now: Price, credit: Credit, startsAtRenewal: Bool = false, renewal: Price? = nil, renewalStorefront: Storefront? = nil,
                replacedPlan: String? = nil) {
        self.now = now
        self.credit = credit
        self.startsAtRenewal = startsAtRenewal
        self.renewal = renewal
        self.renewalStorefront = renewalStorefront
        self.replacedPlan = replacedPlan
    }
}
