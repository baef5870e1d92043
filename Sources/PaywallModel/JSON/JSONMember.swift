/// A member of a JSON object: its key and value, in document order.
public struct JSONMember: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONNode

    /// Creates a member.
    public init(key: String, value: JSONNode) {
        self.key = key
        self.value = value
    }
}
