/// FNV-1a, 64-bit: a small, stable, well-known hash of text (not for security).
package enum FNV1a {
    /// The hash of `text`'s UTF-8 bytes.
    package static func hash64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
