import PaywallLayout

/// The help overlay: every key and what it does.
enum HelpOverlay {
    /// Draws the list of keys in a centered panel.
    static func draw(theme: Theme, into buffer: inout Buffer) {
        let keyWidth = KeyBindings.all.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let meaningWidth = KeyBindings.all.map { DisplayWidth.of($0.meaning) }.max() ?? 0
        let panel = Panel(contentWidth: keyWidth + 2 + meaningWidth, contentHeight: KeyBindings.all.count + 2, in: buffer)
        panel.draw(title: "Keys", theme: theme, into: &buffer)
        let area = panel.content
        for (offset, binding) in KeyBindings.all.enumerated() {
            let y = area.y + offset
            buffer.write(binding.keys, at: Point(x: area.x, y: y), style: theme.style(.accent), clip: area)
            buffer.write(binding.meaning, at: Point(x: area.x + keyWidth + 2, y: y), style: theme.style(.text), clip: area)
        }
        buffer.write("Press any key to close.", at: Point(x: area.x, y: area.maxY - 1), style: theme.style(.muted), clip: area)
    }
}
