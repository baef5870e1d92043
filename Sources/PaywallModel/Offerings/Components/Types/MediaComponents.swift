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

/// An embedded web page (a terminal shows its address).
public struct WebViewComponent: Sendable, Hashable, JSONDecodable {
    /// The component's id in the editor.
    public var id: String?
    /// Whether it is drawn.
    public var isVisible: Bool
    /// The page's address, when given directly.
    public var url: String?
    /// The localization id of the page's address, when localized.
    public var urlLID: String?
    /// The frame size.
    public var size: ComponentSize
    /// Space inside.
    public var padding: EdgeInsets
    /// Space outside.
    public var margin: EdgeInsets

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        isVisible = try object.bool("visible") ?? true
        url = try object.string("url")
        urlLID = try object.string("url_lid")
        guard url != nil || urlLID != nil else { throw json.error("a web_view needs \"url\" or \"url_lid\"") }
        size = try object.decode("size") ?? ComponentSize(width: .fill, height: .fill)
        padding = try object.decode("padding") ?? .zero
        margin = try object.decode("margin") ?? .zero
    }
}

/// A countdown to a date, drawn with a stack whose texts use the `count_*` variables.
public struct CountdownComponent: Sendable, Hashable, JSONDecodable {
    /// The largest unit counted.
    public enum CountFrom: String, Sendable, Hashable, CaseIterable {
        case days, hours, minutes
    }

    /// The component's id in the editor.
    public var id: String?
    /// The component's name in the editor.
    public var name: String?
    /// When the countdown ends.
    public var endDate: Date
    /// The largest unit counted (hours then count past 24 when days are not counted).
    public var countFrom: CountFrom
    /// What shows while counting.
    public var countdownStack: StackComponent
    /// What shows once the date has passed; `nil` hides the component then.
    public var endStack: StackComponent?
    /// What shows where countdowns cannot be drawn.
    public var fallback: StackComponent?

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        name = try object.string("name")
        let style = try object.required("style")
        let styleObject = try style.object()
        let dateReader = try styleObject.required("date")
        let dateText = try dateReader.string()
        guard let date = InternetDate.moment(dateText) else {
            throw dateReader.error("expected an ISO 8601 date like \"2025-01-31T23:59:59Z\", found \"\(dateText.prefix(40))\"")
        }
        endDate = date
        countFrom = try object.enumeration("count_from") ?? .days
        countdownStack = try object.required("countdown_stack").decode()
        endStack = try object.decode("end_stack")
        fallback = try object.decode("fallback")
    }
}
