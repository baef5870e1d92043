import Foundation
import PaywallModel

/// What a purchase charges now, as the sandbox store works it out (`SandboxStore.charge(of:offer:quantity:change:in:)`).
public struct PurchaseCharge: Sendable, Hashable {
    /// How the unused rest of the plan an upgrade (or crossgrade that starts now) replaces counts.
    public enum Credit: Sendable, Hashable {
        /// Not a plan change that starts now: nothing to credit.
        case none
        /// Subtracted from the price: it was paid in the same currency.
        case credited(Price)
        /// Not subtracted: it was paid in another currency, so the whole price is charged.
        case notCredited(paidIn: Currency)
    }

    /// What is charged now, rounded to its currency's minor unit.
    public var now: Price
    /// How the rest of a replaced plan counts.
    public var credit: Credit

    /// Creates a charge.
    public init(now: Price, credit: Credit) {
        self.now = now
        self.credit = credit
    }
}
