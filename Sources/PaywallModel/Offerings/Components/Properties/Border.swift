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
