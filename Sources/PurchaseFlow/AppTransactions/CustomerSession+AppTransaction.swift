extension CustomerSession {
    /// This customer's app transaction: issued at their first launch of `appVersion`; without one, the
    /// app transaction issued before, or nil before their first launch.
    public func appTransaction(launching appVersion: String? = nil) async throws -> AppTransactionResult? {
        try await client.appTransaction(for: customer, launching: appVersion)
    }
}

extension MarketplaceClient {
    /// The original app version of a customer's verified app transaction (for a `CustomerSession`), or nil
    /// when they never launched the app or it cannot be had or verified: such an app transaction grants nothing.
    public func verifiedOriginalAppVersion(for customer: Customer) async -> String? {
        guard let result = try? await appTransaction(for: customer, launching: nil) else { return nil }
        return result.verifiedAppTransaction?.originalAppVersion
    }
}
