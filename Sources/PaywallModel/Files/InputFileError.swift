import Foundation
import Synchronization

/// Why a file could not be read, in words (without the file's name, which the caller adds).
public struct InputFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, as a clause: "it is not a regular file", "there is no such file", ...
    public var reason: String

    public var description: String { reason }
}
