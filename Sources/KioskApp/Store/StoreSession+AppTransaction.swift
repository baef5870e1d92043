import PurchaseFlow

extension StoreSession {
    /// Adds the customer's app transaction to a snapshot, read and verified as StoreKit's `AppTransaction.shared`
    /// (nothing is issued here: the app's launch issues it), or why it could not be read.
    func addAppTransaction(to snapshot: inout StoreSnapshot, customer: Customer) async {
        do {
            snapshot.appTransaction = try await marketplace.appTransaction(for: customer, launching: nil)
        } catch {
            snapshot.appTransactionProblem = Self.describe(error)
        }
    }
}
