/// The outline of a stack, a button or an image mask.
public enum Shape: Sendable, Hashable, JSONDecodable {
    /// A rectangle, corners optionally rounded.
    case rectangle(CornerRadii?)
    /// Fully rounded ends.
    case pill
    /// A circle.
    case circle
    /// Curved inwards at the bottom (images).
    case concave
    /// Curved outwards at the bottom (images).
    case convex

    init(json: JSONReader) throws {
        let object = try json.object()
        let type = try object.required("type").string()
        switch type {
        case "rectangle": self = .rectangle(try object.decode("corners"))
        case "pill": self = .pill
        case "circle": self = .circle
        case "concave": self = .concave
        case "convex": self = .convex
        default: throw json.error("unknown shape \"\(type.prefix(40))\": expected \"rectangle\", \"pill\", \"circle\", \"concave\" or \"convex\"")
        }
    }
}
