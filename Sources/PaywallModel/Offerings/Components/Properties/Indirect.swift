/// Holds a value on the heap, so a type can contain itself (a stack's badge holds a stack).
@propertyWrapper
public struct Indirect<Value: Sendable & Hashable>: Sendable, Hashable {
    private final class Storage: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let storage: Storage

    /// Boxes a value.
    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    /// The boxed value.
    public var wrappedValue: Value { storage.value }

    /// Boxes are equal when their values are.
    public static func == (lhs: Indirect, rhs: Indirect) -> Bool { lhs.wrappedValue == rhs.wrappedValue }

    /// Hashes the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
