/// A component's background: a color, or an image.
public enum Background: Sendable, Hashable, JSONDecodable {
    /// A color or gradient.
    case color(ColorScheme)
    /// An image, with how it fills and an optional tint over it.
    case image(ThemeImageURLs, fitMode: FitMode, colorOverlay: ColorScheme?)

    init(json: JSONReader) throws {
        let object = try json.object()
        let type = try object.required("type").string()
        switch type {
        case "color":
            self = .color(try object.required("value").decode())
        case "image":
            self = .image(try object.required("value").decode(), fitMode: try object.enumeration("fit_mode") ?? .fill,
                          colorOverlay: try object.decode("color_overlay"))
        default:
            throw json.error("unknown background type \"\(type.prefix(40))\": expected \"color\" or \"image\"")
        }
    }
}
