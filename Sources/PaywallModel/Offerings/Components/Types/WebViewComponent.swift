import Foundation

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
