
/// A tappable stack that performs an action.
public struct ButtonComponent: Sendable, Hashable, JSONDecodable {
    /// The component's id in the editor.
    public var id: String?
    /// The component's name in the editor.
    public var name: String?
    /// What it does.
    public var action: ButtonAction
    /// What it shows.
    public var stack: StackComponent

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        name = try object.string("name")
        action = try object.required("action").decode()
        stack = try object.required("stack").decode()
    }
}
