/// A button that shows one tab.
public struct TabControlButtonComponent: Sendable, Hashable, JSONDecodable {
    /// The component's id in the editor.
    public var id: String?
    /// The tab it shows.
    public var tabID: String
    /// What it shows.
    public var stack: StackComponent

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        tabID = try object.required("tab_id").string()
        stack = try object.required("stack").decode()
    }
}
