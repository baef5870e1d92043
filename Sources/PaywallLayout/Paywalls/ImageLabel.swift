import PaywallModel

/// The text a placeholder shows for an image: what it is and its aspect ratio (`image 16:9`), never its name or
/// file name (the customer never sees those).
enum ImageLabel {
    /// The label for an image of a pixel size (maybe unknown).
    static func text(kind: String, width: Int?, height: Int?) -> String {
        guard let width, let height, width > 0, height > 0 else { return kind }
        return "\(kind) \(aspect(width: width, height: height))"
    }

    /// A common aspect ratio (`16:9`, `4:3`…) when the size is within 3% of one, else the reduced fraction.
    static func aspect(width: Int, height: Int) -> String {
        let ratio = Double(width) / Double(height)
        let common = [(1, 1), (4, 3), (3, 4), (3, 2), (2, 3), (16, 9), (9, 16), (2, 1), (1, 2), (21, 9), (5, 4), (4, 5)]
        if let match = common.first(where: { abs(Double($0.0) / Double($0.1) - ratio) / ratio < 0.03 }) {
            return "\(match.0):\(match.1)"
        }
        var (a, b) = (width, height)
        while b != 0 { (a, b) = (b, a % b) }
        return "\(width / a):\(height / a)"
    }

    /// The pixel size of an image for a scheme.
    static func size(of source: ThemeImageURLs, dark: Bool) -> (Int?, Int?) {
        let image = dark ? (source.dark ?? source.light) : source.light
        return (image.width, image.height)
    }
}
