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
