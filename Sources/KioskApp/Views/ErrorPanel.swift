import PaywallLayout

/// A problem drawn as a panel: a title in the danger role, the message wrapped to the panel, and the way back
/// (what the user can do about it) under it.
enum ErrorPanel {
    /// What went wrong, in words for the panel.
    struct Problem: Hashable, Sendable {
        /// A few words naming the problem (`Store unavailable`).
        var title: String
        /// What went wrong, as long as it needs (it wraps).
        var message: String
        /// What the user can do: the key that goes back, and what happens meanwhile.
        var wayBack: String
    }

    /// Draws a problem in a panel centered in `area`, as wide as its message needs (at most the area).
    static func draw(_ problem: Problem, in area: Rect, _ state: AppState, into buffer: inout Buffer) {
        let limit = Panel.contentLimit(in: area)
        let natural = max(DisplayWidth.of(problem.message), DisplayWidth.of(problem.wayBack), DisplayWidth.of(problem.title) + 2)
        let width = min(max(natural, min(36, limit.width)), min(limit.width, 64))
        let message = TextWrapping.wrap(problem.message, width: width)
        let wayBack = TextWrapping.wrap(problem.wayBack, width: width)
        let lines = message.map { ($0, ColorRole.text) } + [("", .text)] + wayBack.map { ($0, ColorRole.muted) }
        let panel = Panel(contentWidth: width, contentHeight: lines.count, in: area)
        panel.draw(title: problem.title, theme: state.theme, glyphs: state.glyphs, role: .danger, into: &buffer)
        for (offset, line) in lines.enumerated() {
            buffer.write(line.0, at: Point(x: panel.content.x, y: panel.content.y + offset), style: state.theme.style(line.1),
                         clip: panel.content)
        }
    }
}
