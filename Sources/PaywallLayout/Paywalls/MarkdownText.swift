/// The plain text of a paywall string written with simple Markdown (`**bold**`, `_italic_`, `~~struck~~`,
/// `[label](url)`, `\-` escapes), and whether all of it was emphasized.
///
/// A text cell has one style, so emphasis inside a line is dropped; a text that is bold (or struck) as a
/// whole keeps that as an attribute.
enum MarkdownText {
    /// The text without Markdown markers, and the attributes that cover the whole of it.
    static func plain(_ text: String) -> (text: String, attributes: TextAttributes) {
        guard text.contains(where: { "*_~[\\".contains($0) }) else { return (text, []) }
        var attributes: TextAttributes = []
        let trimmed = text.trimmingWhitespace()
        for (marker, attribute) in [("**", TextAttributes.bold), ("__", .bold), ("~~", .strikethrough)]
        where trimmed.count > 4 && trimmed.hasPrefix(marker) && trimmed.hasSuffix(marker)
            && !trimmed.dropFirst(2).dropLast(2).contains(marker) {
            attributes.insert(attribute)
        }
        return (unescape(removingLinks(removingMarkers(text))), attributes)
    }

    /// The text with `**`, `__` and `~~` taken out.
    private static func removingMarkers(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if let marker = ["**", "__", "~~"].first(where: { rest.hasPrefix($0) }), !isEscaped(text, at: index) {
                index = text.index(index, offsetBy: marker.count)
                continue
            }
            result.append(text[index])
            index = text.index(after: index)
        }
        return result
    }

    /// The text with each `[label](address)` replaced by its label.
    private static func removingLinks(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]"),
              rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == "(",
              let end = rest[close...].firstIndex(of: ")") {
            result += rest[..<open]
            result += rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// The text with backslash escapes of punctuation (`\-`, `\*`) turned into the punctuation.
    private static func unescape(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                if !character.isPunctuation && !character.isSymbol { result.append("\\") }
                result.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }

    private static func isEscaped(_ text: String, at index: String.Index) -> Bool {
        index > text.startIndex && text[text.index(before: index)] == "\\"
    }
}
