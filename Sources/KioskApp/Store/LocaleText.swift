import Foundation
import PaywallModel
import PurchaseFlow

/// Locales in words.
enum LocaleText {
    /// A locale's English name (`German (Germany)`); the identifier when Foundation has no name for it.
    static func name(_ identifier: String) -> String {
        english.localizedString(forIdentifier: identifier) ?? identifier
    }

    private static let english = Locale(identifier: "en_US")
}
