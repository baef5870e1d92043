import PaywallLayout

/// Draws the current screen's rows: headings in the accent style, the selected item in the selection style
/// with a `›` marker (so it never depends on color), details right-aligned; the filter line above when open.
enum ListView {
    /// Draws the rows of the current screen into the list area.
    static func draw(_ state: AppState, into buffer: inout Buffer) {
        let theme = state.theme
        let rows = ScreenRows(state)
        let selected = rows.selectedRow(state.current.selection)
        let layout = ListLayout(area: ListLayout.listArea(for: state.size), rowCount: rows.rows.count, selectedRow: selected)
        if let filter = state.current.filter {
            let cursor = state.current.isEditingFilter ? "_" : ""
            buffer.write("/" + filter + cursor, at: Point(x: 1, y: 1), style: theme.style(.accent))
        }
        for index in layout.visibleRows(count: rows.rows.count) {
            let y = layout.area.y + index - layout.firstVisibleRow
            drawRow(rows.rows[index], isSelected: index == selected, theme: theme,
                    in: Rect(x: layout.area.x, y: y, width: layout.area.width, height: 1), into: &buffer)
        }
        if rows.rows.isEmpty, state.current.filter != nil {
            buffer.write("Nothing matches the filter.", at: Point(x: layout.area.x + 2, y: layout.area.y), style: theme.style(.muted))
        }
    }

    private static func drawRow(_ row: ListRow, isSelected: Bool, theme: Theme, in rect: Rect, into buffer: inout Buffer) {
        if row.isHeading {
            buffer.write(row.label, at: Point(x: rect.x, y: rect.y), style: theme.style(.accent).adding(.underline), clip: rect)
            return
        }
        let style = isSelected ? theme.style(.selection) : theme.style(.text)
        let detailStyle = isSelected ? style : theme.style(.muted)
        if isSelected { buffer.fill(rect, style: style) }
        let marker = isSelected ? "› " : "  "
        let detailWidth = DisplayWidth.of(row.detail)
        let labelClip = Rect(x: rect.x, y: rect.y, width: rect.width - (detailWidth > 0 ? detailWidth + 2 : 0), height: 1)
        buffer.write(marker + row.label, at: Point(x: rect.x, y: rect.y), style: style, clip: labelClip)
        if detailWidth > 0 {
            buffer.write(row.detail, at: Point(x: max(rect.maxX - detailWidth - 1, rect.x), y: rect.y), style: detailStyle, clip: rect)
        }
    }
}
