import PaywallLayout

/// The top row: the breadcrumb of screens, in the selection style (reverse video without colors).
enum TitleBar {
    /// Draws the bar across the first row.
    static func draw(title: String, theme: Theme, into buffer: inout Buffer) {
        let style = theme.style(.selection)
        buffer.fill(Rect(x: 0, y: 0, width: buffer.width, height: 1), style: style)
        buffer.write(" " + title, at: Point(x: 0, y: 0), style: style, clip: Rect(x: 0, y: 0, width: buffer.width - 1, height: 1))
    }
}
