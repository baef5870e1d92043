import COpenSSL

/// libcrypto's process-wide state.
public enum LibCrypto {
    /// Keeps libcrypto's state until the process ends. By default OpenSSL frees it in an `atexit` handler, and a
    /// thread still signing or verifying when the program exits (a store read, a notification being signed at
    /// quit) then crashes in freed memory (exit 139). Called first thing in the process, before any other use.
    public static func keepStateUntilExit() {
        OPENSSL_init_crypto(UInt64(OPENSSL_INIT_NO_ATEXIT), nil)
    }

    /// Makes libcrypto's random generators (the ECDSA nonce of every signature, new keys) SHA-256 Hash_DRBGs rather
    /// than its default AES-256 CTR_DRBGs, before the first is made; both are NIST SP 800-90A generators seeded from
    /// the operating system, and the Hash_DRBG uses the SHA-256 that signing fetched already, where the CTR_DRBG's
    /// cipher fetch set up libcrypto's cipher tables (3.1 M instructions, a tenth of a cold `kiosk sandbox buy`).
    /// Called before any key is made or used; when a generator exists already (libcrypto was used for randomness
    /// first), the default stays.
    static func prepareRandomGenerators() {
        _ = hashGenerators
    }

    private static let hashGenerators: Bool = {
        let set = RAND_set_DRBG_type(nil, "HASH-DRBG", nil, nil, "SHA256") == 1
        ERR_clear_error()
        return set
    }()
}
