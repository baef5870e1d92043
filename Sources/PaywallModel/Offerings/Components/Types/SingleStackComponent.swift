/// A component whose whole content is one stack, told apart by where the paywall puts it.
public struct SingleStackComponent: Sendable, Hashable, JSONDecodable {
    /// The component's id in the editor.
    public var id: String?
    /// The component's name in the editor.
    public var name: String?
    /// What it shows.
    public var stack: StackComponent

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        name = try object.string("name")
        stack = try object.required("stack").decode()
    }
}

/// The button that buys the selected package.
public typealias PurchaseButtonComponent = SingleStackComponent

/// A stack pinned to the bottom of the paywall while the rest scrolls (type `footer` or `sticky_footer`).
public typealias StickyFooterComponent = SingleStackComponent
