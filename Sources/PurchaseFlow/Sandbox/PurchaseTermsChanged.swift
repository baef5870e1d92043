import Foundation
import PaywallModel

/// The store refused a purchase because what it would charge now differs from the terms the purchase sheet showed
/// (`PurchaseTerms`), or refused to approve or resolve a waiting request because it differs from what the request's
/// row stated: nothing was charged.
public struct PurchaseTermsChanged: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the sheet or the row showed.
    public var shown: PurchaseTerms
    /// The terms buying comes to now.
    public var now: PurchaseTerms
    /// The customer's locale, for the amounts in the message.
    public var locale: String
    /// The waiting request whose approval or resolution was refused; nil for a purchase on the purchase sheet.
    public var request: Decision?

    /// Approving or resolving a waiting request.
    public struct Decision: Sendable, Hashable {
        /// The request's transaction id.
        public var transactionID: Int64
        /// Approve or resolve.
        public var action: RecordAction
    }

    public var description: String {
        let locale = Locale(identifier: locale)
        let terms = "it showed \(shown.words(locale: locale)), and the terms are now \(now.words(locale: locale))"
        guard let request else { return "the terms changed after the purchase sheet showed them: \(terms); nothing was charged. Open the sheet again to see the new terms." }
        let verb = request.action.rawValue
        return "Transaction \(request.transactionID) would charge otherwise than its row showed before you chose to \(verb) it: \(terms); nothing "
            + "was charged, and the request still waits. Look at it again before you \(verb) it."
    }
}
