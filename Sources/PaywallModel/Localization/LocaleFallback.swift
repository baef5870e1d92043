import Foundation

/// Chooses the best of the locales something is localized in for a requested locale.
///
/// The order is: the exact locale (`fr_CA`; `-` and `_` and letter case do not matter), then the language
/// alone (`fr`), then any locale of the same language (`fr_FR`), then the default locale, then (when
/// `allowsAnyFallback`) the first one available. Norwegian `nb` and `nn` count as the same language as `no`.
public enum LocaleFallback {
    /// The identifier among `available` that best serves `requested`, or `nil` when none does.
    public static func bestMatch(
        for requested: String?,
        among available: [String],
        defaultLocale: String? = nil,
        allowsAnyFallback: Bool = true
    ) -> String? {
        guard !available.isEmpty else { return nil }
        let keys = available.map(normalized)
        if let requested {
            let wanted = normalized(requested)
            if let index = keys.firstIndex(of: wanted) { return available[index] }
            let language = languageCode(of: wanted)
            if let index = keys.firstIndex(of: language) { return available[index] }
            if let index = keys.firstIndex(where: { languageCode(of: $0) == language }) { return available[index] }
        }
        if let defaultLocale, defaultLocale != requested,
           let match = bestMatch(for: defaultLocale, among: available, allowsAnyFallback: false) {
            return match
        }
        return allowsAnyFallback ? available[0] : nil
    }

    /// A locale identifier in one spelling: lowercase, `_` between parts (`EN-us` → `en_us`).
    public static func normalized(_ identifier: String) -> String {
        identifier.replacingOccurrences(of: "-", with: "_").lowercased()
    }

    /// The language part of a normalized identifier, with `nb` and `nn` mapped to `no`.
    static func languageCode(of normalizedIdentifier: String) -> String {
        let language = normalizedIdentifier.split(separator: "_").first.map(String.init) ?? normalizedIdentifier
        return language == "nb" || language == "nn" ? "no" : language
    }
}
