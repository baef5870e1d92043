/// A stretch of text after inline Markdown is read, with the emphasis that covers it.
struct MarkdownRun: Hashable {
    /// The visible characters.
    var text: String
    /// Bold (strong), italic (emphasis) and strikethrough.
    var attributes: TextAttributes
}
