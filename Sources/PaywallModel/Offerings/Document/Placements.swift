/// Which offering each placement shows, with kiosk's audiences and experiments.
public struct Placements: Sendable, Hashable, JSONDecodable {
    /// The offering for placements not in the map.
    public var fallbackOfferingID: String?
    /// Placements mapped to an offering or explicitly to nothing.
    public var targets: [String: PlacementTarget]
    /// Kiosk's extension: ordered audiences per placement (`kiosk_audiences_by_placement`).
    public var audiences: [String: [Audience]]

    /// No placements.
    public init(fallbackOfferingID: String? = nil, targets: [String: PlacementTarget] = [:], audiences: [String: [Audience]] = [:]) {
        self.fallbackOfferingID = fallbackOfferingID
        self.targets = targets
        self.audiences = audiences
    }

    init(json: JSONReader) throws {
        let object = try json.object()
        fallbackOfferingID = try object.string("fallback_offering_id")
        targets = [:]
        if let map = try object.member("offering_ids_by_placement")?.object() {
            for member in map.members {
                switch member.value.value {
                case .null: targets[member.key] = .nothing
                case .string(let id): targets[member.key] = .offering(id)
                default: throw try map.required(member.key).mismatch("an offering id or null")
                }
            }
        }
        audiences = try object.member("kiosk_audiences_by_placement")?.decodeDictionary([Audience].self) ?? [:]
    }

    /// Every placement named, in the map or in audiences, sorted.
    public var placementNames: [String] {
        Set(targets.keys).union(audiences.keys).sorted()
    }
}
