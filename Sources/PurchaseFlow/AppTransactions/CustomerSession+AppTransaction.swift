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
    /// With `installedAt`, a customer who has none yet launches the app at that version first, so it is issued now (as
    /// StoreKit's `AppTransaction` exists for every installed app): what it grants (`originalAppVersionBelow`, under
    /// the `original-app-version` setting) holds from the customer's first command, whatever was read before.
    public func verifiedOriginalAppVersion(for customer: Customer, installedAt appVersion: String? = nil) async -> String? {
        var result = try? await appTransaction(for: customer, launching: nil)
        if result == nil, let appVersion { result = try? await appTransaction(for: customer, launching: appVersion) }
        return result?.verifiedAppTransaction?.originalAppVersion
    }
}
