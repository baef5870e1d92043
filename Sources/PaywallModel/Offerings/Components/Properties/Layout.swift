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

/// A component's width and height.
public struct ComponentSize: Sendable, Hashable, JSONDecodable {
    /// How wide.
    public var width: SizeConstraint
    /// How tall.
    public var height: SizeConstraint

    /// Creates a size.
    public init(width: SizeConstraint, height: SizeConstraint) {
        self.width = width
        self.height = height
    }

    init(json: JSONReader) throws {
        let object = try json.object()
        width = try object.decode("width") ?? .fill
        height = try object.decode("height") ?? .fit
    }
}

/// Space on each side (padding inside, margin outside), in points.
public struct EdgeInsets: Sendable, Hashable, JSONDecodable {
    /// Above.
    public var top: Double
    /// Below.
    public var bottom: Double
    /// Before (left in left-to-right text).
    public var leading: Double
    /// After.
    public var trailing: Double

    /// No space.
    public static let zero = EdgeInsets(top: 0, bottom: 0, leading: 0, trailing: 0)

    /// Creates insets.
    public init(top: Double, bottom: Double, leading: Double, trailing: Double) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
    }

    init(json: JSONReader) throws {
        let object = try json.object()
        top = try object.double("top") ?? 0
        bottom = try object.double("bottom") ?? 0
        leading = try object.double("leading") ?? 0
        trailing = try object.double("trailing") ?? 0
    }
}

/// Horizontal placement of content.
public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

/// Vertical placement of content.
public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
    case top, center, bottom
}

/// Placement in both directions (for z-layers and badges).
public enum TwoDimensionAlignment: String, Sendable, Hashable, CaseIterable {
    case center, leading, trailing, top, bottom
    case topLeading = "top_leading"
    case topTrailing = "top_trailing"
    case bottomLeading = "bottom_leading"
    case bottomTrailing = "bottom_trailing"
}

/// How a stack spreads its children along its axis.
public enum Distribution: String, Sendable, Hashable, CaseIterable {
    case start, center, end
    case spaceBetween = "space_between"
    case spaceAround = "space_around"
    case spaceEvenly = "space_evenly"
}

/// How an image fills its frame.
public enum FitMode: String, Sendable, Hashable, CaseIterable {
    /// The whole image, letterboxed.
    case fit
    /// The frame filled, cropped.
    case fill
}

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
