/// One tier of a multi-tier template (7).
public struct TemplateTier: Sendable, Hashable, JSONDecodable {
    /// The tier's id.
    public var id: String
    /// Its packages, in order.
    public var packages: [String]
    /// The package selected at first.
    public var defaultPackage: String?

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.required("id").string()
        packages = try object.strings("packages")
        defaultPackage = try object.string("default_package")
    }
}
