import Foundation

/// Signs payloads as compact ES256 JWS with the signer's certificate chain in `x5c`: one self-signed
/// certificate as StoreKit Testing does, or leaf, intermediate and root as the App Store does.
public struct JWSSigner: Sendable {
    /// The private key.
    public let key: SigningKey
    /// The certificates sent in every header, the key's own first.
    public let chain: [Certificate]
    /// The key identifier written in the header, if any.
    public let keyID: String?
    private let encodedHeader: String

    /// The certificate of the key.
    public var certificate: Certificate { chain[0] }

    /// Creates a signer for a key and its certificate.
    public init(key: SigningKey, certificate: Certificate, keyID: String) {
        self.init(key: key, chain: [certificate], keyID: keyID)
    }

    /// Creates a signer for a key and its certificate chain (the key's certificate first).
    public init(key: SigningKey, chain: [Certificate], keyID: String?) {
        precondition(!chain.isEmpty, "a signer sends at least its own certificate")
        self.key = key
        self.chain = chain
        self.keyID = keyID
        let header = CompactJWS.Header(alg: "ES256", kid: keyID, typ: keyID == nil ? nil : "JWT",
                                       x5c: chain.map { $0.der.base64EncodedString() })
        self.encodedHeader = Base64URL.encode(header.encoded())
    }

    /// Signs payload bytes and returns the compact JWS.
    public func sign(payload: Data) throws -> String {
        try sign(payload: payload, with: try key.keyPair())
    }

    /// Signs `count` payloads, made by `payload(index)`, spread over every core; returns the compact JWS of
    /// each in order, or throws the first failure.
    ///
    /// Each thread makes and signs its own share.
    public func signAll(count: Int, payload: @Sendable (Int) throws -> Data) throws -> [String] {
        guard count > 0 else { return [] }
        let slices = ProcessInfo.processInfo.activeProcessorCount * 4
        let chunkSize = (count + slices - 1) / slices
        let chunkCount = (count + chunkSize - 1) / chunkSize
        let unsigned = SigningError(operation: "signing", reason: "the payload was not signed")
        let pair = try key.keyPair()
        var results = [Result<String, any Error>](repeating: .failure(unsigned), count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each chunk writes only its own slots.
            nonisolated(unsafe) let output = buffer
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                for index in chunk * chunkSize..<min(count, (chunk + 1) * chunkSize) {
                    output[index] = Result { try sign(payload: payload(index), with: pair) }
                }
            }
        }
        return try results.map { try $0.get() }
    }

    private func sign(payload: Data, with pair: KeyPair) throws -> String {
        var input = encodedHeader + "." + Base64URL.encode(payload)
        let signature = try input.withUTF8 { try pair.signature(of: UnsafeRawBufferPointer($0)) }
        return input + "." + Base64URL.encode(signature)
    }
}
