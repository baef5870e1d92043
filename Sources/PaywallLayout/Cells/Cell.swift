import TerminalSafety

/// One character cell of a `Buffer`: the grapheme it shows and its style.
///
/// A grapheme two columns wide (CJK, most emoji) sits in its left cell; the cell to its right is a
/// *continuation* cell, whose grapheme is empty, and which a front end skips when drawing.
///
/// A cell is two machine words and holds no references, so frames copy and compare without reference counting:
/// a grapheme of one Unicode scalar is kept as its value, a longer one (combining marks, emoji sequences, flags)
/// as its number in the process's `GraphemeTable`, and the style packed into bits (`PackedStyle`).
public struct Cell: Hashable, Sendable {
    /// The grapheme: 0 for a continuation's empty grapheme, a scalar value, or `clusterFlag` plus a number in
    /// `GraphemeTable.shared`.
    private var content: UInt32
    /// The style, packed, and the width in the top bits.
    private var packed: UInt64

    /// Marks `content` as a number in the grapheme table (scalar values stay below 0x110000).
    static let clusterFlag: UInt32 = 1 << 31

    /// The grapheme shown (one user-perceived character, never a control character); empty for a continuation.
    public var grapheme: String {
        switch content {
        case 0: return ""
        case let value where value & Self.clusterFlag != 0: return GraphemeTable.shared.grapheme(value & ~Self.clusterFlag)
        case let value: return String(Character(Unicode.Scalar(value)!))
        }
    }

    /// The grapheme's one Unicode scalar; `nil` for a continuation and a grapheme of several scalars.
    public var scalar: Unicode.Scalar? {
        content == 0 || content & Self.clusterFlag != 0 ? nil : Unicode.Scalar(content)
    }

    /// The colors and attributes.
    public var style: Style {
        get { PackedStyle.unpack(packed) }
        set { packed = PackedStyle.pack(newValue) | (packed & PackedStyle.widthMask) }
    }

    /// The columns the grapheme takes: 1 or 2, or 0 for a continuation cell.
    public var width: Int { Int(truncatingIfNeeded: packed >> PackedStyle.widthShift) }

    /// Creates a cell showing a grapheme; a grapheme holding a control or bidi control (`SafeText.isUnsafe`) is
    /// stored as U+FFFD (its escaped form would not fit one cell), and a zero-width grapheme as a space.
    public init(_ grapheme: Character, style: Style = .plain) {
        let safe: Character = grapheme.unicodeScalars.contains(where: SafeText.isUnsafe) ? "\u{FFFD}" : grapheme
        let width = DisplayWidth.of(safe)
        self.init(unchecked: width == 0 ? " " : safe, width: width == 0 ? 1 : min(width, 2), style: style)
    }

    /// A cell showing a grapheme already checked to be safe, with its width (1 or 2).
    init(unchecked grapheme: Character, width: Int, style: Style) {
        let scalars = grapheme.unicodeScalars
        var iterator = scalars.makeIterator()
        let first = iterator.next()!
        if iterator.next() == nil {
            self.init(content: first.value, width: width, style: style)
        } else {
            self.init(content: Self.clusterFlag | GraphemeTable.shared.number(of: grapheme), width: width, style: style)
        }
    }

    /// A cell showing one scalar already checked to be safe, with its width (1 or 2).
    init(unchecked scalar: Unicode.Scalar, width: Int, style: Style) {
        self.init(content: scalar.value, width: width, style: style)
    }

    private init(content: UInt32, width: Int, style: Style) {
        self.content = content
        packed = PackedStyle.pack(style) | UInt64(width) << PackedStyle.widthShift
    }

    /// A space in a style.
    public static func blank(_ style: Style = .plain) -> Cell {
        Cell(content: 0x20, width: 1, style: style)
    }

    /// The right half of a wide grapheme.
    static func continuation(_ style: Style) -> Cell {
        Cell(content: 0, width: 0, style: style)
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
