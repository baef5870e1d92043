import Foundation
import PurchaseFlow

extension StoreEffectPerformer {
    /// Asks for a refund through the refund request sheet and says what came of it: waiting for review until a
    /// date, granted at once (what it gave back and a plan change it dropped, read back from the ledger), or declined;
    /// or why the sheet failed.
    /// Only the customer's own transaction is asked for: one a restore moved to another customer meanwhile is not,
    /// as the command line refuses it; with `review`, only under that review (the sheet stated it).
    func requestRefund(of transactionID: Int64, reason: RefundReason, expecting review: RefundReviewPolicy?) -> EffectResult.Outcome {
        do {
            let record = try store.record(transactionID)
            let owner = try customers.book().owner(of: record)
            guard owner == customers.currentName else {
                return .failed("Transaction #\(transactionID) (\(displayName(of: record.productID))) is \(owner)'s now; nothing was asked.")
            }
            let waiting = try store.planChangeWaiting(on: record)
            let request = try store.requestRefund(of: transactionID, reason: reason, expecting: review)
            let after = try store.record(transactionID)
            return RefundText.outcome(of: request, refund: try store.refunded(after),
                                      dropped: try store.planChangeDropped(waiting, byRefunding: after).map(displayName(of:)),
                                      locale: Locale(identifier: try store.settings().locale))
        } catch {
            return .failed(Self.describe(error))
        }
    }
}
