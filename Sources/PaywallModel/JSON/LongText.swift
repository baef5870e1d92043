/// Keeps values from a document short in messages and on screen: a 50 MB string is shown by its start and how much
/// more there is.
public enum LongText {
    /// The characters of a problem's message kept (`DocumentIssue`, `CatalogProblem`).
    public static let messageLimit = 1000

    /// `text` when it is at most `limit` bytes of UTF-8; else its first `limit` bytes (whole characters) and
    /// `… 49.9 MB more`.
    public static func cut(_ text: String, after limit: Int = messageLimit) -> String {
        let total = text.utf8.count
        guard total > limit else { return text }
        var kept = ""
        var bytes = 0
        for scalar in text.unicodeScalars {
            bytes += String(scalar).utf8.count
            guard bytes <= limit else { break }
            kept.unicodeScalars.append(scalar)
        }
        return kept + "… \(ByteCount.text(total - kept.utf8.count)) more"
    }
}
