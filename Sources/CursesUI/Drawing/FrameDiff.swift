import PaywallLayout

/// Which cells of a frame differ from the frame on the screen, so that only they are written.
enum FrameDiff {
    /// The positions to write to show `next` where `previous` is shown, row by row; every non-continuation cell
    /// when there is no previous frame or its size differs.
    static func changedCells(from previous: Buffer?, to next: Buffer) -> [Point] {
        var changes: [Point] = []
        let sameSize = previous.map { $0.width == next.width && $0.height == next.height } ?? false
        for y in 0..<next.height {
            for x in 0..<next.width {
                let cell = next[x, y]
                if cell.isContinuation { continue }
                if sameSize, let previous, previous[x, y] == cell {
                    continue
                }
                changes.append(Point(x: x, y: y))
            }
        }
        return changes
    }
}
