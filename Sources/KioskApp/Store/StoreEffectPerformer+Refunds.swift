import PurchaseFlow

extension StoreEffectPerformer {
    /// Asks for a refund through the refund request sheet and says what came of it: waiting for review until a
    /// date, granted at once, or declined; or why the sheet failed.
    func requestRefund(of transactionID: Int64, reason: RefundReason) -> EffectResult.Outcome {
        do {
            return RefundText.outcome(of: try store.requestRefund(of: transactionID, reason: reason))
        } catch {
            return .failed(Self.describe(error))
        }
    }
}
