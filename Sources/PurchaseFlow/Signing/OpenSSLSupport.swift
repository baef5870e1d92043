import COpenSSL

/// Small helpers shared by the libcrypto wrappers.
enum OpenSSLSupport {
    /// Builds a `SigningError` from libcrypto's error queue (which it empties).
    static func error(_ operation: String) -> SigningError {
        var reasons: [String] = []
        while true {
            let code = ERR_get_error()
            if code == 0 { break }
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            reasons.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return SigningError(operation: operation, reason: reasons.isEmpty ? "no reason given" : reasons.joined(separator: "; "))
    }

    /// Reads everything written to a memory BIO.
    static func contents(of bio: OpaquePointer) -> [UInt8] {
        var pointer: UnsafeMutablePointer<CChar>?
        let length = BIO_ctrl(bio, BIO_CTRL_INFO, 0, &pointer)
        guard length > 0, let pointer else { return [] }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
    }

    /// Converts a DER ECDSA signature to the raw 64-byte R||S form of JWS ES256; nil when it is not one.
    static func rawSignature(fromDER der: [UInt8]) -> [UInt8]? {
        var cursor: UnsafePointer<UInt8>? = nil
        return der.withUnsafeBufferPointer { buffer -> [UInt8]? in
            cursor = buffer.baseAddress
            guard let signature = d2i_ECDSA_SIG(nil, &cursor, buffer.count) else { return nil }
            defer { ECDSA_SIG_free(signature) }
            var r: OpaquePointer?
            var s: OpaquePointer?
            ECDSA_SIG_get0(signature, &r, &s)
            var raw = [UInt8](repeating: 0, count: 64)
            guard BN_bn2binpad(r, &raw, 32) == 32 else { return nil }
            let written = raw.withUnsafeMutableBufferPointer { BN_bn2binpad(s, $0.baseAddress! + 32, 32) }
            return written == 32 ? raw : nil
        }
    }

    /// Whether a raw 64-byte R||S ES256 signature of `message` was made by an EC key.
    static func isValidES256Signature(_ raw: [UInt8], of message: [UInt8], key: OpaquePointer) -> Bool {
        guard let der = derSignature(fromRaw: raw), EVP_PKEY_get_base_id(key) == EVP_PKEY_EC,
              let context = EVP_MD_CTX_new() else {
            ERR_clear_error()
            return false
        }
        defer { EVP_MD_CTX_free(context) }
        let valid = EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key) == 1
            && EVP_DigestVerify(context, der, der.count, message, message.count) == 1
        ERR_clear_error()
        return valid
    }

    /// Converts a raw 64-byte R||S signature to DER; nil when it is not 64 bytes.
    static func derSignature(fromRaw raw: [UInt8]) -> [UInt8]? {
        guard raw.count == 64, let signature = ECDSA_SIG_new() else { return nil }
        defer { ECDSA_SIG_free(signature) }
        let r = BN_bin2bn(raw, 32, nil)
        let s = raw.withUnsafeBufferPointer { BN_bin2bn($0.baseAddress! + 32, 32, nil) }
        guard ECDSA_SIG_set0(signature, r, s) == 1 else {
            BN_free(r)
            BN_free(s)
            return nil
        }
        var output: UnsafeMutablePointer<UInt8>?
        let length = i2d_ECDSA_SIG(signature, &output)
        guard length > 0, let output else { return nil }
        defer { CRYPTO_free(output, "", 0) }
        return Array(UnsafeBufferPointer(start: output, count: Int(length)))
    }
}
