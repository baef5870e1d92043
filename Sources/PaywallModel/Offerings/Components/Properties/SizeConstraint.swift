/// How one dimension of a component is sized.
public enum SizeConstraint: Sendable, Hashable, JSONDecodable {
    /// As small as the content allows.
    case fit
    /// As large as the parent allows.
    case fill
    /// A fixed number of points.
    case fixed(Double)
    /// A fraction (0-1) of the parent.
    case relative(Double)

    init(json: JSONReader) throws {
        let object = try json.object()
        let type = try object.required("type").string()
        switch type {
        case "fit": self = .fit
        case "fill": self = .fill
        case "fixed": self = .fixed(try object.required("value").double())
        case "relative": self = .relative(try object.required("value").double())
        default: throw json.error("unknown size type \"\(type.prefix(40))\": expected \"fit\", \"fill\", \"fixed\" or \"relative\"")
        }
    }
}
