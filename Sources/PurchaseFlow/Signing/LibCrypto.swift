import COpenSSL

/// libcrypto's process-wide state.
public enum LibCrypto {
    /// Keeps libcrypto's state until the process ends. By default OpenSSL frees it in an `atexit` handler, and a
    /// thread still signing or verifying when the program exits (a store read, a notification being signed at
    /// quit) then crashes in freed memory (exit 139). Called first thing in the process, before any other use.
    public static func keepStateUntilExit() {
        OPENSSL_init_crypto(UInt64(OPENSSL_INIT_NO_ATEXIT), nil)
    }
}
