import Foundation

/// Spending more than a balance holds.
public struct InsufficientBalanceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The balance's key.
    public var balance: String
    /// What it holds.
    public var available: Int
    /// What was asked.
    public var requested: Int

    public var description: String {
        "The balance \"\(balance)\" holds \(available), not enough to spend \(requested)."
    }
}
