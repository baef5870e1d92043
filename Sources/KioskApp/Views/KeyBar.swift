import PaywallLayout

/// The bottom two rows: a notice or status line, then the main keys.
enum KeyBar {
    /// Draws the status line and the key hints.
    static func draw(_ state: AppState, into buffer: inout Buffer) {
        let theme = state.theme
        let statusRow = buffer.height - 2
        if let problem = state.sourceProblem {
            buffer.write(" Not reloaded: " + problem, at: Point(x: 0, y: statusRow), style: theme.style(.danger))
        } else if let notice = state.notice {
            buffer.write(" " + notice, at: Point(x: 0, y: statusRow), style: theme.style(.warning))
        } else if state.isPurchaseInFlight {
            buffer.write(" Purchase in progress…", at: Point(x: 0, y: statusRow), style: theme.style(.pending))
        }
        let hints: String
        if state.current.takesText {
            hints = "Enter ok  Esc cancel  Backspace erase"
        } else if case .paywall = state.current.kind {
            hints = "↑↓ package  ←→ page/tab  1-9 tab  Enter buy  Esc back  ? help"
        } else {
            hints = "↑↓ move  Enter open  Esc back  / filter  ? help  q quit"
        }
        let style = theme.style(.selection)
        buffer.fill(Rect(x: 0, y: buffer.height - 1, width: buffer.width, height: 1), style: style)
        buffer.write(" " + hints, at: Point(x: 0, y: buffer.height - 1), style: style)
    }
}
