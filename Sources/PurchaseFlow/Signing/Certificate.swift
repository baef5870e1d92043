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
    public convenience init(der: Data) throws {
        guard let parsed = Self.parse(der) else { throw OpenSSLSupport.error("reading a DER certificate") }
        self.init(x509: parsed, der: der)
    }

    /// Reads the first PEM certificate in text that may also hold other PEM blocks.
    ///
    /// A certificate written as kiosk writes it (`PEMBlocks.plainCertificateDER`) is decoded here and parsed once;
    /// anything else is read by libcrypto's PEM reader and parsed again from its encoding. Each parse costs about
    /// 0.2 ms (libcrypto 3 decodes the public key through its provider decoders), and a store opens four.
    public convenience init(pem: Data) throws {
        if let der = PEMBlocks.plainCertificateDER(in: pem), let parsed = Self.parse(der) {
            // What the PEM reader's certificate would be encoded as: the same bytes for a certificate in DER.
            if (try? Self.derBytes(of: parsed)) == der {
                self.init(x509: parsed, der: der)
                return
            }
            X509_free(parsed)
        }
        ERR_clear_error()
        let der = try Self.derReadByLibcrypto(pem: pem)
        guard let parsed = Self.parse(der) else { throw OpenSSLSupport.error("reading a DER certificate") }
        self.init(x509: parsed, der: der)
    }

    /// Takes a parsed certificate and its DER.
    private init(x509: OpaquePointer, der: Data) {
        self.x509 = x509
        self.der = der
        self.verifier = X509_get0_pubkey(x509).flatMap(ES256Verifier.init)
        ERR_clear_error()
    }

    /// The certificate a DER encoding holds, parsed; nil when it holds none.
    private static func parse(_ der: Data) -> OpaquePointer? {
        let bytes = [UInt8](der)
        return bytes.withUnsafeBufferPointer { buffer -> OpaquePointer? in
            var cursor = buffer.baseAddress
            return d2i_X509(nil, &cursor, buffer.count)
        }
    }

    /// The DER of the first certificate in PEM text as libcrypto's PEM reader reads it, re-encoded.
    static func derReadByLibcrypto(pem: Data) throws -> Data {
        let bytes = [UInt8](pem)
        guard let bio = BIO_new_mem_buf(bytes, Int32(bytes.count)) else { throw OpenSSLSupport.error("reading a PEM certificate") }
        defer { BIO_free(bio) }
        guard let cert = PEM_read_bio_X509(bio, nil, nil, nil) else { throw OpenSSLSupport.error("reading a PEM certificate") }
        defer { X509_free(cert) }
        return try derBytes(of: cert)
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
