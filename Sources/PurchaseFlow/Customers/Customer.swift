import Foundation
import PaywallModel

/// A customer of the app: a name people use (`--customer NAME`) and the app account token every purchase
/// made for them carries.
public struct Customer: Sendable, Hashable, Codable {
    /// The name of the customer who is there when nobody is named.
    public static let defaultName = "default"

    /// The name.
    public var name: String
    /// The app account token purchases carry.
    public var appAccountToken: UUID

    /// Creates a customer.
    public init(name: String, appAccountToken: UUID) {
        self.name = name
        self.appAccountToken = appAccountToken
    }
}
