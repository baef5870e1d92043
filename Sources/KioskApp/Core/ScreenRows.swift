import PaywallLayout

/// The rows of the current screen after its filter, and which of them is selected; or the problem the screen
/// shows instead of rows.
struct ScreenRows {
    /// The rows shown.
    let rows: [ListRow]
    /// The indexes (into `rows`) of the rows that can be selected.
    let selectable: [Int]
    /// The problem shown in a panel instead of the rows (then there are none).
    let problem: ErrorPanel.Problem?
    /// Whether the list stays at its top while the selection can be seen there (`ScreenContent.keepsTopInView`).
    let keepsTopInView: Bool

    /// The rows of the current screen of a state, text too wide for the list wrapped onto rows of its own.
    init(_ state: AppState) {
        let width = ListLayout.textWidth(for: state.size)
        let content = ScreenContent.of(state)
        problem = content.problem(in: state)
        keepsTopInView = content.keepsTopInView
        let rows = problem != nil ? [] : content.rows(filteredBy: state.current.filter).flatMap { Self.wrapped($0, width: width) }
        self.rows = rows
        selectable = rows.indices.filter { rows[$0].isSelectable }
    }

    /// A line of text wider than `width` as several lines in the same role, and a label and detail that do not
    /// fit side by side as the label and then the detail wrapped under it, indented; items and headings as they
    /// are (an item's text is cut with "…" when drawn instead).
    private static func wrapped(_ row: ListRow, width: Int) -> [ListRow] {
        guard !row.isHeading, !row.isSelectable else { return [row] }
        let line = { (text: String, tone: ColorRole?) in
            var line = ListRow.text(text, tone: tone)
            line.isOutcome = row.isOutcome
            return line
        }
        if row.detail.isEmpty {
            guard DisplayWidth.of(row.label) > width else { return [row] }
            return TextWrapping.wrap(row.label, width: width).map { line($0, row.tone) }
        }
        guard DisplayWidth.of(row.label) + 2 + DisplayWidth.of(row.detail) > width else { return [row] }
        let indent = "  "
        let detail = TextWrapping.wrap(row.detail, width: max(width - indent.count, 1)).map { line(indent + $0, row.tone) }
        return wrapped(line(row.label, nil), width: width) + detail
    }

    /// The selection clamped to the selectable rows, or `nil` when there is none.
    func clampedSelection(_ selection: Int) -> Int? {
        selectable.isEmpty ? nil : min(max(selection, 0), selectable.count - 1)
    }

    /// The index into `rows` of the selected row, if any.
    func selectedRow(_ selection: Int) -> Int? {
        clampedSelection(selection).map { selectable[$0] }
    }
}
