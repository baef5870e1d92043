import Foundation

/// An address that could not be fetched: libcurl is missing, or the transfer failed.
public struct HTTPClientError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// One sentence saying what went wrong.
    public let message: String
    /// Whether the server did not answer within the timeout (as opposed to refusing, or failing otherwise).
    public let isTimeout: Bool

    /// Creates an error.
    public init(_ message: String, isTimeout: Bool = false) {
        self.message = message
        self.isTimeout = isTimeout
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
