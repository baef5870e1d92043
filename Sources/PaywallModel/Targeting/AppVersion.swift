import Foundation

/// A dotted version number compared part by part as numbers: 2.10 > 2.9, and 1.0 == 1.0.0.
///
/// Used by update prompts (strictly read), and by targeting and original-app-version rules (leniently read).
public struct AppVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numeric parts, without trailing zeros.
    public let parts: [Int]
    /// The text it was read from.
    public let description: String

    /// Reads `2.10.1`; nil unless it is dot-separated whole numbers.
    public init?(_ text: String) {
        let pieces = VariableSyntax.trimmingSpaces(text).split(separator: ".", omittingEmptySubsequences: false)
        let numbers = pieces.map { Int($0) }
        guard !pieces.isEmpty, numbers.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        var parts = numbers.compactMap { $0 }
        while parts.last == 0 { parts.removeLast() }
        self.parts = parts
        description = text
    }

    /// Reads any text as targeting rules do: each dot-separated part's leading digits, 0 where there are none
    /// (`1.2beta` is 1.2, `x` is 0).
    public init(lenient text: String) {
        var parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0.prefix { $0.isNumber }) ?? 0 }
        while parts.last == 0 { parts.removeLast() }
        self.parts = parts
        description = text
    }

    /// -1, 0 or 1 as `left` is older than, the same as, or newer than `right`, both read leniently.
    public static func compareLeniently(_ left: String, _ right: String) -> Int {
        let (a, b) = (AppVersion(lenient: left), AppVersion(lenient: right))
        return a < b ? -1 : (a == b ? 0 : 1)
    }

    public static func == (lhs: AppVersion, rhs: AppVersion) -> Bool { lhs.parts == rhs.parts }

    public func hash(into hasher: inout Hasher) { hasher.combine(parts) }

    public static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
        for index in 0..<max(lhs.parts.count, rhs.parts.count) {
            let left = index < lhs.parts.count ? lhs.parts[index] : 0
            let right = index < rhs.parts.count ? rhs.parts[index] : 0
            if left != right { return left < right }
        }
        return false
    }
}
