import Foundation

/// An address that could not be fetched: libcurl is missing, or the transfer failed.
public struct HTTPClientError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// One sentence saying what went wrong.
    public let message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
