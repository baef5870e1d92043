import PaywallLayout

/// The notice on the status line, wrapped so it reads whole: its last line on the status row, the others on the rows
/// above it, which a list screen gives up (`ListLayout.listArea(for:)`) and which draw over a paywall until the next key
/// or click clears the notice. At most `maxLines`; a longer notice ends in an ellipsis.
enum StatusNotice {
    /// The most rows a notice takes.
    static let maxLines = 3

    /// The notice's lines as drawn, each after a space; empty when none shows (no notice, or the offerings' problems
    /// take the status row).
    static func lines(_ state: AppState) -> [String] {
        guard state.sourceProblems.isEmpty, let notice = state.notice else { return [] }
        return TextWrapping.wrap(notice, width: max(state.size.width - 1, 1), maxLines: maxLines).map { " " + $0 }
    }

    /// How many rows above the status row the notice takes.
    static func rowsAbove(_ state: AppState) -> Int {
        max(lines(state).count - 1, 0)
    }

    /// Whether a cell is on one of those rows.
    static func covers(_ point: Point, in state: AppState) -> Bool {
        let statusRow = state.size.height - 2
        return point.y < statusRow && point.y >= statusRow - rowsAbove(state)
    }
}
