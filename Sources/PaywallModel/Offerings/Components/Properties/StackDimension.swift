/// A stack's axis and how it places children.
public enum StackDimension: Sendable, Hashable, JSONDecodable {
    /// Children one below the other, aligned horizontally.
    case vertical(HorizontalAlignment, Distribution)
    /// Children side by side, aligned vertically.
    case horizontal(VerticalAlignment, Distribution)
    /// Children on top of each other.
    case zlayer(TwoDimensionAlignment)

    init(json: JSONReader) throws {
        let object = try json.object()
        let type = try object.required("type").string()
        let distribution = try object.enumeration("distribution", as: Distribution.self) ?? .start
        switch type {
        case "vertical":
            self = .vertical(try object.enumeration("alignment") ?? .center, distribution)
        case "horizontal":
            self = .horizontal(try object.enumeration("alignment") ?? .center, distribution)
        case "zlayer":
            self = .zlayer(try object.enumeration("alignment") ?? .center)
        default:
            throw json.error("unknown stack dimension \"\(type.prefix(40))\": expected \"vertical\", \"horizontal\" or \"zlayer\"")
        }
    }
}
