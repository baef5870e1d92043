/// Turns a buffer into text for standard output: plain lines, or lines with ANSI SGR escape sequences.
///
/// The cells never hold control characters (see `Buffer.write` and `Cell`), so the only escape sequences in the output are the
/// ones written here.
public enum AnsiText {
    /// The buffer as plain text: one line per row, trailing spaces removed.
    public static func plain(_ buffer: Buffer) -> String {
        buffer.text + "\n"
    }

    /// The buffer with colors and attributes as SGR sequences for a color profile; every line ends reset.
    public static func styled(_ buffer: Buffer, profile: ColorProfile) -> String {
        var output = ""
        for y in 0..<buffer.height {
            var current: Style? = nil
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                if cell.isContinuation { continue }
                let style = profile.adapt(cell.style)
                if style != current {
                    output += sequence(for: style)
                    current = style
                }
                output += cell.grapheme
            }
            output += "\u{1B}[0m\n"
        }
        return output
    }

    /// The SGR sequence that resets and then sets a style.
    static func sequence(for style: Style) -> String {
        var codes = ["0"]
        let attributeCodes: [(TextAttributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"), (.strikethrough, "9"),
        ]
        codes += attributeCodes.filter { style.attributes.contains($0.0) }.map(\.1)
        codes += colorCodes(style.foreground, isBackground: false)
        codes += colorCodes(style.background, isBackground: true)
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCodes(_ color: Color, isBackground: Bool) -> [String] {
        switch color {
        case .terminalDefault:
            return []
        case .rgb(let value):
            return [isBackground ? "48" : "38", "2", "\(value.red)", "\(value.green)", "\(value.blue)"]
        case .palette(let index) where index < 8:
            return ["\((isBackground ? 40 : 30) + Int(index))"]
        case .palette(let index) where index < 16:
            return ["\((isBackground ? 100 : 90) + Int(index) - 8)"]
        case .palette(let index):
            return [isBackground ? "48" : "38", "5", "\(index)"]
        }
    }
}
