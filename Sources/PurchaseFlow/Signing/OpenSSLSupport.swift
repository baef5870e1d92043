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
            guard let signature = d2i_ECDSA_SIG(nil, &cursor, buffer.count) else {
                ERR_clear_error()
                return nil
            }
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

    /// Converts a raw 64-byte R||S signature to DER (a SEQUENCE of two minimal INTEGERs, as `i2d_ECDSA_SIG`
    /// writes it); nil when it is not 64 bytes.
    static func derSignature(fromRaw raw: [UInt8]) -> [UInt8]? {
        guard raw.count == 64 else { return nil }
        let body = derInteger(raw[0..<32]) + derInteger(raw[32..<64])
        return [0x30, UInt8(body.count)] + body
    }

    /// A big-endian unsigned number as a DER INTEGER: no leading zero bytes, one added when the top bit is set.
    private static func derInteger(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var value = Array(bytes.drop { $0 == 0 })
        if value.isEmpty || value[0] & 0x80 != 0 { value.insert(0, at: 0) }
        return [0x02, UInt8(value.count)] + value
    }
}
