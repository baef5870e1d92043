import Foundation

/// When a lapsed subscriber may get a win-back offer, in months (absent values mean no condition).
public struct WinBackRules: Sendable, Hashable {
    /// The least time the customer must have paid for the subscription.
    public var paidSubscriptionDurationInMonths: Int?
    /// The least time since the customer's subscription ended.
    public var timeSinceLastSubscribedInMonths: Int?
    /// The least time between two win-back offers.
    public var waitBetweenOffersInMonths: Int?

    /// Creates win-back rules.
    public init(paidSubscriptionDurationInMonths: Int? = nil, timeSinceLastSubscribedInMonths: Int? = nil, waitBetweenOffersInMonths: Int? = nil) {
        self.paidSubscriptionDurationInMonths = paidSubscriptionDurationInMonths
        self.timeSinceLastSubscribedInMonths = timeSinceLastSubscribedInMonths
        self.waitBetweenOffersInMonths = waitBetweenOffersInMonths
    }
}
