import Foundation

/// The key pair for signing promotional offers (`subscriptionOffersKeyPair`).
public struct OfferSigningKey: Sendable, Hashable {
    /// The key id.
    public var id: String
    /// The private key as written (base64 PKCS#8).
    public var privateKey: String

    /// Creates a key.
    public init(id: String, privateKey: String) {
        self.id = id
        self.privateKey = privateKey
    }
}
