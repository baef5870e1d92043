import PurchaseFlow

extension StoreEffectPerformer {
    /// Adds the customer's app transaction to a snapshot, read and verified as StoreKit's `AppTransaction.shared`
    /// (nothing is issued here: the app's launch issues it), or why it could not be read.
    func addAppTransaction(to snapshot: inout StoreSnapshot, _ result: Result<AppTransactionResult?, any Error>) {
        switch result {
        case .success(let appTransaction): snapshot.appTransaction = appTransaction
        case .failure(let error): snapshot.appTransactionProblem = Self.describe(error)
        }
    }
}
