/// The rows of the current screen after its filter, and which of them is selected.
struct ScreenRows {
    /// The rows shown.
    let rows: [ListRow]
    /// The indexes (into `rows`) of the rows that can be selected.
    let selectable: [Int]

    /// The rows of the current screen of a state.
    init(_ state: AppState) {
        let rows = ScreenContent.of(state).rows(filteredBy: state.current.filter)
        self.rows = rows
        selectable = rows.indices.filter { rows[$0].isSelectable }
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
