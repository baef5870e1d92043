/// The files of one image, at full and low resolution, and its size in pixels.
public struct ImageURLs: Sendable, Hashable, JSONDecodable {
    /// The original upload.
    public var original: String
    /// HEIC, when published.
    public var heic: String?
    /// Low-resolution HEIC.
    public var heicLowRes: String?
    /// WebP, when published.
    public var webp: String?
    /// Low-resolution WebP.
    public var webpLowRes: String?
    /// Width in pixels.
    public var width: Int?
    /// Height in pixels.
    public var height: Int?

    init(json: JSONReader) throws {
        let object = try json.object()
        original = try object.string("original") ?? object.string("webp", "heic") ?? ""
        heic = try object.string("heic")
        heicLowRes = try object.string("heic_low_res")
        webp = try object.string("webp")
        webpLowRes = try object.string("webp_low_res")
        width = try object.int("width")
        height = try object.int("height")
    }
}
