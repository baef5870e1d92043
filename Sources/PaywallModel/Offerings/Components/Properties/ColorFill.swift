/// A color fill: a plain color, a gradient, or a name from `ui_config.app.colors`.
public enum ColorFill: Sendable, Hashable {
    /// One color.
    case hex(PaywallColor)
    /// A linear gradient at an angle in degrees.
    case linear(degrees: Double, points: [GradientPoint])
    /// A radial gradient from the center.
    case radial(points: [GradientPoint])
    /// A color named in `ui_config.app.colors`.
    case alias(String)

    /// The single color that best stands for this fill (a gradient's first stop); `nil` for an alias.
    public var representativeColor: PaywallColor? {
        switch self {
        case .hex(let color): color
        case .linear(_, let points), .radial(let points): points.first?.color
        case .alias: nil
        }
    }
}

extension ColorFill: JSONDecodable {
    init(json: JSONReader) throws {
        let object = try json.object()
        let type = try object.string("type") ?? "hex"
        switch type {
        case "hex":
            self = .hex(try object.required("value").decode())
        case "alias":
            self = .alias(try object.required("value").string())
        case "linear":
            self = .linear(degrees: try object.double("degrees") ?? 0, points: try object.array("points"))
        case "radial":
            self = .radial(points: try object.array("points"))
        default:
            throw json.error("unknown color type \"\(type.prefix(40))\": expected \"hex\", \"alias\", \"linear\" or \"radial\"")
        }
    }
}
