/// One feature line of a template.
public struct TemplateFeature: Sendable, Hashable, JSONDecodable {
    public var title: String
    public var content: String?
    public var iconID: String?

    init(json: JSONReader) throws {
        let object = try json.object()
        title = try object.string("title") ?? ""
        content = try object.string("content")
        iconID = try object.string("icon_id")
    }
}
