import COpenSSL
import Foundation

/// A P-256 private key that makes ES256 signatures (raw R||S, 64 bytes).
///
/// A key may be given as PEM to read at its first use (`init(readingAtFirstUse:operation:)`): reading a private key
/// is libcrypto's costliest start-up step (its decoders and providers are set up then), and a process that only
/// verifies never needs it.
public final class SigningKey: @unchecked Sendable {
    /// The PEM a key given for later is read from, what its reading error says was being done, and the certificate
    /// whose key it must be, if any.
    private let unread: (pem: Data, operation: String, certificate: Certificate?)?
    /// Guards `read`.
    private let lock = NSLock()
    /// The libcrypto key once read, or why it could not be; `nil` until a key given for later is first used.
    private var read: Result<OpaquePointer, SigningError>?
    /// Signing contexts made for this key and not in use now (guarded by `lock`), so each signature does not set up one.
    private var idleContexts: [SigningContext] = []
    /// How many idle contexts a key keeps: one per core (asked once: Foundation reads the cgroup files on each ask).
    private static let idleContextLimit = ProcessInfo.processInfo.activeProcessorCount

    private init(pkey: OpaquePointer) {
        unread = nil
        read = .success(pkey)
    }

    /// A key read from PEM at its first use rather than now; a PEM that is not a P-256 key, or not the key of
    /// `certificate` when one is given, fails that use (and every later one) with a `SigningError` whose operation is
    /// `operation`, so nothing is signed that its certificate would not verify.
    public init(readingAtFirstUse pem: Data, operation: String, certifiedBy certificate: Certificate? = nil) {
        unread = (pem, operation, certificate)
    }

    /// The private key of a key pair read already (its certificate's, when the caller needs one: `KeyPair.isKey(of:)`).
    convenience init(keyPair: KeyPair) {
        EVP_PKEY_up_ref(keyPair.pkey)
        self.init(pkey: keyPair.pkey)
    }

    deinit {
        if case .success(let pkey)? = read { EVP_PKEY_free(pkey) }
    }

    /// The libcrypto key, read now if it was given for later.
    func pkey() throws -> OpaquePointer {
        try LibCrypto.prepareRandomGenerators()
        return try lock.withLock {
            if read == nil, let unread {
                do {
                    let (key, point) = try Self.privateKeyRead(pem: unread.pem)
                    if let certificate = unread.certificate, !Self.isKey(key, point: point, of: certificate) {
                        EVP_PKEY_free(key)
                        throw SigningError(operation: unread.operation, reason: "the key does not match its certificate: the file is damaged, "
                                           + "and what it signed would not verify")
                    }
                    read = .success(key)
                } catch let error as SigningError {
                    read = .failure(SigningError(operation: unread.operation, reason: error.reason))
                }
            }
            // Set at init unless given for later, and just above then.
            return try read!.get()
        }
    }

    /// Whether `key` is `certificate`'s, so that what it signs the certificate verifies. A key kiosk's reader read has
    /// its public key checked to be its own (`point`), and is the certificate's when that point is the certificate's;
    /// any other is checked by signing with it (`signsWhat`).
    static func isKey(_ key: OpaquePointer, point: [UInt8]?, of certificate: Certificate) -> Bool {
        if let point, let certified = certificate.keyPoint { return point == certified }
        return signsWhat(certificate, verifies: key)
    }

    /// Whether a signature made with `key` verifies under `certificate`'s key: a damaged private key (libcrypto reads
    /// one whose number changed), or another key's, makes signatures nothing verifies.
    static func signsWhat(_ certificate: Certificate, verifies key: OpaquePointer) -> Bool {
        let message = Array("kiosk checks a signing key against its certificate".utf8)
        guard let signature = try? SigningContext(pkey: key).sign(message) else { return false }
        return certificate.isValidSignature(signature, of: message)
    }

    /// Generates a new random P-256 key.
    public static func generate() throws -> SigningKey {
        try LibCrypto.prepareRandomGenerators()
        guard let context = EVP_PKEY_CTX_new_id(EVP_PKEY_EC, nil) else { throw OpenSSLSupport.error("generating a P-256 key") }
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        guard EVP_PKEY_keygen_init(context) == 1,
              kiosk_evp_pkey_ctx_set_ec_curve(context, NID_X9_62_prime256v1) == 1,
              EVP_PKEY_keygen(context, &key) == 1, let key else {
            throw OpenSSLSupport.error("generating a P-256 key")
        }
        return SigningKey(pkey: key)
    }

    /// Reads a PEM private key; it must be a P-256 EC key.
    public convenience init(pem: Data) throws {
        self.init(pkey: try Self.privateKey(pem: pem))
    }

    /// The P-256 EC private key in PEM text.
    ///
    /// An unencrypted PKCS#8 P-256 key written plainly (`PEMBlocks.plainPrivateKeyDER`), as kiosk writes it, is read
    /// with the EC key's own ASN.1 reader (`kiosk_p256_private_key_from_pkcs8`, which also checks that its public key
    /// is its private key's); anything else goes through libcrypto's PEM reader, whose provider decoders cost more.
    static func privateKey(pem: Data) throws -> OpaquePointer {
        try privateKeyRead(pem: pem).key
    }

    /// The P-256 EC private key in PEM text, as `privateKey(pem:)` reads it, with its public key's point when kiosk's
    /// reader read it (`KeyPair`: checked to be its private key's); nil when libcrypto's PEM reader read it.
    static func privateKeyRead(pem: Data) throws -> (key: OpaquePointer, point: [UInt8]?) {
        if let pair = try KeyPair.read(pem: pem) {
            EVP_PKEY_up_ref(pair.pkey)
            return (pair.pkey, pair.point)
        }
        return (try privateKeyReadByLibcrypto(pem: pem), nil)
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
        try withSigningContext { try $0.sign(message) }
    }

    /// Runs `body` with a signing context of this key that no other thread uses meanwhile: one made earlier and
    /// idle now, else a new one. It is kept for later signatures afterwards, unless `body` failed (libcrypto's
    /// state after a failure is not trusted) or as many as the machine has cores are idle already.
    func withSigningContext<T>(_ body: (SigningContext) throws -> T) throws -> T {
        let context = try lock.withLock { idleContexts.popLast() } ?? SigningContext(key: self)
        let result = try body(context)
        lock.withLock {
            if idleContexts.count < Self.idleContextLimit { idleContexts.append(context) }
        }
        return result
    }
}
