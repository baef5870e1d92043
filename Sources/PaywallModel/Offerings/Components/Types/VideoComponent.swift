import Foundation

/// A video, with a still image for platforms (like a terminal) that cannot play it.
public struct VideoComponent: Sendable, Hashable, JSONDecodable {
    /// The component's id in the editor.
    public var id: String?
    /// Whether it is drawn.
    public var isVisible: Bool
    /// The video's address for the light scheme.
    public var url: String
    /// The video's address for the dark scheme, when different.
    public var darkURL: String?
    /// An image to show instead.
    public var fallbackSource: ThemeImageURLs?
    /// Whether it plays by itself.
    public var autoPlays: Bool
    /// Whether it starts over when done.
    public var loops: Bool
    /// Whether it plays without sound.
    public var isMuted: Bool
    /// Whether playback controls show.
    public var showsControls: Bool
    /// The frame size.
    public var size: ComponentSize
    /// How it fills the frame.
    public var fitMode: FitMode
    /// Space inside.
    public var padding: EdgeInsets
    /// Space outside.
    public var margin: EdgeInsets

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        isVisible = try object.bool("visible") ?? true
        let source = try object.required("source").object()
        let light = try source.required("light")
        if case .string(let direct) = light.value {
            url = direct
            darkURL = try source.string("dark")
        } else {
            url = try light.object().required("url").string()
            darkURL = try source.member("dark")?.object().string("url")
        }
        fallbackSource = try object.decode("fallback_source")
        autoPlays = try object.bool("auto_play") ?? true
        loops = try object.bool("loop") ?? true
        isMuted = try object.bool("mute_audio") ?? true
        showsControls = try object.bool("show_controls") ?? false
        size = try object.decode("size") ?? ComponentSize(width: .fill, height: .fit)
        fitMode = try object.enumeration("fit_mode") ?? .fit
        padding = try object.decode("padding") ?? .zero
        margin = try object.decode("margin") ?? .zero
    }
}
