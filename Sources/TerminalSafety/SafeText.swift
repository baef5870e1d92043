/// The one place that makes text from outside kiosk safe to show in a terminal.
///
/// Every string that came from a document, the network, an environment variable or a file name goes through
/// `SafeText` before it is printed or drawn, so nothing in it can move the cursor, set the window title, write to
/// the clipboard (OSC 52), open a link (OSC 8) or reorder what is shown. What is escaped (`isUnsafe`): the C0
/// controls (U+0000-U+001F, ESC among them), DEL, the C1 controls (U+0080-U+009F, CSI U+009B among them), the line
/// and paragraph separators (U+2028, U+2029) and the bidirectional embeddings, overrides and isolates (U+202A-U+202E,
/// U+2066-U+2069), which reorder the text after them. Everything else stays as it is: every letter, emoji and
/// combining mark, and the direction marks (U+200E, U+200F, U+061C), which Foundation puts in Arabic and Hebrew
/// prices and which reorder nothing but the neutral characters beside them.
///
/// Escaped characters are shown as Swift writes them, `\u{1B}`, `\u{9B}`, `\u{202E}`, `\u{0}`, so a reader sees
/// what the file holds. A backslash is left alone: a file that spells `\u{1B}` itself looks the same as one that
/// holds ESC, which is harmless.
///
/// Which function to use:
/// - `line(_:)` for a value inside one line of output (an id, a name, a path, a problem's message): line breaks
///   and tabs are escaped too (`\u{A}`), so a value can never start a line that looks like kiosk's own.
/// - `text(_:)` for text printed as lines (the command line's `Console` passes everything through it): line feeds
///   and tabs stay, a CR LF pair becomes a line feed, every other unsafe character is escaped.
/// - `drawable(_:)` for text drawn into terminal cells (`Buffer.write`): line breaks and tabs become spaces (text is
///   wrapped before it is drawn), every other unsafe character is escaped.
/// - `json(_:)` for JSON text an encoder wrote: the unsafe characters that encoders leave raw (DEL, C1, the
///   separators and bidi controls) become JSON's own `\u007F` escapes, so the output stays valid JSON that means the
///   same values.
public enum SafeText {
    /// The text for one line of output: every unsafe character escaped, line breaks and tabs too.
    public static func line(_ text: String) -> String {
        escaping(text) { _ in nil }
    }

    /// The text for output printed as lines: line feeds and tabs kept, CR LF read as a line feed, every other
    /// unsafe character escaped.
    public static func text(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafeInText) else { return text }
        let lines = text.replacing("\r\n", with: "\n")
        return escaping(lines) { $0 == "\n" || $0 == "\t" ? $0 : nil }
    }

    /// The text for terminal cells: line breaks and tabs become spaces, every other unsafe character escaped.
    public static func drawable(_ text: String) -> String {
        escaping(text) { isBreakOrTab($0) ? " " : nil }
    }

    /// JSON text with the unsafe characters an encoder leaves raw written as JSON escapes (`\u009B`).
    ///
    /// Line feeds, tabs and carriage returns stay: an encoder writes them only as whitespace between tokens (inside
    /// strings it escapes them). Outside strings JSON text has no other unsafe character, so every one is inside a
    /// string, where `\uXXXX` stands for the same character.
    public static func json(_ encoded: String) -> String {
        guard encoded.unicodeScalars.contains(where: isUnsafeInJSON) else { return encoded }
        var result = String.UnicodeScalarView()
        for scalar in encoded.unicodeScalars {
            guard isUnsafeInJSON(scalar) else {
                result.append(scalar)
                continue
            }
            result.append(contentsOf: "\\u".unicodeScalars)
            let hex = String(scalar.value, radix: 16, uppercase: false)
            result.append(contentsOf: (String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
        }
        return String(result)
    }

    /// Whether a character must never reach a terminal as itself (see the type's summary for the list).
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// How an unsafe character is shown: `\u{1B}`.
    public static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// The text with each unsafe character replaced by `kept(scalar)` when that gives one, else escaped.
    private static func escaping(_ text: String, keeping kept: (Unicode.Scalar) -> Unicode.Scalar?) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !isUnsafe(scalar) {
                result.append(scalar)
            } else if let replacement = kept(scalar) {
                result.append(replacement)
            } else {
                result.append(contentsOf: escaped(scalar).unicodeScalars)
            }
        }
        return String(result)
    }

    private static func isUnsafeInJSON(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar != "\t" && scalar != "\r" && isUnsafe(scalar)
    }

    private static func isUnsafeInText(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar != "\t" && isUnsafe(scalar)
    }

    private static func isBreakOrTab(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
