import Foundation
import PurchaseFlow

/// An API key specification or file that cannot be used.
public struct APIKeyError: Error, CustomStringConvertible, Sendable {
    /// What is wrong, in a sentence.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
