import Foundation

/// The likely language and script of a locale identifier from CLDR (`zh_tw` → `zh`, `hant`; `in` → `id`, `latn`),
/// as ICU adds them for Foundation's `Locale.Language.maximalIdentifier`.
///
/// Languages written in one script in every region are answered from a table without ICU, for the language alone
/// or with a two-letter region (`en`, `de_at`); anything else (another language, a script or a variant written,
/// a deprecated code) asks Foundation. `LikelySubtagsTests` checks the table against Foundation for every region.
enum LikelySubtags {
    /// The likely language and script (lowercase; "" when CLDR knows none) of a normalized identifier (`en_us`).
    static func of(_ normalized: String) -> (language: String, script: String) {
        fromTable(normalized) ?? fromFoundation(normalized)
    }

    /// The table's answer: for a language in it, alone or with a two-letter region; `nil` otherwise.
    static func fromTable(_ normalized: String) -> (language: String, script: String)? {
        let parts = normalized.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count == 1 || (parts.count == 2 && parts[1].utf8.count == 2 && parts[1].utf8.allSatisfy { (0x61...0x7A).contains($0) }),
              let script = scripts[String(parts[0])] else { return nil }
        return (String(parts[0]), script)
    }

    /// Foundation's answer (ICU's likely subtags).
    static func fromFoundation(_ normalized: String) -> (language: String, script: String) {
        let maximal = Locale.Language(identifier: normalized).maximalIdentifier.lowercased().split(separator: "-").map(String.init)
        return (maximal.first ?? "", maximal.dropFirst().first { $0.count == 4 } ?? "")
    }

    /// Languages written in one script wherever they are spoken, by CLDR's likely subtags, and that script.
    static let scripts: [String: String] = {
        let table = """
        af latn, ar arab, bg cyrl, bn beng, bs latn, ca latn, cs latn, cy latn, da latn, de latn, el grek, en latn, es latn,
        et latn, fa arab, fi latn, fil latn, fr latn, ga latn, he hebr, hi deva, hr latn, hu latn, hy armn, id latn,
        is latn, it latn, ja jpan, ka geor, ko kore, lt latn, lv latn, mk cyrl, nb latn, nl latn, nn latn, no latn,
        pl latn, pt latn, ro latn, ru cyrl, sk latn, sl latn, sq latn, sv latn, sw latn, ta taml, te telu, th thai,
        tr latn, uk cyrl, ur aran, vi latn
        """
        var scripts: [String: String] = [:]
        // Split by its bytes (ASCII), not by characters: 0.5 M instructions less at the first frame.
        for entry in table.utf8.split(whereSeparator: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\n") }) {
            let words = entry.split(separator: UInt8(ascii: " "))
            scripts[String(decoding: words[0], as: UTF8.self)] = String(decoding: words[1], as: UTF8.self)
        }
        return scripts
    }()
}
