extension SandboxMarketplace {
    public func appTransaction(for customer: Customer, launching appVersion: String?) async throws -> AppTransactionResult? {
        let settings = try store.settings()
        if let error = settings.simulatedError(for: .appTransaction) { throw error }
        guard let record = try store.appTransaction(for: customer.name, launching: appVersion) else { return nil }
        if let error = settings.simulatedError(for: .verification) { return .unverified(reason: error.message) }
        return store.verifier.verify(record, bundleID: store.bundleID)
    }
}
