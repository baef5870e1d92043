/// A component that keeps its document object so overrides can be merged and read again.
protocol SourceBackedComponent: OverridableComponent, JSONDecodable {
    /// The component's own object in the document.
    var documentObject: JSONNode { get }
    /// Whether resolving overrides reads the component without its children and restores them with
    /// `restoringChildren(from:)` (stacks); others are read whole.
    static var restoresChildren: Bool { get }
    /// This component, read without its children, given those of `original`.
    func restoringChildren(from original: Self) -> Self
}

extension SourceBackedComponent {
    /// By default a component is read again whole.
    static var restoresChildren: Bool { false }

    /// By default there is nothing to restore.
    func restoringChildren(from original: Self) -> Self { self }

    /// The properties of a stack that hold components: an override setting one makes the stack be read whole.
    static var childKeys: Set<String> { ["components", "badge"] }

    /// Merges the applying overrides into the document object and reads the component again; children are
    /// not read again unless an override replaces them.
    func resolvingOverrides(in state: OverrideState) -> Self {
        let applying = overrides.filter { $0.applies(in: state) }
        guard !applying.isEmpty, case .object(let members) = documentObject.value else { return self }
        let merged = applying.reduce(Self.withoutOverrides(members)) { Self.merge($1.properties, into: $0) }
        let replacesChildren = !Self.restoresChildren || applying.contains { $0.properties.contains { Self.childKeys.contains($0.key) } }
        let reader = JSONReader(node: JSONNode(.object(merged), offset: documentObject.offset), path: .root,
                                context: DecodingContext(source: "override", document: nil, skipsChildren: !replacesChildren))
        guard let resolved = try? Self(json: reader) else { return self }
        return replacesChildren ? resolved : resolved.restoringChildren(from: self)
    }

    /// Reads the overrides of `object` and drops (recording an error) each whose properties do not read.
    static func checkedOverrides(of object: ObjectReader) throws -> [ComponentOverride] {
        guard let list = object.member("overrides") else { return [] }
        var kept: [ComponentOverride] = []
        for element in try list.array() {
            let override = try element.decode(ComponentOverride.self)
            let merged = merge(override.properties, into: withoutOverrides(object.members))
            let scratch = JSONReader(node: JSONNode(.object(merged), offset: element.node.offset),
                                     path: element.path.appending(key: "properties"),
                                     context: DecodingContext(source: object.context.source, document: object.context.document, skipsChildren: true))
            do {
                _ = try Self(json: scratch)
                kept.append(override)
            } catch let error as DocumentError {
                object.context.record(error)
            }
        }
        return kept
    }

    private static func withoutOverrides(_ members: [JSONMember]) -> [JSONMember] {
        members.filter { $0.key != "overrides" }
    }

    /// `members` with each of `changes` replacing the member of the same key, or added.
    private static func merge(_ changes: [JSONMember], into members: [JSONMember]) -> [JSONMember] {
        let changed = Set(changes.map(\.key))
        return members.filter { !changed.contains($0.key) } + changes
    }
}
