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
        try sign(payload: payload, with: SigningContext(key: key))
    }

    /// Signs `count` payloads, made by `payload(index)`, spread over every core; returns the compact JWS of
    /// each in order, or throws the first failure.
    ///
    /// Each thread makes and signs its own share with its own signing context on the shared read-only key.
    public func signAll(count: Int, payload: @Sendable (Int) throws -> Data) throws -> [String] {
        guard count > 0 else { return [] }
        let slices = ProcessInfo.processInfo.activeProcessorCount * 4
        let chunkSize = (count + slices - 1) / slices
        let chunkCount = (count + chunkSize - 1) / chunkSize
        let unsigned = SigningError(operation: "signing", reason: "the payload was not signed")
        var results = [Result<String, any Error>](repeating: .failure(unsigned), count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each chunk writes only its own slots.
            nonisolated(unsafe) let output = buffer
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let indices = chunk * chunkSize..<min(count, (chunk + 1) * chunkSize)
                do {
                    let context = try SigningContext(key: key)
                    for index in indices {
                        output[index] = Result { try sign(payload: payload(index), with: context) }
                    }
                } catch {
                    for index in indices { output[index] = .failure(error) }
                }
            }
        }
        return try results.map { try $0.get() }
    }

    private func sign(payload: Data, with context: SigningContext) throws -> String {
        let input = encodedHeader + "." + Base64URL.encode(payload)
        let signature = try context.sign(Array(input.utf8))
        return input + "." + Base64URL.encode(signature)
    }
}
