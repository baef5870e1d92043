/// The radius of each corner, in points.
public struct CornerRadii: Sendable, Hashable, JSONDecodable {
    public var topLeading: Double
    public var topTrailing: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double

    /// Creates radii.
    public init(topLeading: Double, topTrailing: Double, bottomLeading: Double, bottomTrailing: Double) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }

    init(json: JSONReader) throws {
        let object = try json.object()
        topLeading = try object.double("top_leading") ?? 0
        topTrailing = try object.double("top_trailing") ?? 0
        bottomLeading = try object.double("bottom_leading") ?? 0
        bottomTrailing = try object.double("bottom_trailing") ?? 0
    }
}

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

/// A line around a component.
public struct Border: Sendable, Hashable, JSONDecodable {
    /// Its color.
    public var color: ColorScheme
    /// Its width in points.
    public var width: Double

    init(json: JSONReader) throws {
        let object = try json.object()
        color = try object.required("color").decode()
        width = try object.double("width") ?? 1
    }
}

/// A drop shadow.
public struct Shadow: Sendable, Hashable, JSONDecodable {
    /// Its color.
    public var color: ColorScheme
    /// Its blur radius.
    public var radius: Double
    /// Its horizontal offset.
    public var x: Double
    /// Its vertical offset.
    public var y: Double

    init(json: JSONReader) throws {
        let object = try json.object()
        color = try object.required("color").decode()
        radius = try object.double("radius") ?? 0
        x = try object.double("x") ?? 0
        y = try object.double("y") ?? 0
    }
}

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

/// The files of one image, at full and low resolution, and its size in pixels.
public struct ImageURLs: Sendable, Hashable, JSONDecodable {
    /// The original upload.
    public var original: String
    /// HEIC, when published.
    public var heic: String?
    /// Low-resolution HEIC.
    public var heicLowRes: String?
    /// WebP, when published.
    public var webp: String?
    /// Low-resolution WebP.
    public var webpLowRes: String?
    /// Width in pixels.
    public var width: Int?
    /// Height in pixels.
    public var height: Int?

    init(json: JSONReader) throws {
        let object = try json.object()
        original = try object.string("original") ?? object.string("webp", "heic") ?? ""
        heic = try object.string("heic")
        heicLowRes = try object.string("heic_low_res")
        webp = try object.string("webp")
        webpLowRes = try object.string("webp_low_res")
        width = try object.int("width")
        height = try object.int("height")
    }
}

/// An image for the light scheme and, optionally, the dark one.
public struct ThemeImageURLs: Sendable, Hashable, JSONDecodable {
    /// The light scheme's image.
    public var light: ImageURLs
    /// The dark scheme's image; `nil` means use `light`.
    public var dark: ImageURLs?

    init(json: JSONReader) throws {
        let object = try json.object()
        guard let light = try object.decode("light", as: ImageURLs.self) else { throw json.error("an image needs \"light\"") }
        self.light = light
        dark = try object.decode("dark")
    }
}
