/// The plain text of a paywall string written with inline Markdown, and the emphasis that covers all of it.
///
/// A text cell has one style, so emphasis on part of a line is dropped (its markers still are); emphasis
/// over the whole visible text (`**Best value**`, `~~$9.99~~`, `*Cancel anytime*`) becomes the cell's
/// bold, strikethrough or italic attribute. `InlineMarkdown` says which Markdown is read.
enum MarkdownText {
    /// The text without Markdown markers, and the attributes that cover the whole of it.
    static func plain(_ text: String) -> (text: String, attributes: TextAttributes) {
        guard text.contains(where: { "*_~`[]<\\".contains($0) }) else { return (text, []) }
        let runs = InlineMarkdown.runs(text)
        let visible = runs.filter { $0.text.contains { !$0.isWhitespace } }
        let shared = visible.dropFirst().reduce(visible.first?.attributes ?? []) { $0.intersection($1.attributes) }
        return (runs.map(\.text).joined(), shared)
    }
}
