import Foundation

/// Chooses the best of the locales something is localized in for a requested locale, as Apple platforms and
/// RevenueCat do.
///
/// The chain, first match wins (spelling and letter case do not matter; scripts are the written or likely ones,
/// see `LocaleTag`):
/// 1. the exact locale (`zh_TW`);
/// 2. the same language, script and region (`zh_Hant_TW` for `zh_TW`);
/// 3. the same language and script without a region (`zh_Hant` for `zh_TW` and `zh_HK`, `zh_Hans` for `zh_CN`
///    and `zh_SG`, `fr` for `fr_CA`);
/// 4. the same language and script in another region (`zh_TW` for `zh_HK`, `fr_FR` for `fr_CA`);
/// 5. the language alone (`zh` for `zh_TW`);
/// 6. any locale of the language (`zh_Hans` for `zh_TW` when there is no Traditional Chinese; RevenueCat
///    matches on the language code last);
/// 7. the default locale, by the same chain;
/// 8. when `allowsAnyFallback`, the first one available.
public enum LocaleFallback {
    /// The identifier among `available` that best serves `requested`, or `nil` when none does.
    public static func bestMatch(
        for requested: String?,
        among available: [String],
        defaultLocale: String? = nil,
        allowsAnyFallback: Bool = true
    ) -> String? {
        guard !available.isEmpty else { return nil }
        // The first one available is what was asked for, as written: no other can come before it.
        if let requested, available[0] == requested { return requested }
        if let requested, let index = bestIndex(for: LocaleTag(requested), among: available.map(LocaleTag.init)) {
            return available[index]
        }
        if let defaultLocale, defaultLocale != requested,
           let match = bestMatch(for: defaultLocale, among: available, allowsAnyFallback: false) {
            return match
        }
        return allowsAnyFallback ? available[0] : nil
    }

    /// Steps 1 to 6 of the chain: the index of the best tag for `wanted`.
    private static func bestIndex(for wanted: LocaleTag, among tags: [LocaleTag]) -> Int? {
        let steps: [(LocaleTag) -> Bool] = [
            { $0.normalized == wanted.normalized },
            { $0.language == wanted.language && $0.script == wanted.script && $0.region != nil && $0.region == wanted.region },
            { $0.language == wanted.language && $0.script == wanted.script && $0.region == nil },
            { $0.language == wanted.language && $0.script == wanted.script },
            { $0.language == wanted.language && $0.isLanguageAlone },
            { $0.language == wanted.language },
        ]
        for step in steps {
            if let index = tags.firstIndex(where: step) { return index }
        }
        return nil
    }

    /// A POSIX locale name without its codeset and modifier, as `LANG` spells them (`de_DE.UTF-8@euro` → `de_DE`):
    /// Foundation reads `@euro` as an ICU keyword with no value and writes prices without their currency symbol.
    /// ICU keywords (`en_US@currency=EUR`) are kept; any other identifier is returned as it is.
    public static func withoutPOSIXSuffixes(_ identifier: String) -> String {
        guard identifier.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") }) else { return identifier }
        let at = identifier.firstIndex(of: "@")
        let keywords = at.map { identifier[$0...] }.flatMap { $0.contains("=") ? String($0) : nil } ?? ""
        let name = identifier[..<(at ?? identifier.endIndex)]
        return String(name[..<(name.firstIndex(of: ".") ?? name.endIndex)]) + keywords
    }

    /// A locale identifier in one spelling: lowercase, `_` between parts (`EN-us` → `en_us`).
    public static func normalized(_ identifier: String) -> String {
        VariableSyntax.replacingOccurrences(of: "-", with: "_", in: identifier).lowercased()
    }
}
