import COpenSSL
import Foundation

/// An X.509 certificate with a P-256 public key that checks ES256 signatures.
public final class Certificate: @unchecked Sendable, Equatable {
    /// The certificate in DER, as it travels in a JWS `x5c` header (base64, not base64url).
    public let der: Data
    /// The subject's P-256 key as its uncompressed point, when kiosk read it from the DER (`CertificateDER`) and left
    /// libcrypto's parse for the first use that needs more than the key; nil when the certificate was parsed at once.
    let keyPoint: [UInt8]?
    /// Guards `parsed` and `madeVerifier`.
    private let lock = NSLock()
    /// libcrypto's parse: `.some(nil)` when it cannot parse the DER, `nil` until first needed.
    private var parsed: OpaquePointer??
    /// Checks signatures under the certificate's key (`.some(nil)` when it has no EC key), made at the first check.
    private var madeVerifier: ES256Verifier??

    /// Reads a DER certificate.
    public convenience init(der: Data) throws {
        try LibCrypto.load()
        guard let parsed = Self.parse(der) else { throw OpenSSLSupport.error("reading a DER certificate") }
        self.init(der: der, x509: parsed)
    }

    /// Reads the first PEM certificate in text that may also hold other PEM blocks.
    ///
    /// A certificate written as kiosk writes it (`PEMBlocks.plainCertificateDER`) is decoded here; when its DER is a
    /// certificate with a P-256 key (`CertificateDER`), that key is all that is read now, and libcrypto parses the
    /// certificate at its first use that needs more (a chain checked, a name or extension asked for). Otherwise it is
    /// parsed once, and anything else is read by libcrypto's PEM reader and parsed again from its encoding. Each parse
    /// costs about 0.2 ms (libcrypto 3 decodes the public key through its provider decoders), and a store has four.
    public convenience init(pem: Data) throws {
        try LibCrypto.load()
        if let der = PEMBlocks.plainCertificateDER(in: pem) {
            if let point = CertificateDER.p256PublicKeyPoint(in: der) {
                self.init(der: der, keyPoint: point)
                return
            }
            if let parsed = Self.parse(der) {
                // What the PEM reader's certificate would be encoded as: the same bytes for a certificate in DER.
                if (try? Self.derBytes(of: parsed)) == der {
                    self.init(der: der, x509: parsed)
                    return
                }
                X509_free(parsed)
            }
        }
        ERR_clear_error()
        let der = try Self.derReadByLibcrypto(pem: pem)
        guard let parsed = Self.parse(der) else { throw OpenSSLSupport.error("reading a DER certificate") }
        self.init(der: der, x509: parsed)
    }

    /// Takes a parsed certificate and its DER.
    private init(der: Data, x509: OpaquePointer) {
        self.der = der
        self.keyPoint = nil
        self.parsed = .some(x509)
    }

    /// Takes a certificate's DER and its key's point, read by kiosk; libcrypto parses the DER when first needed.
    private init(der: Data, keyPoint: [UInt8]) {
        self.der = der
        self.keyPoint = keyPoint
    }

    /// The certificate parsed by libcrypto (now, if it was not yet); nil when libcrypto cannot parse its DER.
    var x509: OpaquePointer? {
        lock.withLock {
            if let parsed { return parsed }
            let made = Self.parse(der)
            ERR_clear_error()
            parsed = .some(made)
            return made
        }
    }

    /// Whether libcrypto has parsed the certificate (or tried to) yet.
    var isParsed: Bool { lock.withLock { parsed != nil } }

    /// Checks signatures under the certificate's key, made at the first check: from the point kiosk read, or from
    /// libcrypto's parse; nil when the certificate has no P-256 key.
    private var verifier: ES256Verifier? {
        if let made = lock.withLock({ madeVerifier }) { return made }
        let made = keyPoint.map(ES256Verifier.init(point:)) ?? x509.flatMap(X509_get0_pubkey).flatMap(ES256Verifier.init(key:))
        if made == nil { ERR_clear_error() }
        return lock.withLock {
            if let earlier = madeVerifier { return earlier }
            madeVerifier = .some(made)
            return made
        }
    }

    /// The subject's P-256 public key as its 65-byte uncompressed point: the one kiosk read, else libcrypto's parse's;
    /// nil when the certificate has no P-256 key.
    var publicPoint: [UInt8]? {
        keyPoint ?? verifier?.point
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

    deinit {
        if case .some(.some(let x509)) = parsed { X509_free(x509) }
    }

    /// The certificate as PEM text.
    public func pem() -> Data {
        Self.pemText(of: der)
    }

    /// DER as a PEM certificate block.
    static func pemText(of der: Data) -> Data {
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

    /// Whether a raw 64-byte R||S ES256 signature of the bytes of `message` was made by this certificate's key: with
    /// its key pair when held (`hold(_:)`).
    func isValidSignature(_ raw: [UInt8], of message: UnsafeRawBufferPointer) -> Bool {
        verifier?.isValidSignature(raw, of: message) ?? false
    }

    /// Keeps the key pair of this certificate's key, when it is (`KeyPair.isKey(of:)`), to check signatures with, one
    /// by one and in batches until they are checked together (`ES256Verifier.hold(_:)`): the store's own certificates,
    /// whose keys it holds to sign, check the rows it has signed.
    func hold(_ pair: KeyPair) {
        verifier?.hold(pair)
    }

    /// Whether each raw 64-byte R||S ES256 signature was made by this certificate's key over bytes whose SHA-256
    /// is the digest at the same place, checked together (`ES256Verifier.validity(ofSignatures:digests:)`).
    func validity(ofSignatures signatures: [[UInt8]], digests: [[UInt8]]) -> [Bool] {
        verifier?.validity(ofSignatures: signatures, digests: digests) ?? signatures.map { _ in false }
    }

    /// Whether the certificate's own signature (ECDSA with SHA-256, its DER minimal) was made by `issuer`'s key:
    /// false for a certificate changed in any byte since it was issued. `issuerKey`, the key pair of `issuer`'s key
    /// when the caller has it, gives the same answer for less than half the instructions (`KeyPair.isValidSignature`);
    /// a key pair that is not `issuer`'s is not used.
    func isSigned(by issuer: Certificate, issuerKey: KeyPair? = nil) -> Bool {
        guard let parts = CertificateDER.ecdsaSHA256SignedParts(in: der),
              let raw = OpenSSLSupport.rawSignature(fromDER: Array(parts.signature)),
              OpenSSLSupport.derSignature(fromRaw: raw)?[...] == parts.signature else { return false }
        if let issuerKey, issuerKey.isKey(of: issuer) {
            return parts.signed.withUnsafeBytes { issuerKey.isValidSignature(raw, of: $0) }
        }
        return parts.signed.withUnsafeBytes { issuer.isValidSignature(raw, of: $0) }
    }

    /// The subject's common name, for messages.
    public var commonName: String {
        guard let name = x509.flatMap(X509_get_subject_name) else { return "" }
        var buffer = [CChar](repeating: 0, count: 256)
        let length = X509_NAME_get_text_by_NID(name, NID_commonName, &buffer, Int32(buffer.count))
        guard length > 0 else { return "" }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether the certificate carries an extension with a dotted OID.
    public func hasExtension(_ oid: String) -> Bool {
        x509.map { kiosk_x509_has_extension($0, oid) == 1 } ?? false
    }

    public static func == (lhs: Certificate, rhs: Certificate) -> Bool { lhs.der == rhs.der }
}
