import Foundation
import PaywallModel

/// The store refused a purchase because what it would charge now differs from the terms the purchase sheet showed
/// (`PurchaseTerms`): nothing was charged.
public struct PurchaseTermsChanged: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the sheet showed.
    public var shown: PurchaseTerms
    /// The terms buying comes to now.
    public var now: PurchaseTerms
    /// The customer's locale, for the amounts in the message.
    public var locale: String

    public var description: String {
        let locale = Locale(identifier: locale)
        return "the terms changed after the purchase sheet showed them: it showed \(shown.words(locale: locale)), "
            + "and the terms are now \(now.words(locale: locale)); nothing was charged. Open the sheet again to see the new terms."
    }
}
