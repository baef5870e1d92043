import PaywallLayout

/// The bottom two rows: a notice or status line, then the main keys.
enum KeyBar {
    /// Draws the status line and the key hints. A problem or notice takes the whole status row, over a paywall's
    /// status line drawn there before; a notice longer than the row wraps onto the rows above it (`StatusNotice`).
    static func draw(_ state: AppState, into buffer: inout Buffer) {
        let theme = state.theme
        let statusRow = buffer.height - 2
        if !state.sourceProblems.isEmpty {
            buffer.fill(Rect(x: 0, y: statusRow, width: buffer.width, height: 1), style: theme.style(.surface))
            let count = state.sourceProblems.count
            let problems = "\(count) problem\(count == 1 ? "" : "s")"
            let status = state.isWatching ? " Not reloaded: \(problems); fix the file and save it again."
                                          : " Offerings not read: \(problems); the store works without paywalls."
            buffer.write(TextWrapping.truncate(status, width: buffer.width),
                         at: Point(x: 0, y: statusRow), style: theme.style(.danger))
        } else if state.notice != nil {
            let lines = StatusNotice.lines(state)
            let top = statusRow - (lines.count - 1)
            buffer.fill(Rect(x: 0, y: top, width: buffer.width, height: lines.count), style: theme.style(.surface))
            for (offset, line) in lines.enumerated() {
                buffer.write(line, at: Point(x: 0, y: top + offset), style: theme.style(state.noticeTone ?? .warning))
            }
        } else if state.isPurchaseInFlight {
            buffer.write(" Purchase in progress…", at: Point(x: 0, y: statusRow), style: theme.style(.pending))
        }
        let context: KeyContext
        if state.current.takesText {
            context = .text
        } else if case .paywall = state.current.kind {
            context = .paywall
        } else {
            context = .list
        }
        let hints = KeyBindings.hints(in: context, state)
        let style = theme.style(.selection)
        buffer.fill(Rect(x: 0, y: buffer.height - 1, width: buffer.width, height: 1), style: style)
        buffer.write(" " + fitting(hints, width: buffer.width - 1), at: Point(x: 0, y: buffer.height - 1), style: style)
    }

    /// The hints that fit in `width` columns, each whole: the ones before the last are dropped from the end
    /// first, so the last (`? help`, which lists every key) always shows.
    static func fitting(_ hints: [String], width: Int) -> String {
        var kept = hints
        while kept.count > 1, DisplayWidth.of(kept.joined(separator: "  ")) > width {
            kept.remove(at: kept.count - 2)
        }
        return TextWrapping.truncate(kept.joined(separator: "  "), width: width)
    }
}
