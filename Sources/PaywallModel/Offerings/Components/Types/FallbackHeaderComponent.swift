/// A header shown above the paywall by platforms that cannot draw the component tree's own (`fallback_header`).
public struct FallbackHeaderComponent: Sendable, Hashable, JSONDecodable {
    /// The component's id in the editor.
    public var id: String?
    /// What it shows.
    public var stack: StackComponent

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        stack = try object.required("stack").decode()
    }
}
