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
