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
}
