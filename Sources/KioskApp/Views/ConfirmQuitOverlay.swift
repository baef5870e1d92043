import PaywallLayout

/// The question asked when quitting while a purchase is in flight.
enum ConfirmQuitOverlay {
    /// Draws the question in a centered panel.
    static func draw(_ state: AppState, into buffer: inout Buffer) {
        let lines = [
            "A purchase is in progress (\(names(of: state.purchasesInFlight, in: state))).",
            "Quit anyway? It finishes in the store and shows next time.",
            "",
            KeyBindings.hints(in: .quitPrompt, state).joined(separator: "     "),
        ]
        let panel = Panel(contentWidth: lines.map(DisplayWidth.of).max() ?? 0, contentHeight: lines.count, in: buffer)
        panel.draw(title: "Quit?", theme: state.theme, glyphs: state.glyphs, into: &buffer)
        for (offset, line) in lines.enumerated() {
            buffer.write(line, at: Point(x: panel.content.x, y: panel.content.y + offset), style: state.theme.style(.text), clip: panel.content)
        }
    }

    /// The products' names as the store shows them, in order, joined by commas.
    static func names(of productIDs: Set<String>, in state: AppState) -> String {
        productIDs.map { state.store?.displayName(of: $0) ?? $0 }.sorted().joined(separator: ", ")
    }
}
