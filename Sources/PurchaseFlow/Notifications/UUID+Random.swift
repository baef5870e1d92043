import Foundation

extension UUID {
    /// A random (version 4) UUID from the system's random number generator.
    ///
    /// `UUID()` on Linux opens, reads and closes `/dev/urandom` for each one; every purchase writes a notification
    /// with a new UUID inside its write, so it draws the 16 bytes with one `getrandom` instead.
    @usableFromInline static func random() -> UUID {
        var generator = SystemRandomNumberGenerator()
        var halves = (generator.next() as UInt64, generator.next() as UInt64)
        return withUnsafeMutableBytes(of: &halves) { bytes in
            bytes[6] = bytes[6] & 0x0F | 0x40 // version 4
            bytes[8] = bytes[8] & 0x3F | 0x80 // the RFC 4122 variant
            return UUID(uuid: bytes.load(as: uuid_t.self))
        }
    }

    /// The UUID as `uuidString.lowercased()` writes it (`8-4-4-4-12` lowercase hex digits), written at once: each
    /// purchase's notification is given one, and Foundation's string and its lowercasing were 1% of a purchase + finish.
    @usableFromInline var lowercasedString: String {
        withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { output in
                let digits: StaticString = "0123456789abcdef"
                var written = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        output[written] = UInt8(ascii: "-")
                        written += 1
                    }
                    output[written] = digits.utf8Start[Int(byte >> 4)]
                    output[written + 1] = digits.utf8Start[Int(byte & 0x0F)]
                    written += 2
                }
                return written
            }
        }
    }
}
