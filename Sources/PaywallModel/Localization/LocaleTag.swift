import Foundation

/// A locale identifier taken apart for matching: its language, its script (the one written, else the likely one
/// from CLDR, as Apple platforms infer it: `zh_TW` is Traditional Chinese, `zh_SG` Simplified) and its region.
///
/// Deprecated and equivalent language codes compare equal (`in` is `id`, `iw` is `he`; `nb` and `nn` are `no`).
struct LocaleTag: Sendable, Hashable {
    /// The identifier in one spelling (`zh_hant_tw`).
    let normalized: String
    /// The language (`zh`).
    let language: String
    /// The script, written or likely (`hant`); "" when CLDR knows none.
    let script: String
    /// The region as written (`tw`); `nil` when the identifier names none.
    let region: String?
    /// Whether the identifier is a language alone (`zh`, not `zh_Hant` or `zh_TW`).
    let isLanguageAlone: Bool

    /// Parses an identifier (any letter case, `-` or `_`), remembering the result: paywalls look up many strings.
    init(_ identifier: String) {
        let normalized = LocaleFallback.normalized(identifier)
        if let known = Self.memo.withLock({ $0[normalized] }) {
            self = known
            return
        }
        self.init(parsing: normalized)
        let parsed = self
        Self.memo.withLock { table in
            if table.count >= 512 { table.removeAll() }
            table[normalized] = parsed
        }
    }

    private init(parsing normalized: String) {
        self.normalized = normalized
        let parts = normalized.split(separator: "_").map(String.init)
        isLanguageAlone = parts.count == 1
        region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        // CLDR's likely subtags: `zh_tw` → `zh`, `hant`; `in` → `id`, `latn`.
        let likely = LikelySubtags.of(normalized)
        let written = parts.first ?? ""
        let canonical = likely.language.isEmpty || likely.language == "und" ? written : likely.language
        language = ["nb", "nn"].contains(canonical) ? "no" : canonical
        script = parts.dropFirst().first { $0.count == 4 } ?? likely.script
    }

    private static let memo = LockedTable()

    /// The parsed identifiers, shared by every thread.
    private final class LockedTable: @unchecked Sendable {
        private let lock = NSLock()
        private var table: [String: LocaleTag] = [:]

        func withLock<T>(_ body: (inout [String: LocaleTag]) -> T) -> T {
            lock.withLock { body(&table) }
        }
    }
}
