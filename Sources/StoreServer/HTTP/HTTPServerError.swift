import Foundation

/// The server cannot listen, or a connection failed.
public struct HTTPServerError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, in a sentence.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
