/// The plain text of a paywall string written with inline Markdown, and the emphasis that covers all of it.
///
/// A text cell has one style, so emphasis on part of a line is dropped (its markers still are); emphasis
/// over the whole visible text (`**Best value**`, `~~$9.99~~`, `*Cancel anytime*`) becomes the cell's
/// bold, strikethrough or italic attribute. `InlineMarkdown` says which Markdown is read.
enum MarkdownText {
    /// The text without Markdown markers, and the attributes that cover the whole of it.
    static func plain(_ text: String) -> (text: String, attributes: TextAttributes) {
        // Most texts have no marker: a look at their bytes (every marker is ASCII) skips reading them as Markdown.
        guard text.utf8.contains(where: Self.isMarkerByte) else { return (text, []) }
        let runs = InlineMarkdown.runs(text)
        let visible = runs.filter { $0.text.contains { !$0.isWhitespace } }
        let shared = visible.dropFirst().reduce(visible.first?.attributes ?? []) { $0.intersection($1.attributes) }
        return (runs.map(\.text).joined(), shared)
    }

    /// Whether a byte is one of the characters that can start or end Markdown: `*_~`, a backtick, `[]<` or `\`.
    private static func isMarkerByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "<"), UInt8(ascii: "\\"): true
        default: false
        }
    }
}
