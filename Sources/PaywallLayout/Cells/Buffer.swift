import TerminalSafety

/// A frame: a grid of styled cells that renderers draw into and front ends (curses, ANSI, snapshots) read.
///
/// Coordinates are columns and rows from the top-left corner. Writes never leave the buffer or the clip
/// rectangle they are given, never split a grapheme, and never store control characters.
public struct Buffer: Hashable, Sendable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]

    /// Creates a buffer of spaces in a style.
    public init(width: Int, height: Int, style: Style = .plain) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank(style), count: self.width * self.height)
    }

    /// The whole buffer as a rectangle.
    public var area: Rect { Rect(width: width, height: height) }

    /// The cell at a column and row. Setting a wide grapheme also takes the cell to its right; setting over half
    /// of a wide grapheme blanks its other half. Positions outside the buffer read as a blank and ignore writes.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard area.contains(x: x, y: y) else { return .blank() }
            return cells[y * width + x]
        }
        set {
            guard !newValue.isContinuation, area.contains(x: x, y: y) else { return }
            if newValue.width == 2 && x + 1 >= width {
                put(.blank(newValue.style), x: x, y: y)
            } else {
                put(newValue, x: x, y: y)
            }
        }
    }

    /// Writes one line of text from a point, clipped to `clip` (and the buffer), and returns the column after
    /// the text as if nothing were clipped.
    ///
    /// Control characters and bidi controls are shown escaped (`SafeText.drawable`: ESC as `\u{1B}`, line breaks and
    /// tabs as spaces), zero-width graphemes take no cell, and a
    /// wide grapheme that does not fit entirely inside the clip leaves blank cells instead of half a glyph.
    @discardableResult
    public mutating func write(_ text: String, at origin: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        write(text, at: origin, clip: clip) { _ in style }
    }

    /// Writes like `write(_:at:style:clip:)`, but each cell's style comes from `style(existing)`, given the cell
    /// being covered (used to keep the background already drawn there).
    @discardableResult
    mutating func write(_ text: String, at origin: Point, clip: Rect?, style: (Cell) -> Style) -> Int {
        let bounds = (clip ?? area).intersection(area)
        let rowIsVisible = origin.y >= bounds.y && origin.y < bounds.maxY
        if let end = writeLoneScalars(text, at: origin, bounds: rowIsVisible ? bounds : nil, style: style) { return end }
        var x = origin.x
        for character in SafeText.drawable(text) {
            let columns = DisplayWidth.of(character)
            guard columns > 0 else { continue }
            if rowIsVisible && x < bounds.maxX && x + columns > bounds.x {
                if x >= bounds.x && x + columns <= bounds.maxX {
                    let cellStyle = style(self[x, origin.y])
                    put(Cell(unchecked: character, width: columns, style: cellStyle), x: x, y: origin.y)
                } else {
                    for column in max(x, bounds.x)..<min(x + columns, bounds.maxX) {
                        put(.blank(style(self[column, origin.y])), x: column, y: origin.y)
                    }
                }
            }
            x += columns
        }
        return x
    }

    /// Writes text of printable ASCII and box-drawing characters alone (a column a scalar, nothing to escape, every
    /// scalar a grapheme of its own) as `write(_:at:clip:style:)` does, without breaking it into graphemes; `nil`
    /// when the text has anything else. `bounds` is `nil` when the row is outside the clip.
    private mutating func writeLoneScalars(_ text: String, at origin: Point, bounds: Rect?, style: (Cell) -> Style) -> Int? {
        var count = 0
        for scalar in text.unicodeScalars {
            guard Self.standsAlone(scalar) else { return nil }
            count += 1
        }
        guard let bounds else { return origin.x + count }
        var x = origin.x
        for scalar in text.unicodeScalars {
            if x >= bounds.x && x < bounds.maxX {
                put(Cell(unchecked: scalar, width: 1, style: style(self[x, origin.y])), x: x, y: origin.y)
            }
            x += 1
        }
        return x
    }

    /// Whether a scalar takes one column and is a grapheme of its own beside any other such scalar: printable ASCII
    /// (U+0020 to U+007E) and the box-drawing characters (U+2500 to U+257F) that borders are drawn with.
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        (0x20..<0x7F).contains(scalar.value) || (0x2500...0x257F).contains(scalar.value)
    }

    /// Fills a rectangle (clipped to the buffer) with blanks in a style.
    public mutating func fill(_ rect: Rect, style: Style) {
        fill(rect, with: .blank(style))
    }

    /// Fills a rectangle (clipped to the buffer) with one cell repeated.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let bounds = rect.intersection(area)
        let step = max(cell.width, 1)
        guard step == 2 else {
            for y in bounds.y..<bounds.maxY {
                blankHalvesOfWideGraphemes(cut: bounds, row: y)
                cells.replaceSubrange(y * width + bounds.x..<y * width + bounds.maxX, with: repeatElement(cell, count: bounds.width))
            }
            return
        }
        for y in bounds.y..<bounds.maxY {
            var x = bounds.x
            while x < bounds.maxX {
                self[x, y] = x + step <= bounds.maxX ? cell : .blank(cell.style)
                x += step
            }
        }
    }

    /// Blanks the outer halves of wide graphemes that the left or right edge of `bounds` cuts on a row.
    private mutating func blankHalvesOfWideGraphemes(cut bounds: Rect, row y: Int) {
        guard !bounds.isEmpty else { return }
        let row = y * width
        if cells[row + bounds.x].isContinuation && bounds.x > 0 {
            cells[row + bounds.x - 1] = .blank(cells[row + bounds.x - 1].style)
        }
        if cells[row + bounds.maxX - 1].width == 2 && bounds.maxX < width {
            cells[row + bounds.maxX] = .blank(cells[row + bounds.maxX].style)
        }
    }

    /// Changes the style of every cell in a rectangle (clipped to the buffer), keeping the graphemes.
    public mutating func restyle(_ rect: Rect, _ change: (Style) -> Style) {
        let bounds = rect.intersection(area)
        for y in bounds.y..<bounds.maxY {
            for x in bounds.x..<bounds.maxX {
                cells[y * width + x].style = change(cells[y * width + x].style)
            }
        }
    }

    /// Copies another buffer's cells onto this one with its top-left corner at `origin`, clipped to `clip`
    /// (and to this buffer). Wide graphemes cut by the clip become blanks.
    public mutating func draw(_ other: Buffer, at origin: Point, clip: Rect? = nil) {
        let bounds = (clip ?? area).intersection(area).intersection(
            Rect(x: origin.x, y: origin.y, width: other.width, height: other.height))
        guard !bounds.isEmpty else { return }
        for y in bounds.y..<bounds.maxY {
            blankHalvesOfWideGraphemes(cut: bounds, row: y)
            let start = (y - origin.y) * other.width + bounds.x - origin.x
            let first = y * width + bounds.x, last = y * width + bounds.maxX - 1
            cells.replaceSubrange(first...last, with: other.cells[start..<start + bounds.width])
            if cells[first].isContinuation { cells[first] = .blank(cells[first].style) }
            if cells[last].width == 2 { cells[last] = .blank(cells[last].style) }
        }
    }

    /// The text of each row, graphemes joined (continuation cells add nothing), trailing spaces kept.
    public var lines: [String] {
        (0..<height).map { row in
            cells[row * width..<(row + 1) * width].reduce(into: "") { line, cell in
                if let scalar = cell.scalar { line.unicodeScalars.append(scalar) } else { line += cell.grapheme }
            }
        }
    }

    /// The text of the whole buffer, rows joined by newlines, trailing spaces removed from each row.
    public var text: String {
        lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n")
    }

    /// Stores a cell at a position inside the buffer, blanking any wide grapheme it overlaps.
    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        let columns = max(cell.width, 1)
        let row = y * width
        if cells[row + x].isContinuation && x > 0 {
            cells[row + x - 1] = .blank(cells[row + x - 1].style)
        }
        let last = x + columns - 1
        if cells[row + last].width == 2 && last + 1 < width {
            cells[row + last + 1] = .blank(cells[row + last + 1].style)
        }
        cells[row + x] = cell
        if columns == 2 {
            cells[row + x + 1] = .continuation(cell.style)
        }
    }
}
