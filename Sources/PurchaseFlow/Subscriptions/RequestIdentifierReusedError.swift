
/// An Extend a Subscription Renewal Date request reused the identifier of a request on another subscription.
public struct RequestIdentifierReusedError: Error, Sendable, CustomStringConvertible {
    /// The identifier sent again.
    public let requestIdentifier: String
    /// The subscription the first request extended.
    public let originalID: Int64

    public var description: String { "The request identifier was already used for subscription \(originalID)." }
}
