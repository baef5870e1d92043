import PaywallLayout

/// The top row: the breadcrumb of screens, in the selection style (reverse video without colors).
enum TitleBar {
    /// Draws the bar across the first row: a title too wide for it (after a space, before the free last column)
    /// is cut with an ellipsis by display width.
    static func draw(title: String, theme: Theme, into buffer: inout Buffer) {
        let style = theme.style(.selection)
        buffer.fill(Rect(x: 0, y: 0, width: buffer.width, height: 1), style: style)
        let shown = TextWrapping.truncate(title, width: max(buffer.width - 2, 0))
        buffer.write(" " + shown, at: Point(x: 0, y: 0), style: style, clip: Rect(x: 0, y: 0, width: buffer.width - 1, height: 1))
    }
}
