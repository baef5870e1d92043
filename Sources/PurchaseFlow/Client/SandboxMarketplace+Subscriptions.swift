import Foundation
import PaywallModel

extension SandboxMarketplace {
    /// Every subscription of a group with its renewal state and renewal info, newest first; the
    /// transactions are verified. Throws the simulated Subscription Status error when one is set.
    public func subscriptionStatus(group: String) async throws -> [SubscriptionStatus] {
        let settings = try store.settings()
        if let error = settings.simulatedError(for: .subscriptionStatus) { throw error }
        return try store.subscriptionStatuses(group: group).map { status in
            SubscriptionStatus(state: status.state, transaction: store.verifier.verify(status.latest), renewalInfo: status.renewalInfo)
        }
    }

    /// Whether the customer may still get an introductory offer in a group: never had one for any of its products.
    public func isEligibleForIntroOffer(group: String) async throws -> Bool {
        try store.isEligibleForIntroductoryOffer(group: group)
    }

    /// Redeems an offer code (a code offer's reference name, case-insensitive); see `SandboxStore.redeem(code:)`.
    public func redeem(code: String, appAccountToken: UUID? = nil) async throws -> PurchaseResult {
        try result(of: try store.redeem(code: code, appAccountToken: appAccountToken))
    }

    /// The state a screen shows for a product, from the ledger and the clock.
    public func purchaseState(of productID: String) async throws -> ProductPurchaseState {
        try store.purchaseState(of: productID)
    }

    /// Asks for a review when the period and the cap of 3 a year allow it; returns whether the prompt shows.
    /// The requests are remembered in the store's state directory.
    @discardableResult
    public func requestReview(period: ReviewRequestDelay = .default) throws -> Bool {
        try ReviewRequests(stateDirectory: store.stateDirectory, clock: store.clock).requestReview(period: period)
    }
}
