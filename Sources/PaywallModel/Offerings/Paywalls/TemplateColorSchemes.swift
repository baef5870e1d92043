/// A template's colors for the light scheme and, optionally, the dark one.
public struct TemplateColorSchemes: Sendable, Hashable, JSONDecodable {
    /// Light.
    public var light: TemplateColors
    /// Dark; `nil` means use light.
    public var dark: TemplateColors?

    init(json: JSONReader) throws {
        let object = try json.object()
        light = try object.decode("light") ?? TemplateColors()
        dark = try object.decode("dark")
    }
}
