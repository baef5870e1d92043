/// A set of property changes that applies to a component when all of its conditions hold.
public struct ComponentOverride: Sendable, Hashable, JSONDecodable {
    /// All must hold (an empty list always holds).
    public var conditions: [OverrideCondition]
    /// The properties replaced, as in the document (each replaces the component's own value whole).
    public var properties: [JSONMember]

    /// The string a property is replaced with (`text_lid`'s), when the override sets it to a string.
    public func string(_ key: String) -> String? {
        guard let member = properties.first(where: { $0.key == key }), case .string(let text) = member.value.value else { return nil }
        return text
    }

    /// Whether every condition holds in `state`.
    public func applies(in state: OverrideState) -> Bool {
        conditions.allSatisfy { $0.matches(state) }
    }

    init(json: JSONReader) throws {
        let object = try json.object()
        conditions = try object.array("conditions")
        properties = try object.member("properties")?.object().members ?? []
    }
}
