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
