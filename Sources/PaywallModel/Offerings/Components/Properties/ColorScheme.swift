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

/// One stop of a gradient.
public struct GradientPoint: Sendable, Hashable, JSONDecodable {
    /// The color at this stop.
    public var color: PaywallColor
    /// Where the stop is, 0-100.
    public var percent: Double

    /// Creates a stop.
    public init(color: PaywallColor, percent: Double) {
        self.color = color
        self.percent = percent
    }

    init(json: JSONReader) throws {
        let object = try json.object()
        color = try object.required("color").decode()
        percent = try object.double("percent") ?? 0
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

/// A color for the light scheme and, optionally, another for the dark one.
public struct ColorScheme: Sendable, Hashable, JSONDecodable {
    /// The light scheme's fill.
    public var light: ColorFill
    /// The dark scheme's fill; `nil` means use `light`.
    public var dark: ColorFill?

    /// Creates a scheme.
    public init(light: ColorFill, dark: ColorFill? = nil) {
        self.light = light
        self.dark = dark
    }

    /// The fill for the dark (`true`) or light scheme.
    public func fill(dark isDark: Bool) -> ColorFill {
        isDark ? (dark ?? light) : light
    }

    init(json: JSONReader) throws {
        let object = try json.object()
        guard let light = try object.decode("light", as: ColorFill.self) ?? object.decode("dark", as: ColorFill.self) else {
            throw json.error("a color scheme needs \"light\" (and optionally \"dark\")")
        }
        self.light = light
        dark = try object.decode("dark")
    }
}
