import Foundation

/// A way to pay for a subscription (`billingPlans`, format version 5): up front, or monthly with a commitment.
public struct BillingPlan: Sendable, Hashable {
    /// The plan type as written (`BILLED_UPFRONT`, `MONTHLY`).
    public var type: String
    /// What each payment costs (`displayPrice`).
    public var price: Decimal
    /// What the whole commitment costs (`commitmentDisplayPrice`), when present.
    public var commitmentPrice: Decimal?
    /// Xcode's internal id.
    public var internalID: String?
    /// Whether the plan is offered (`isEnabled`, true when absent).
    public var isEnabled: Bool

    /// Creates a billing plan.
    public init(type: String, price: Decimal, commitmentPrice: Decimal? = nil, internalID: String? = nil, isEnabled: Bool = true) {
        self.type = type
        self.price = price
        self.commitmentPrice = commitmentPrice
        self.internalID = internalID
        self.isEnabled = isEnabled
    }

    /// Whether the whole period is paid at once (`BILLED_UPFRONT`).
    public var isBilledUpFront: Bool { type == "BILLED_UPFRONT" }
}
