import Foundation
import PurchaseFlow

/// Words for refund requests, as the refund sheet and my purchases show them.
enum RefundText {
    /// What asking for a refund came to: sent (and waiting for review), granted at once, with what it gave back
    /// (`refund`, read from the ledger) and the plan change waiting for the renewal it dropped (`dropped`, a display
    /// name), or declined.
    static func outcome(of request: RefundRequest, refund: RefundedAmount?, dropped: String?, locale: Locale) -> EffectResult.Outcome {
        switch request.status {
        case .pending: return .succeeded("The refund request was sent.")
        case .granted:
            let change = dropped.map { ", and \(ManageText.dropped($0))" } ?? ""
            return .succeeded("The refund was granted\(ManageText.back(refund, locale: locale)); the purchase is revoked\(change).")
        case .declined: return .failed("the store declined the refund request.")
        }
    }

    /// Where a request stands, in a few words.
    static func status(_ request: RefundRequest) -> String {
        switch request.status {
        case .pending: return request.reviewDate.map { "review due \(DateText.day($0))" } ?? "waiting for review"
        case .granted: return "refunded" + (request.decidedAt.map { " \(DateText.day($0))" } ?? "")
        case .declined: return "declined" + (request.decidedAt.map { " \(DateText.day($0))" } ?? "")
        }
    }

    /// How the sandbox will review a request (the `refund-review` setting), in a sentence.
    static func review(_ policy: RefundReviewPolicy) -> String {
        switch policy {
        case .immediate: return "The sandbox grants refund requests at once."
        case .decline: return "The sandbox declines every refund request."
        case .delay(let step): return "The sandbox grants refund requests after \(step) on its clock."
        }
    }
}
