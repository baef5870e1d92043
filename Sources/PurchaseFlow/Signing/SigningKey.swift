import COpenSSL
import Foundation

/// A P-256 private key that makes ES256 signatures (raw R||S, 64 bytes).
///
/// A key may be given as PEM to read at its first use (`init(readingAtFirstUse:operation:certifiedBy:)`), so a process
/// that only verifies never reads it. Signatures are made with libcrypto's arithmetic (`P256`); a libcrypto key is made
/// only for what libcrypto alone does with it (issuing a certificate, writing PEM: `pkey()`).
public final class SigningKey: @unchecked Sendable {
    /// The PEM a key given for later is read from, what its reading error says was being done, and the certificate
    /// whose key it must be, if any.
    private let unread: (pem: Data, operation: String, certificate: Certificate?)?
    /// Guards `read` and `libcryptoKey`.
    private let lock = NSLock()
    /// The key pair once read, or why it could not be; `nil` until a key given for later is first used.
    private var read: Result<KeyPair, SigningError>?
    /// The libcrypto key of the pair, made at the first `pkey()`.
    private var libcryptoKey: OpaquePointer?

    /// The private key of a key pair.
    init(keyPair: KeyPair) {
        unread = nil
        read = .success(keyPair)
    }

    /// A key read from PEM at its first use rather than now; a PEM that is not a P-256 key, or not the key of
    /// `certificate` when one is given, fails that use (and every later one) with a `SigningError` whose operation is
    /// `operation`, so nothing is signed that its certificate would not verify.
    public init(readingAtFirstUse pem: Data, operation: String, certifiedBy certificate: Certificate? = nil) {
        unread = (pem, operation, certificate)
    }

    deinit {
        if let libcryptoKey { EVP_PKEY_free(libcryptoKey) }
    }

    /// The key pair, read now if it was given for later.
    func keyPair() throws -> KeyPair {
        try lock.withLock {
            if read == nil, let unread {
                do {
                    let pair = try Self.privateKeyRead(pem: unread.pem)
                    if let certificate = unread.certificate {
                        guard pair.isKey(of: certificate) else {
                            throw SigningError(operation: unread.operation, reason: "the key does not match its certificate: the file is damaged, "
                                               + "and what it signed would not verify")
                        }
                        certificate.hold(pair)
                    }
                    read = .success(pair)
                } catch let error as SigningError {
                    read = .failure(SigningError(operation: unread.operation, reason: error.reason))
                }
            }
            // Set at init unless given for later, and just above then.
            return try read!.get()
        }
    }

    /// The key as libcrypto's, made at the first call (for issuing certificates and writing PEM).
    func pkey() throws -> OpaquePointer {
        let pair = try keyPair()
        try LibCrypto.prepareRandomGenerators()
        return try lock.withLock {
            if let libcryptoKey { return libcryptoKey }
            guard let made = kiosk_p256_evp_key(pair.scalar, pair.point) else { throw OpenSSLSupport.error("making a libcrypto key") }
            libcryptoKey = made
            return made
        }
    }

    /// Generates a new random P-256 key.
    public static func generate() throws -> SigningKey {
        SigningKey(keyPair: try KeyPair.generate())
    }

    /// Reads a PEM private key; it must be a P-256 EC key.
    public convenience init(pem: Data) throws {
        self.init(keyPair: try Self.privateKeyRead(pem: pem))
    }

    /// The P-256 key pair of a PEM private key. A key written as kiosk writes it is read by kiosk (`KeyPair.read(pem:)`);
    /// anything else by libcrypto's PEM reader, whose provider decoders cost more, and its private number is taken
    /// from it.
    static func privateKeyRead(pem: Data) throws -> KeyPair {
        if let pair = try KeyPair.read(pem: pem) { return pair }
        let key = try privateKeyReadByLibcrypto(pem: pem)
        defer { EVP_PKEY_free(key) }
        var scalar = [UInt8](repeating: 0, count: 32)
        guard kiosk_p256_private_scalar_of(key, &scalar) == 1, let pair = KeyPair(scalar: scalar) else {
            throw SigningError(operation: "reading a PEM key", reason: "the key's private number is not one of P-256's")
        }
        return pair
    }

    /// The P-256 EC private key in PEM text, read by libcrypto's PEM reader.
    static func privateKeyReadByLibcrypto(pem: Data) throws -> OpaquePointer {
        let bytes = [UInt8](pem)
        guard let bio = BIO_new_mem_buf(bytes, Int32(bytes.count)) else { throw OpenSSLSupport.error("reading a PEM key") }
        defer { BIO_free(bio) }
        guard let key = PEM_read_bio_PrivateKey(bio, nil, nil, nil) else { throw OpenSSLSupport.error("reading a PEM key") }
        guard EVP_PKEY_get_base_id(key) == EVP_PKEY_EC, EVP_PKEY_get_bits(key) == 256 else {
            EVP_PKEY_free(key)
            throw SigningError(operation: "reading a PEM key", reason: "the key is not a P-256 EC key")
        }
        return key
    }

    /// The key as unencrypted PKCS#8 PEM.
    public func pem() throws -> Data {
        let pkey = try pkey()
        guard let bio = BIO_new(BIO_s_mem()) else { throw OpenSSLSupport.error("writing a PEM key") }
        defer { BIO_free(bio) }
        guard PEM_write_bio_PrivateKey(bio, pkey, nil, nil, 0, nil, nil) == 1 else {
            throw OpenSSLSupport.error("writing a PEM key")
        }
        return Data(OpenSSLSupport.contents(of: bio))
    }

    /// Signs a message with ECDSA over SHA-256 and returns the raw 64-byte R||S signature.
    public func sign(_ message: [UInt8]) throws -> [UInt8] {
        let pair = try keyPair()
        return try message.withUnsafeBytes { try pair.signature(of: $0) }
    }
}
