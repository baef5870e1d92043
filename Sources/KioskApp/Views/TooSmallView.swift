import PaywallLayout

/// The message shown instead of a screen when the terminal is smaller than 40x12.
enum TooSmallView {
    /// Draws the message, centered, wrapped to the width.
    static func draw(_ size: TerminalSize, theme: Theme, into buffer: inout Buffer) {
        let words = "Terminal too small: \(size). Kiosk needs at least \(TerminalSize.minimum). Enlarge the window or press q to quit."
        let lines = TextWrapping.wrap(words, width: max(size.width - 2, 1))
        let top = max((size.height - lines.count) / 2, 0)
        for (offset, line) in lines.enumerated() {
            let x = max((size.width - DisplayWidth.of(line)) / 2, 0)
            buffer.write(line, at: Point(x: x, y: top + offset), style: theme.style(offset == 0 ? .warning : .text))
        }
    }
}
