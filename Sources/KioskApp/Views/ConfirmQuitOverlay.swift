import PaywallLayout

/// The question asked when quitting while a purchase is in flight.
enum ConfirmQuitOverlay {
    /// Draws the question in a centered panel.
    static func draw(_ state: AppState, into buffer: inout Buffer) {
        let lines = [
            "A purchase is in progress (\(state.purchasesInFlight.sorted().joined(separator: ", "))).",
            "Quit anyway? It finishes in the store and shows next time.",
            "",
            "y / Enter: quit     any other key: stay",
        ]
        let panel = Panel(contentWidth: lines.map(DisplayWidth.of).max() ?? 0, contentHeight: lines.count, in: buffer)
        panel.draw(title: "Quit?", theme: state.theme, into: &buffer)
        for (offset, line) in lines.enumerated() {
            buffer.write(line, at: Point(x: panel.content.x, y: panel.content.y + offset), style: state.theme.style(.text), clip: panel.content)
        }
    }
}
