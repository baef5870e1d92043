import COpenSSL
import Foundation

/// An X.509 certificate with a P-256 public key that checks ES256 signatures.
public final class Certificate: @unchecked Sendable, Equatable {
    let x509: OpaquePointer
    /// The certificate in DER, as it travels in a JWS `x5c` header (base64, not base64url).
    public let der: Data
    /// Checks signatures under the certificate's key; nil when it has no EC key.
    private let verifier: ES256Verifier?

    /// Reads a DER certificate.
    public init(der: Data) throws {
        let bytes = [UInt8](der)
        let parsed = bytes.withUnsafeBufferPointer { buffer -> OpaquePointer? in
            var cursor = buffer.baseAddress
            return d2i_X509(nil, &cursor, buffer.count)
        }
        guard let parsed else { throw OpenSSLSupport.error("reading a DER certificate") }
        self.x509 = parsed
        self.der = der
        self.verifier = X509_get0_pubkey(parsed).flatMap(ES256Verifier.init)
        ERR_clear_error()
    }

    /// Reads the first PEM certificate in text that may also hold other PEM blocks.
    public convenience init(pem: Data) throws {
        let bytes = [UInt8](pem)
        guard let bio = BIO_new_mem_buf(bytes, Int32(bytes.count)) else { throw OpenSSLSupport.error("reading a PEM certificate") }
        defer { BIO_free(bio) }
        guard let cert = PEM_read_bio_X509(bio, nil, nil, nil) else { throw OpenSSLSupport.error("reading a PEM certificate") }
        defer { X509_free(cert) }
        try self.init(der: try Self.derBytes(of: cert))
    }

    deinit { X509_free(x509) }

    /// The certificate as PEM text.
    public func pem() -> Data {
        let body = der.base64EncodedString(options: [.lineLength64Characters, .endLineWithLineFeed])
        return Data("-----BEGIN CERTIFICATE-----\n\(body)\n-----END CERTIFICATE-----\n".utf8)
    }

    static func derBytes(of cert: OpaquePointer) throws -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        let length = i2d_X509(cert, &output)
        guard length > 0, let output else { throw OpenSSLSupport.error("encoding a certificate") }
        defer { CRYPTO_free(output, "", 0) }
        return Data(UnsafeBufferPointer(start: output, count: Int(length)))
    }

    /// Whether a raw 64-byte R||S ES256 signature of `message` was made by this certificate's key.
    public func isValidSignature(_ raw: [UInt8], of message: [UInt8]) -> Bool {
        message.withUnsafeBytes { isValidSignature(raw, of: $0) }
    }

    /// Whether a raw 64-byte R||S ES256 signature of the bytes of `message` was made by this certificate's key.
    func isValidSignature(_ raw: [UInt8], of message: UnsafeRawBufferPointer) -> Bool {
        verifier?.isValidSignature(raw, of: message) ?? false
    }

    /// Whether each raw 64-byte R||S ES256 signature was made by this certificate's key over bytes whose SHA-256
    /// is the digest at the same place, checked together (`ES256Verifier.validity(ofSignatures:digests:)`).
    func validity(ofSignatures signatures: [[UInt8]], digests: [[UInt8]]) -> [Bool] {
        verifier?.validity(ofSignatures: signatures, digests: digests) ?? signatures.map { _ in false }
    }

    /// The subject's common name, for messages.
    public var commonName: String {
        guard let name = X509_get_subject_name(x509) else { return "" }
        var buffer = [CChar](repeating: 0, count: 256)
        let length = X509_NAME_get_text_by_NID(name, NID_commonName, &buffer, Int32(buffer.count))
        guard length > 0 else { return "" }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether the certificate carries an extension with a dotted OID.
    public func hasExtension(_ oid: String) -> Bool {
        kiosk_x509_has_extension(x509, oid) == 1
    }

    public static func == (lhs: Certificate, rhs: Certificate) -> Bool { lhs.der == rhs.der }
}
