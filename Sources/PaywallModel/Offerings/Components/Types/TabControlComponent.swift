/// Marks where, inside a tab's stack, the tabs' control (`TabsComponent.control.stack`) is drawn.
public struct TabControlComponent: Sendable, Hashable, JSONDecodable {
    /// The component's id in the editor.
    public var id: String?

    init(json: JSONReader) throws {
        id = try json.object().string("id")
    }
}
