import PaywallLayout

/// Draws the current screen's rows: headings in the accent style, the selected item in the selection style
/// with a `›` marker (so it never depends on color), details right-aligned; the filter line above when open.
enum ListView {
    /// Draws the rows of the current screen into the list area.
    static func draw(_ state: AppState, into buffer: inout Buffer) {
        let theme = state.theme
        let rows = ScreenRows(state)
        if let problem = rows.problem {
            ErrorPanel.draw(problem, in: Rect(x: 0, y: 1, width: buffer.width, height: max(buffer.height - 3, 1)), state, into: &buffer)
            return
        }
        let selected = state.current.selectsNothing ? nil : rows.selectedRow(state.current.selection)
        let layout = ListLayout.of(state, rows)
        if let filter = state.current.filter {
            let cursor = state.current.isEditingFilter ? "_" : ""
            buffer.write("/" + filter + cursor, at: Point(x: 1, y: 1), style: theme.style(.accent))
        }
        for index in layout.visibleRows(count: rows.rows.count) {
            let y = layout.rowsArea.y + index - layout.firstVisibleRow
            drawRow(rows.rows[index], isSelected: index == selected, theme: theme,
                    in: Rect(x: layout.rowsArea.x, y: y, width: layout.rowsArea.width, height: 1), into: &buffer)
        }
        drawMarkers(layout, count: rows.rows.count, state, into: &buffer)
        if rows.rows.isEmpty, state.current.filter != nil {
            buffer.write("Nothing matches the filter.", at: Point(x: layout.area.x + 2, y: layout.area.y), style: theme.style(.muted))
        }
    }

    /// "▲ 3 more" on the list's first row and "▼ 5 more" on its last when rows are hidden that way (`^` and `v`
    /// with ASCII glyphs).
    private static func drawMarkers(_ layout: ListLayout, count: Int, _ state: AppState, into buffer: inout Buffer) {
        let marks = [(layout.hiddenAbove, state.glyphs.moreAbove, layout.area.y),
                     (layout.hiddenBelow(count: count), state.glyphs.moreBelow, layout.area.maxY - 1)]
        for (hidden, glyph, y) in marks where hidden > 0 {
            buffer.write("\(glyph) \(hidden) more", at: Point(x: layout.area.x + 2, y: y), style: state.theme.style(.muted), clip: layout.area)
        }
    }

    private static func drawRow(_ row: ListRow, isSelected: Bool, theme: Theme, in rect: Rect, into buffer: inout Buffer) {
        if row.isHeading {
            buffer.write(row.label, at: Point(x: rect.x, y: rect.y), style: theme.style(.accent).adding(.underline), clip: rect)
            return
        }
        let tone = isSelected ? nil : row.tone.map(theme.style)
        let style = isSelected ? theme.style(.selection) : (row.detail.isEmpty ? tone : nil) ?? theme.style(.text)
        let detailStyle = isSelected ? style : tone ?? theme.style(.muted)
        if isSelected { buffer.fill(rect, style: style) }
        let marker = isSelected ? "› " : "  "
        let (label, detail) = fitted(label: row.label, detail: row.detail, width: rect.width - DisplayWidth.of(marker) - 1)
        buffer.write(marker + label, at: Point(x: rect.x, y: rect.y), style: style, clip: rect)
        if !detail.isEmpty {
            let detailWidth = DisplayWidth.of(detail)
            var point = Point(x: max(rect.maxX - detailWidth - 1, rect.x), y: rect.y)
            guard !isSelected, detail == row.detail, !row.markers.isEmpty else {
                buffer.write(detail, at: point, style: detailStyle, clip: rect)
                return
            }
            // Each marker in its own role, while the detail is shown whole.
            for (index, marker) in row.markers.enumerated() {
                let text = (index == 0 ? "" : ListRow.markerSeparator) + marker.text
                buffer.write(text, at: point, style: marker.role.map(theme.style) ?? theme.style(.muted), clip: rect)
                point.x += DisplayWidth.of(text)
            }
        }
    }

    /// A row's label and detail cut to share `width` columns with two columns between them: the label keeps at
    /// least half the width (or all it needs), the detail gets the rest, and whatever is cut ends in "…".
    static func fitted(label: String, detail: String, width: Int) -> (label: String, detail: String) {
        let labelWidth = DisplayWidth.of(label)
        let detailWidth = DisplayWidth.of(detail)
        guard detailWidth > 0 else { return (TextWrapping.truncate(label, width: width), "") }
        if labelWidth + 2 + detailWidth <= width { return (label, detail) }
        let labelShare = min(labelWidth, max(width / 2, width - 2 - detailWidth))
        let detailShare = width - labelShare - 2
        guard detailShare > 0 else { return (TextWrapping.truncate(label, width: width), "") }
        return (TextWrapping.truncate(label, width: labelShare), TextWrapping.truncate(detail, width: detailShare))
    }
}
