
/// Reads the inline Markdown RevenueCat's paywalls interpret (Apple's `AttributedString` Markdown, inline
/// elements only, which follows CommonMark with GitHub's strikethrough): `*em*`/`_em_`, `**strong**`/
/// `__strong__`, `~struck~`/`~~struck~~`, `` `code` ``, `[label](url)`, `![alt](src)`, `<https://autolinks>`
/// and backslash escapes.
///
/// Malformed input degrades as CommonMark does: a marker that does not open or close a span (unmatched,
/// or next to a space on the wrong side, or `_` inside a word) stays as written, and so does a `[` or a
/// backtick without its partner.
enum InlineMarkdown {
    /// The runs of `text`, in order, adjacent runs with the same attributes merged.
    static func runs(_ text: String) -> [MarkdownRun] {
        var reader = Reader(Array(text))
        reader.scan()
        reader.matchDelimiters()
        return reader.runs()
    }

    /// A run of `*`, `_` or `~` that may open or close a span.
    fileprivate struct Delimiter {
        var character: Character
        var count: Int
        let originalCount: Int
        let canOpen: Bool
        let canClose: Bool
        var isActive = true
    }

    /// Text, or a delimiter run, with the attributes of the spans around it.
    fileprivate struct Piece {
        var text: String
        var attributes: TextAttributes = []
        var delimiter: Delimiter?

        var visibleText: String {
            guard let delimiter else { return text }
            return String(repeating: delimiter.character, count: delimiter.count)
        }
    }

    fileprivate struct Reader {
        let characters: [Character]
        var index = 0
        var pieces: [Piece] = []

        init(_ characters: [Character]) {
            self.characters = characters
        }

        func character(at position: Int) -> Character? {
            characters.indices.contains(position) ? characters[position] : nil
        }

        mutating func appendText(_ text: String, attributes: TextAttributes = []) {
            if let last = pieces.last, last.delimiter == nil, last.attributes == attributes {
                pieces[pieces.count - 1].text += text
            } else {
                pieces.append(Piece(text: text, attributes: attributes))
            }
        }

        /// Splits the text into plain text, finished elements (code, links, autolinks) and delimiter runs.
        mutating func scan() {
            while index < characters.count {
                let current = characters[index]
                switch current {
                case "\\": scanEscape()
                case "`": scanCode()
                case "*", "_", "~": scanDelimiter(current)
                case "!" where character(at: index + 1) == "[":
                    if !scanLink(at: index + 1) { appendText("!"); index += 1 }
                case "[":
                    if !scanLink(at: index) { appendText("["); index += 1 }
                case "<": scanAutolink()
                default:
                    appendText(String(current))
                    index += 1
                }
            }
        }

        /// `\` before ASCII punctuation is that character; before a line end, a line break; else itself.
        mutating func scanEscape() {
            if let next = character(at: index + 1), next.isASCIIPunctuation || next == "\n" {
                appendText(String(next))
                index += 2
            } else {
                appendText("\\")
                index += 1
            }
        }

        /// A code span: a run of backticks up to the next run of the same length, taken literally.
        mutating func scanCode() {
            let width = runLength(of: "`", from: index)
            var search = index + width
            while search < characters.count {
                guard characters[search] == "`" else { search += 1; continue }
                let closing = runLength(of: "`", from: search)
                if closing == width {
                    var content = String(characters[(index + width)..<search]).replacingOccurrences(of: "\n", with: " ")
                    if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                        content = String(content.dropFirst().dropLast())
                    }
                    appendText(content)
                    index = search + closing
                    return
                }
                search += closing
            }
            appendText(String(repeating: "`", count: width))
            index += width
        }

