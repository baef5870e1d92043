/// An image for the light scheme and, optionally, the dark one.
public struct ThemeImageURLs: Sendable, Hashable, JSONDecodable {
    /// The light scheme's image.
    public var light: ImageURLs
    /// The dark scheme's image; `nil` means use `light`.
    public var dark: ImageURLs?

    init(json: JSONReader) throws {
        let object = try json.object()
        guard let light = try object.decode("light", as: ImageURLs.self) else { throw json.error("an image needs \"light\"") }
        self.light = light
        dark = try object.decode("dark")
    }
}
