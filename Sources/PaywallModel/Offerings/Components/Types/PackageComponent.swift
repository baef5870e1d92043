/// A selectable package of the offering, drawn as a stack; its texts' product variables refer to it.
public struct PackageComponent: Sendable, Hashable, JSONDecodable {
    /// The component's id in the editor.
    public var id: String?
    /// The component's name in the editor.
    public var name: String?
    /// The package's identifier in the offering (`$rc_annual`).
    public var packageID: String
    /// Whether it starts selected.
    public var isSelectedByDefault: Bool
    /// What it shows.
    public var stack: StackComponent

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        name = try object.string("name")
        packageID = try object.required("package_id").string()
        isSelectedByDefault = try object.bool("is_selected_by_default") ?? false
        stack = try object.required("stack").decode()
    }
}
