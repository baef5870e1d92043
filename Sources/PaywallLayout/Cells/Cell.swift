import TerminalSafety

/// One character cell of a `Buffer`: the grapheme it shows and its style.
///
/// A grapheme two columns wide (CJK, most emoji) sits in its left cell; the cell to its right is a
/// *continuation* cell, whose grapheme is empty, and which a front end skips when drawing.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown (one user-perceived character, never a control character); empty for a continuation.
    public private(set) var grapheme: String
    /// The colors and attributes.
    public var style: Style
    /// The columns the grapheme takes: 1 or 2, or 0 for a continuation cell.
    public private(set) var width: Int

    /// Creates a cell showing a grapheme; a grapheme holding a control or bidi control (`SafeText.isUnsafe`) is
    /// stored as U+FFFD (its escaped form would not fit one cell), and a zero-width grapheme as a space.
    public init(_ grapheme: Character, style: Style = .plain) {
        let safe = grapheme.unicodeScalars.contains(where: SafeText.isUnsafe) ? "\u{FFFD}" : String(grapheme)
        let width = DisplayWidth.of(safe)
        self.init(unchecked: width == 0 ? " " : safe, width: width == 0 ? 1 : min(width, 2), style: style)
    }

    init(unchecked grapheme: String, width: Int, style: Style) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// A space in a style.
    public static func blank(_ style: Style = .plain) -> Cell {
        Cell(unchecked: " ", width: 1, style: style)
    }

    /// The right half of a wide grapheme.
    static func continuation(_ style: Style) -> Cell {
        Cell(unchecked: "", width: 0, style: style)
    }

    /// Whether this is the right half of a wide grapheme.
    public var isContinuation: Bool { width == 0 }
    /// The text color.
    public var foreground: Color { style.foreground }
    /// The background color.
    public var background: Color { style.background }
    /// The attributes (bold, reverse, …).
    public var attributes: TextAttributes { style.attributes }

}
