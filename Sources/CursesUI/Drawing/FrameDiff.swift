import PaywallLayout

/// Which cells of a frame differ from the frame on the screen, so that only they are written.
enum FrameDiff {
    /// The positions to write to show `next` where `previous` is shown, row by row; every non-continuation cell
    /// when there is no previous frame or its size differs. A row equal to the row shown is passed over whole.
    static func changedCells(from previous: Buffer?, to next: Buffer) -> [Point] {
        var changes: [Point] = []
        let shown = previous.flatMap { $0.width == next.width && $0.height == next.height ? $0.cells : nil }
        let cells = next.cells
        for y in 0..<next.height {
            let row = y * next.width..<(y + 1) * next.width
            if let shown, shown[row] == cells[row] { continue }
            for index in row where !cells[index].isContinuation && shown?[index] != cells[index] {
                changes.append(Point(x: index - row.lowerBound, y: y))
            }
        }
        return changes
    }
}
