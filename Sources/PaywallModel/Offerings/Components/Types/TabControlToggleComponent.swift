/// A switch between the first tab (off) and the second (on).
public struct TabControlToggleComponent: Sendable, Hashable, JSONDecodable {
    /// The component's id in the editor.
    public var id: String?
    /// Whether it starts on.
    public var defaultValue: Bool
    /// The thumb's color when on.
    public var thumbColorOn: ColorScheme?
    /// The thumb's color when off.
    public var thumbColorOff: ColorScheme?
    /// The track's color when on.
    public var trackColorOn: ColorScheme?
    /// The track's color when off.
    public var trackColorOff: ColorScheme?

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        defaultValue = try object.bool("default_value") ?? false
        thumbColorOn = try object.decode("thumb_color_on")
        thumbColorOff = try object.decode("thumb_color_off")
        trackColorOn = try object.decode("track_color_on")
        trackColorOff = try object.decode("track_color_off")
    }
}
