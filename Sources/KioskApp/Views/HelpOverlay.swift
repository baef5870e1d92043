import PaywallLayout

/// The help overlay: every key and what it does.
enum HelpOverlay {
    /// Draws the list of keys in a centered panel.
    static func draw(into buffer: inout Buffer) {
        let keyWidth = KeyBindings.all.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let meaningWidth = KeyBindings.all.map { DisplayWidth.of($0.meaning) }.max() ?? 0
        let panel = Panel(contentWidth: keyWidth + 2 + meaningWidth, contentHeight: KeyBindings.all.count + 2, in: buffer)
        panel.draw(title: "Keys", into: &buffer)
        let area = panel.content
        for (offset, binding) in KeyBindings.all.enumerated() {
            let y = area.y + offset
            buffer.write(binding.keys, at: Point(x: area.x, y: y), style: Style.plain.adding(.bold), clip: area)
            buffer.write(binding.meaning, at: Point(x: area.x + keyWidth + 2, y: y), clip: area)
        }
        buffer.write("Press any key to close.", at: Point(x: area.x, y: area.maxY - 1), style: Style.plain.adding(.dim), clip: area)
    }
}
