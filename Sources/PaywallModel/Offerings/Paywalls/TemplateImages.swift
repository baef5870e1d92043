/// The images of a template paywall (file names under `asset_base_url`).
public struct TemplateImages: Sendable, Hashable, JSONDecodable {
    public var header: String?
    public var background: String?
    public var icon: String?

    init(json: JSONReader) throws {
        let object = try json.object()
        header = try object.string("header")
        background = try object.string("background")
        icon = try object.string("icon")
    }
}
