import Foundation

/// An advance of the sandbox clock would make more renewals than one command may write; nothing changed.
public struct RenewalLimitError: Error, Sendable, CustomStringConvertible {
    /// The most renewals one advance writes.
    public let limit: Int

    public var description: String {
        "This advance would make more than \(limit) renewals, the most one advance of the sandbox clock writes; nothing was changed. Advance in smaller steps."
    }
}
