import PaywallLayout

/// The help overlay: every key and what it does, in a panel on a cleared sheet between the title bar and the key
/// bar (nothing of the screen below shows beside it); meanings wrap, and a window too short for every key says
/// how many are left out.
enum HelpOverlay {
    /// Draws the list of keys.
    static func draw(_ state: AppState, into buffer: inout Buffer) {
        let theme = state.theme
        let sheet = Rect(x: 0, y: 1, width: buffer.width, height: max(buffer.height - 2, 1))
        buffer.fill(sheet, style: theme.style(.surface))
        let limit = Panel.contentLimit(in: sheet)
        let keyWidth = KeyBindings.all.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let meaningWidth = min(KeyBindings.all.map { DisplayWidth.of($0.meaning) }.max() ?? 0, max(limit.width - keyWidth - 2, 8))
        var lines = KeyBindings.all.flatMap { binding in
            TextWrapping.wrap(binding.meaning, width: meaningWidth).enumerated().map { (keys: $0.offset == 0 ? binding.keys : "", meaning: $0.element) }
        }
        let closing = "Press any key to close."
        if lines.count + 2 <= limit.height {
            lines += [("", ""), ("", closing)]
        } else {
            let shown = max(limit.height - 1, 0)
            let hidden = lines.count - shown
            lines = Array(lines.prefix(shown)) + [("", hidden > 0 ? "… \(hidden) more: enlarge the window" : closing)]
        }
        let panel = Panel(contentWidth: keyWidth + 2 + meaningWidth, contentHeight: lines.count, in: sheet)
        panel.draw(title: "Keys", theme: theme, glyphs: state.glyphs, into: &buffer)
        let area = panel.content
        for (offset, line) in lines.enumerated() {
            let y = area.y + offset
            buffer.write(line.keys, at: Point(x: area.x, y: y), style: theme.style(.accent), clip: area)
            let isNote = offset == lines.count - 1
            let x = isNote ? area.x : area.x + keyWidth + 2
            buffer.write(line.meaning, at: Point(x: x, y: y), style: theme.style(isNote ? .muted : .text), clip: area)
        }
    }
}
