/// Plain-text tables: columns padded to equal width (counting characters), two spaces apart, the last column not
/// padded and a wider cell shown whole, never cut.
enum TextTable {
    /// Every row as a line, the columns as wide as their widest cell.
    static func lines(_ rows: [[String]]) -> [String] {
        guard let columns = rows.map(\.count).max() else { return [] }
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { line($0, widths: widths) }
    }

    /// One row as a line, padded to given column widths (a table printed as it streams, its widths known first).
    static func line(_ cells: [String], widths: [Int]) -> String {
        cells.enumerated().map { column, cell in
            column == cells.count - 1 ? cell : cell + String(repeating: " ", count: max(0, widths[column] - cell.count))
        }.joined(separator: "  ")
    }
}
