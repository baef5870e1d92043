
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
