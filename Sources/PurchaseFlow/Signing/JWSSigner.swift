import Foundation

/// Signs payloads as compact ES256 JWS with the signer's certificate in `x5c`, as StoreKit Testing does.
public struct JWSSigner: Sendable {
    /// The private key.
    public let key: SigningKey
    /// The certificate of the key, sent in every header.
    public let certificate: Certificate
    /// The key identifier written in the header.
    public let keyID: String
    private let encodedHeader: String

    /// Creates a signer for a key and its certificate.
    public init(key: SigningKey, certificate: Certificate, keyID: String) {
        self.key = key
        self.certificate = certificate
        self.keyID = keyID
        let header = CompactJWS.Header(alg: "ES256", kid: keyID, typ: "JWT", x5c: [certificate.der.base64EncodedString()])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Encoding four strings cannot fail.
        self.encodedHeader = Base64URL.encode((try? encoder.encode(header)) ?? Data())
    }

    /// Signs payload bytes and returns the compact JWS.
    public func sign(payload: Data) throws -> String {
        let input = encodedHeader + "." + Base64URL.encode(payload)
        let signature = try key.sign(Array(input.utf8))
        return input + "." + Base64URL.encode(signature)
    }
}
