/// A localized value of a v2 paywall: a text, or an image.
public enum LocalizedValue: Sendable, Hashable, JSONDecodable {
    /// A text, possibly with `{{ variables }}`.
    case text(String)
    /// An image per scheme.
    case image(ThemeImageURLs)

    init(json: JSONReader) throws {
        if case .string(let text) = json.value {
            self = .text(text)
        } else {
            self = .image(try json.decode())
        }
    }

    /// The text, when this is one.
    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}
