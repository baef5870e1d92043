/// One stop of a gradient.
public struct GradientPoint: Sendable, Hashable, JSONDecodable {
    /// The color at this stop.
    public var color: PaywallColor
    /// Where the stop is, 0-100.
    public var percent: Double

    /// Creates a stop.
    public init(color: PaywallColor, percent: Double) {
        self.color = color
        self.percent = percent
    }

    init(json: JSONReader) throws {
        let object = try json.object()
        color = try object.required("color").decode()
        percent = try object.double("percent") ?? 0
    }
}
