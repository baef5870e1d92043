/// A product's or group's name and description in one locale.
public struct LocalizedText: Sendable, Hashable {
    /// The locale identifier as written in the catalog (`en_US`).
    public var locale: String
    /// The name shown to customers.
    public var displayName: String
    /// The description shown to customers.
    public var description: String

    /// Creates a localization.
    public init(locale: String, displayName: String, description: String) {
        self.locale = locale
        self.displayName = displayName
        self.description = description
    }
}

extension Array where Element == LocalizedText {
    /// The best localization for a customer's locale: exact locale → language → the catalog's locale → the
    /// first localization. `nil` only when there are none.
    public func best(for locale: String?, catalogLocale: String?) -> LocalizedText? {
        guard let match = LocaleFallback.bestMatch(for: locale, among: map(\.locale), defaultLocale: catalogLocale) else {
            return nil
        }
        return first { $0.locale == match }
    }
}
