import Foundation

/// A `.storekit` format version (`{"major": 3, "minor": 0}`).
public struct FormatVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major version (1 to 5 are known).
    public var major: Int
    /// The minor version.
    public var minor: Int

    /// Creates a version.
    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    public static func < (lhs: FormatVersion, rhs: FormatVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major).\(minor)" }
}