        func runLength(of character: Character, from start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end] == character { end += 1 }
            return end - start
        }

        /// A delimiter run, with whether it can open and close by CommonMark's flanking rules.
        mutating func scanDelimiter(_ marker: Character) {
            let width = runLength(of: marker, from: index)
            let before = character(at: index - 1)
            let after = character(at: index + width)
            let beforeSpace = before.map(\.isMarkdownWhitespace) ?? true
            let afterSpace = after.map(\.isMarkdownWhitespace) ?? true
            let beforePunctuation = before.map(\.isMarkdownPunctuation) ?? false
            let afterPunctuation = after.map(\.isMarkdownPunctuation) ?? false
            let leftFlanking = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
            let rightFlanking = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
            let canOpen = marker == "_" ? leftFlanking && (!rightFlanking || beforePunctuation) : leftFlanking
            let canClose = marker == "_" ? rightFlanking && (!leftFlanking || afterPunctuation) : rightFlanking
            pieces.append(Piece(text: "", delimiter: Delimiter(character: marker, count: width, originalCount: width,
                                                              canOpen: canOpen, canClose: canClose)))
            index += width
        }

        /// `[label](destination "title")` (or an image, `![alt](src)`): its label, read as Markdown; `false`
        /// when the brackets do not form a link.
        mutating func scanLink(at open: Int) -> Bool {
            guard let close = matching("]", for: "[", from: open + 1), character(at: close + 1) == "(",
                  let end = matching(")", for: "(", from: close + 2) else { return false }
            for run in InlineMarkdown.runs(String(characters[(open + 1)..<close])) {
                appendText(run.text, attributes: run.attributes)
            }
            index = end + 1
            return true
        }

        /// The `closer` that balances an `opener` just before `start`, skipping escaped characters and
        /// nested pairs (the `]` of a link's label, the `)` after its destination and title).
        func matching(_ closer: Character, for opener: Character, from start: Int) -> Int? {
            var depth = 0
            var position = start
            while position < characters.count {
                switch characters[position] {
                case "\\": position += 1
                case opener: depth += 1
                case closer:
                    if depth == 0 { return position }
                    depth -= 1
                default: break
                }
                position += 1
            }
            return nil
        }

        /// `<scheme:address>` or `<name@host>`: the address itself; else a literal `<`.
        mutating func scanAutolink() {
            guard let close = characters[index...].firstIndex(of: ">") else {
                appendText("<")
                index += 1
                return
            }
            let inner = String(characters[(index + 1)..<close])
            if Self.isAutolink(inner) {
                appendText(inner)
                index = close + 1
            } else {
                appendText("<")
                index += 1
            }
        }

        static func isAutolink(_ text: String) -> Bool {
            guard !text.contains(where: { $0.isWhitespace || $0 == "<" }) else { return false }
            if let colon = text.firstIndex(of: ":") {
                let scheme = text[..<colon]
                return (2...32).contains(scheme.count) && scheme.first!.isASCIILetter
                    && scheme.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || "+.-".contains($0) }
            }
            let parts = text.split(separator: "@", omittingEmptySubsequences: false)
            return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !parts[1].hasPrefix(".")
        }

        /// CommonMark's emphasis processing: each closer, left to right, takes the nearest compatible opener;
        /// what lies between gains the span's attribute and delimiters in between stay as text.
        mutating func matchDelimiters() {
            for closer in pieces.indices where pieces[closer].delimiter?.canClose == true {
                while let closing = pieces[closer].delimiter, closing.count > 0, closing.isActive,
                      let opener = nearestOpener(for: closing, before: closer) {
                    let opening = pieces[opener].delimiter!
                    let used: Int
                    let attribute: TextAttributes
                    if closing.character == "~" {
                        (used, attribute) = (closing.count, .strikethrough)
                    } else {
                        used = min(opening.count, closing.count) >= 2 ? 2 : 1
                        attribute = used == 2 ? .bold : .italic
                    }
                    for inside in (opener + 1)..<closer {
                        pieces[inside].attributes.insert(attribute)
                        pieces[inside].delimiter?.isActive = false
                    }
                    pieces[opener].delimiter!.count -= used
                    pieces[closer].delimiter!.count -= used
                }
            }
        }

        func nearestOpener(for closing: Delimiter, before closer: Int) -> Int? {
            for candidate in stride(from: closer - 1, through: 0, by: -1) {
                guard let opening = pieces[candidate].delimiter, opening.isActive, opening.canOpen, opening.count > 0,
                      opening.character == closing.character else { continue }
                if closing.character == "~" {
                    if opening.count == closing.count, opening.count <= 2 { return candidate }
                    continue
                }
                let eitherIsBoth = opening.canClose || closing.canOpen
                let sum = opening.originalCount + closing.originalCount
                if eitherIsBoth, sum % 3 == 0, !(opening.originalCount % 3 == 0 && closing.originalCount % 3 == 0) { continue }
                return candidate
            }
            return nil
        }

        func runs() -> [MarkdownRun] {
            var result: [MarkdownRun] = []
            for piece in pieces {
                let text = piece.visibleText
                guard !text.isEmpty else { continue }
                if let last = result.last, last.attributes == piece.attributes {
                    result[result.count - 1].text += text
                } else {
                    result.append(MarkdownRun(text: text, attributes: piece.attributes))
                }
            }
            return result
        }
    }
}

private extension Character {
    var isASCIIPunctuation: Bool {
        guard let ascii = asciiValue else { return false }
        return (33...47).contains(ascii) || (58...64).contains(ascii) || (91...96).contains(ascii) || (123...126).contains(ascii)
    }

    var isMarkdownPunctuation: Bool { isASCIIPunctuation || isPunctuation || isSymbol }
    var isMarkdownWhitespace: Bool { isWhitespace }
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
