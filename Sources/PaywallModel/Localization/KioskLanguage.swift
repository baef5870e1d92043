/// The languages kiosk writes its own words in (English, German and Japanese: the languages the demo catalog
/// and offerings are localized in), and which of them serves a locale.
public enum KioskLanguage: String, CaseIterable, Sendable {
    case english = "en"
    case german = "de"
    case japanese = "ja"

    /// The language that serves `locale`, chosen by `LocaleFallback` as a catalog's or a paywall's texts are;
    /// English when none does (or for nil).
    public init(serving locale: String?) {
        let match = LocaleFallback.bestMatch(for: locale, among: Self.allCases.map(\.rawValue), defaultLocale: "en")
        self = match.flatMap(Self.init(rawValue:)) ?? .english
    }

    /// The word for this language out of one per language.
    public func pick(_ words: (en: String, de: String, ja: String)) -> String {
        switch self {
        case .english: words.en
        case .german: words.de
        case .japanese: words.ja
        }
    }
}
