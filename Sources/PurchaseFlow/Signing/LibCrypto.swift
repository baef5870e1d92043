import COpenSSL

/// libcrypto itself: loaded at the first use, and its process-wide state.
public enum LibCrypto {
    /// Loads libcrypto (libcrypto.so.3, with dlopen: kiosk does not link it, so a start that signs and verifies nothing
    /// never maps it) the first time it is called, and keeps libcrypto's state until the process ends (by default
    /// OpenSSL frees it in an `atexit` handler, and a thread still signing or verifying when the program exits, a store
    /// read or a notification being signed at quit, then crashes in freed memory: exit 139). Every path into libcrypto
    /// (reading or making a key or a certificate) calls it first; later calls answer at once. Throws a `SigningError`
    /// saying why when libcrypto cannot be loaded, or lacks a function kiosk calls.
    static func load() throws {
        try loaded.get()
    }

    private static let loaded: Result<Void, SigningError> = {
        var reason = [CChar](repeating: 0, count: 512)
        guard kiosk_libcrypto_load(&reason, reason.count) == 1 else { return .failure(failure(reason)) }
        return .success(())
    }()

    /// Whether the library `name` could be loaded as libcrypto, as `load()` would (every function kiosk calls is
    /// there), without loading it for the process; throws what `load()` would say.
    static func check(libraryNamed name: String) throws {
        var reason = [CChar](repeating: 0, count: 512)
        guard kiosk_libcrypto_check(name, &reason, reason.count) == 1 else { throw failure(reason) }
    }

    private static func failure(_ reason: [CChar]) -> SigningError {
        SigningError(operation: "loading libcrypto", reason: String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Makes libcrypto's random generators (the ECDSA nonce of a certificate it signs, when a new state directory's
    /// certificates are issued) SHA-256 Hash_DRBGs rather than its default AES-256 CTR_DRBGs, before the first is made;
    /// both are NIST SP 800-90A generators seeded from the operating system, and the CTR_DRBG's cipher fetch sets up
    /// libcrypto's cipher tables (3.1 M instructions). kiosk's own signatures and keys draw from the operating system
    /// (`P256`). Called before libcrypto signs with a key (it loads libcrypto, `load()`); when a generator exists
    /// already (libcrypto was used for randomness first), the default stays.
    static func prepareRandomGenerators() throws {
        try load()
        _ = hashGenerators
    }

    private static let hashGenerators: Bool = {
        let set = RAND_set_DRBG_type(nil, "HASH-DRBG", nil, nil, "SHA256") == 1
        ERR_clear_error()
        return set
    }()
}
