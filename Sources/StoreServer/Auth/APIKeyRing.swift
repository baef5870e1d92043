import Foundation
import PurchaseFlow

/// The App Store Connect API keys the server accepts bearer tokens from, by key id.
public struct APIKeyRing: Sendable {
    /// The public keys, by key id.
    public let keys: [String: PublicKey]

    /// Creates a ring of keys.
    public init(keys: [String: PublicKey] = [:]) {
        self.keys = keys
    }

    /// Reads `KEY_ID=FILE` specifications, FILE a `.p8` private key or a PEM public key; throws an
    /// `APIKeyError` naming the specification and what is wrong.
    public init(specifications: [String]) throws {
        var keys: [String: PublicKey] = [:]
        for specification in specifications {
            let parts = specification.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw APIKeyError("'\(specification)' is not KEY_ID=FILE (FILE a .p8 private key or a PEM public key).")
            }
            guard let contents = FileManager.default.contents(atPath: parts[1]) else {
                throw APIKeyError("The API key file \(parts[1]) cannot be read.")
            }
            do {
                keys[parts[0]] = try PublicKey(pem: contents)
            } catch {
                throw APIKeyError("The API key file \(parts[1]) is not a P-256 key in PEM (\(error)).")
            }
        }
        self.keys = keys
    }

    /// Whether no key was given.
    public var isEmpty: Bool { keys.isEmpty }
}
