/// Breaks text into lines that fit a width, and shortens text with an ellipsis, never splitting a grapheme.
///
/// Lines break at the text's own line breaks and at spaces; a word wider than the whole width (or text without
/// spaces, such as Chinese or Japanese) breaks between graphemes. Spaces where a line breaks are dropped. Text is
/// kept in logical order: right-to-left text is measured and broken the same way and left to the terminal's own
/// display (see `TextDirection`).
public enum TextWrapping {
    /// The ellipsis put at the end of shortened text (`...` is not used: it would take three columns).
    public static let ellipsis = "…"

    /// The lines of `text` wrapped to `width` columns; at most `maxLines` lines, the last ending in an ellipsis
    /// when text was left out. Every line's display width is at most `width`.
    public static func wrap(_ text: String, width: Int, maxLines: Int? = nil) -> [String] {
        guard width > 0, maxLines != 0 else { return [] }
        let lines = paragraphs(of: text).flatMap { wrapParagraph($0, width: width) }
        if let maxLines, lines.count > maxLines {
            var kept = Array(lines.prefix(maxLines))
            let last = kept[maxLines - 1]
            kept[maxLines - 1] = DisplayWidth.of(last) < width ? last + ellipsis : endingInEllipsis(last, width: width)
            return kept
        }
        return lines
    }

    /// The columns of the text's widest word: the narrowest width it wraps to without cutting a word.
    public static func widestWord(_ text: String) -> Int {
        paragraphs(of: text).flatMap(words).map { DisplayWidth.of($0.text) }.max() ?? 0
    }

    /// The text cut to fit `width` columns, ending in an ellipsis when anything was cut.
    public static func truncate(_ text: String, width: Int) -> String {
        DisplayWidth.of(text) <= width ? text : endingInEllipsis(text, width: width)
    }

    /// The text cut to `width - 1` columns (trailing spaces dropped) with an ellipsis after it.
    static func endingInEllipsis(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        var kept = ""
        var used = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            if used + columns > width - 1 { break }
            kept.append(character)
            used += columns
        }
        while kept.last == " " { kept.removeLast() }
        return kept + ellipsis
    }

    /// The text split at its line breaks (the characters that are `isNewline`: LF, VT, FF, CR, CR LF, NEL, U+2028,
    /// U+2029). Text without a byte of one (0x0A to 0x0D; 0x85, 0xA8 and 0xA9, the last bytes of NEL, U+2028 and
    /// U+2029 in UTF-8, which also end other characters) is one paragraph, found without walking its graphemes (most
    /// of a paywall's texts: their splitting was 0.97 M instructions of the first frame).
    static func paragraphs(of text: String) -> [Substring] {
        if !text.utf8.contains(where: { (0x0A...0x0D).contains($0) || $0 == 0x85 || $0 == 0xA8 || $0 == 0xA9 }) { return [text[...]] }
        return text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline })
    }

    /// The lines of one paragraph; printable ASCII is wrapped by its bytes (`wrapASCIIParagraph`), anything else by
    /// its graphemes.
    static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        if paragraph.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return wrapASCIIParagraph(Array(paragraph.utf8), width: width) }
        return wrapParagraphByGraphemes(paragraph, width: width)
    }

    /// `wrapParagraphByGraphemes` for printable ASCII, where every byte is a grapheme one column wide: a line is the
    /// words it holds with the spaces between them, a run of the paragraph's bytes, and a word wider than the line is
    /// cut every `width` bytes. The same lines, without making a `Character` of each byte (the first frame's texts
    /// took 3 M instructions).
    static func wrapASCIIParagraph(_ bytes: [UInt8], width: Int) -> [String] {
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        let space = UInt8(ascii: " ")
        var lines: [String] = []
        var line: Range<Int>?
        var index = 0
        while true {
            while index < bytes.count, bytes[index] == space { index += 1 }
            guard index < bytes.count else { break }
            let start = index
            while index < bytes.count, bytes[index] != space { index += 1 }
            if let current = line {
                if index - current.lowerBound <= width {
                    line = current.lowerBound..<index
                    continue
                }
                lines.append(text(current))
            }
            var piece = start
            while index - piece > width {
                lines.append(text(piece..<piece + width))
                piece += width
            }
            line = piece..<index
        }
        if let line { lines.append(text(line)) } else if lines.isEmpty { lines.append("") }
        return lines
    }

    static func wrapParagraphByGraphemes(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in words(of: paragraph) {
            let wordWidth = DisplayWidth.of(word.text)
            let gap = line.isEmpty ? "" : word.spaceBefore
            let gapWidth = DisplayWidth.of(gap)
            if lineWidth + gapWidth + wordWidth <= width {
                line += gap + word.text
                lineWidth += gapWidth + wordWidth
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if wordWidth <= width {
                line = word.text
                lineWidth = wordWidth
            } else {
                var pieces = breakWord(word.text, width: width)
                let last = pieces.removeLast()
                lines.append(contentsOf: pieces)
                line = last
                lineWidth = DisplayWidth.of(last)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// One word and the spaces before it.
    private struct Word {
        var spaceBefore: String
        var text: String
    }

    private static func words(of paragraph: Substring) -> [Word] {
        var result: [Word] = []
        var spaces = ""
        var current = ""
        for character in paragraph {
            if character == " " || character == "\t" {
                if !current.isEmpty {
                    result.append(Word(spaceBefore: spaces, text: current))
                    current = ""
                    spaces = ""
                }
                spaces.append(" ")
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { result.append(Word(spaceBefore: spaces, text: current)) }
        return result
    }

    /// A word too wide for a line, cut between graphemes into pieces of at most `width` columns.
    private static func breakWord(_ word: String, width: Int) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var used = 0
        for character in word {
            let columns = DisplayWidth.of(character)
            if used + columns > width && !piece.isEmpty {
                pieces.append(piece)
                piece = ""
                used = 0
            }
            if columns > width { continue }
            piece.append(character)
            used += columns
        }
        pieces.append(piece)
        return pieces
    }
}
