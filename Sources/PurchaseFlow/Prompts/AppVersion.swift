import Foundation

/// A dotted version number compared part by part as numbers: 2.10 > 2.9, and 1.0 == 1.0.0.
public struct AppVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numeric parts, without trailing zeros.
    public let parts: [Int]
    /// The text it was read from.
    public let description: String

    /// Reads `2.10.1`; nil unless it is dot-separated whole numbers.
    public init?(_ text: String) {
        let pieces = text.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
        let numbers = pieces.map { Int($0) }
        guard !pieces.isEmpty, numbers.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        var parts = numbers.compactMap { $0 }
        while parts.last == 0 { parts.removeLast() }
        self.parts = parts
        description = text
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
