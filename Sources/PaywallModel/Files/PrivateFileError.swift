import Foundation

/// A state file or folder that cannot be created, in words.
public struct PrivateFileError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, naming the path.
    public var description: String
}
