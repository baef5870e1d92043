/// A link whose address is a localized string (`url_lid`).
public struct LocalizedLink: Sendable, Hashable, JSONDecodable {
    /// The localization id of the address.
    public var urlLID: String
    /// How it opens.
    public var method: URLMethod

    init(json: JSONReader) throws {
        let object = try json.object()
        urlLID = try object.required("url_lid").string()
        method = try object.enumeration("method") ?? .externalBrowser
    }
}
