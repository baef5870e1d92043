import Foundation
import PaywallModel

/// The store refused a purchase because what it would charge now differs from the terms the purchase sheet (or, with
/// it off, the screen bought from) showed (`PurchaseTerms`), or refused to approve or resolve a waiting request because it differs from what the request's
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

    public var description: String { description(naming: { $0 }) }

    /// The refusal in words, a plan it names (when the terms differ in the plan they change from) named by `name`.
    public func description(naming name: (String) -> String) -> String {
        let locale = Locale(identifier: locale)
        let terms = "it showed \(shown.words(locale: locale, beside: now, name: name)), and the terms are now \(now.words(locale: locale, beside: shown, name: name))"
        guard let request else { return "the terms changed after the screen showed them: \(terms); nothing was charged. Look at the new terms before you buy." }
        let verb = request.action.rawValue
        return "Transaction \(request.transactionID) would charge otherwise than its row showed before you chose to \(verb) it: \(terms); nothing "
            + "was charged, and the request still waits. Look at it again before you \(verb) it."
    }
}
