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
