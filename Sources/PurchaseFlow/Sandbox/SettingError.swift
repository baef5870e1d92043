import Foundation
import PaywallModel

/// A setting or value the sandbox does not know.
public struct SettingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One sentence saying what is wrong.
    public let message: String

    init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
