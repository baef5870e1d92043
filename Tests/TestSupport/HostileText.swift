import Foundation

/// Hostile strings for terminal-injection tests, ways to put them into every field of a JSON document, and the
/// check that output holds none of what they carry.
public enum HostileText {
    /// Escape sequences and controls a document, a server, an environment variable or a file name might carry.
    public static let corpus = [
        "\u{1B}[2J\u{1B}[31mCSI",                                  // CSI: clear the screen, red
        "\u{1B}]0;OSC-title\u{7}",                                  // OSC 0: the window title
        "\u{1B}]8;;http://evil.example\u{1B}\\OSC8-link\u{1B}]8;;\u{1B}\\", // OSC 8: a hyperlink
        "\u{1B}]52;c;b3duZWQ=\u{7}",                                 // OSC 52: the clipboard
        "\u{1B}P+q544e\u{1B}\\DCS",                                  // DCS: a terminfo query
        "\u{9B}31mC1\u{9D}0;t\u{9C}",                                // C1: CSI, OSC, ST
        "RLO\u{202E}txt.exe\u{2066}iso\u{2069}",                     // bidi override and isolate
        "NUL\u{0}DEL\u{7F}BEL\u{7}",
    ]

    /// Every string of the corpus in one.
    public static let all = corpus.joined()

    /// How a hostile string goes into a document's strings.
    public enum Placement: String, CaseIterable, Sendable {
        /// Appended to every string value (ids stay recognizable, so more of the document reads).
        case appendedToValues
        /// Every string value replaced.
        case replacingValues
        /// Appended to every object key.
        case appendedToKeys
        /// Written raw, outside any string, after the first `{` (a JSON syntax error whose excerpt is printed).
        case rawInText
    }

    /// The JSON text with `hostile` placed as asked; the result is valid JSON except for `.rawInText`.
    public static func inject(_ hostile: String, into json: String, _ placement: Placement) -> String {
        if placement == .rawInText {
            guard let brace = json.firstIndex(of: "{") else { return hostile + json }
            return String(json[...brace]) + hostile + String(json[json.index(after: brace)...])
        }
        var result = ""
        var scanner = json.unicodeScalars[...]
        while let scalar = scanner.popFirst() {
            guard scalar == "\"" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            var literal = ""
            while let next = scanner.popFirst(), next != "\"" {
                literal.unicodeScalars.append(next)
                if next == "\\", let escaped = scanner.popFirst() { literal.unicodeScalars.append(escaped) }
            }
            let isKey = scanner.first(where: { !" \t\r\n".unicodeScalars.contains($0) }) == ":"
            let escapedHostile = escape(hostile)
            switch (placement, isKey) {
            case (.appendedToValues, false), (.appendedToKeys, true): result += "\"" + literal + escapedHostile + "\""
            case (.replacingValues, false): result += "\"" + escapedHostile + "\""
            default: result += "\"" + literal + "\""
            }
        }
        return result
    }

    /// A string as the inside of a JSON string literal: quotes, backslashes and C0 controls escaped, the rest raw.
    public static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Descriptions of what in `output` could drive a terminal: ESC bytes, other C0 controls but line feed and tab,
    /// DEL, C1 controls, line separators and bidi embeddings, overrides and isolates; empty when there is none.
    /// Checked byte by byte on the UTF-8 text.
    public static func terminalControls(in output: String) -> [String] {
        var found: [String] = []
        for (offset, byte) in output.utf8.enumerated() where byte == 0x1B || (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F {
            found.append("byte 0x\(String(byte, radix: 16)) at \(offset)")
        }
        for scalar in output.unicodeScalars {
            switch scalar.value {
            case 0x80...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                found.append("U+\(String(scalar.value, radix: 16, uppercase: true))")
            default: break
            }
        }
        return found
    }

    /// `output` without the SGR color sequences (`ESC [ digits ; ... m`) kiosk writes itself, for checking ANSI
    /// frames with `terminalControls(in:)`.
    public static func removingColorCodes(_ output: String) -> String {
        output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
