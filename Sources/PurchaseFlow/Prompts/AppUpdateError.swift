import Foundation
import HTTPTransport
import PaywallModel

/// An update check that could not read its answer.
public struct AppUpdateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One sentence saying what is wrong (at most `LongText.messageLimit` bytes: a long value in it is cut).
    public let message: String

    init(_ message: String) {
        self.message = LongText.cut(message)
    }

    public var description: String { message }
}
