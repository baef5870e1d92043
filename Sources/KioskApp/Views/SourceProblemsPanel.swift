import PaywallLayout

/// The panel `--watch` shows above the status line when the catalog or offerings cannot be read: every problem
/// (file, place, what was expected), wrapped, in at most a third of the screen.
enum SourceProblemsPanel {
    /// Draws the problems in a bordered box just above the status line; draws nothing when there are none.
    /// `keepsLastGood` says whether earlier offerings stay in use (a reload) or none were ever read (the start).
    static func draw(_ problems: [String], keepsLastGood: Bool, theme: Theme, into buffer: inout Buffer) {
        guard !problems.isEmpty else { return }
        let textWidth = max(1, buffer.width - 4)
        var lines = problems.flatMap { TextWrapping.wrap($0, width: textWidth) }
        let room = max(1, buffer.height / 3 - 2)
        if lines.count > room {
            lines = Array(lines.prefix(room - 1)) + ["… and more (kiosk validate lists them all)"]
        }
        let frame = Rect(x: 0, y: buffer.height - 2 - lines.count - 2, width: buffer.width, height: lines.count + 2)
        var canvas = Canvas(buffer: buffer)
        canvas.fill(frame, style: theme.style(.surface))
        BoxBorder(.rounded, style: theme.style(.danger)).draw(in: frame, on: &canvas)
        let title = keepsLastGood ? " Not reloaded: the last good catalog and offerings stay in use "
                                  : " Not read: no paywalls until the offerings are mended "
        _ = canvas.write(title, at: Point(x: frame.x + 2, y: frame.y),
                         style: theme.style(.danger))
        buffer = canvas.buffer
        let area = frame.inset(by: CellInsets(top: 1, left: 2, bottom: 1, right: 2))
        for (offset, line) in lines.enumerated() {
            buffer.write(line, at: Point(x: area.x, y: area.y + offset), style: theme.style(.text), clip: area)
        }
    }
}
