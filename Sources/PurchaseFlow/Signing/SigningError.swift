/// A failure of libcrypto while creating, reading or using a key or certificate.
public struct SigningError: Error, CustomStringConvertible, Sendable {
    /// What was being done (`"generating a P-256 key"`).
    public let operation: String
    /// libcrypto's own reason, when it gave one.
    public let reason: String

    public var description: String { "Signing failed while \(operation): \(reason)." }
}
