/// A paywall's screen: a background, a body that scrolls (keeping the focus visible) and a footer pinned to the
/// bottom that is always visible.
struct PaywallFrame: Renderable {
    /// What scrolls.
    var body: any Renderable
    /// What stays at the bottom.
    var footer: (any Renderable)?
    /// The fill behind everything.
    var background: Style?
    /// Rows scrolled past.
    var scrollOffset: Int
    /// The anchor kept visible.
    var focus: String?

    /// The body's and footer's natural heights at a width.
    func naturalHeights(width: Int) -> (body: Int, footer: Int) {
        let unbounded = Size(width: width, height: Size.unbounded)
        return (body.measure(unbounded).height, footer?.measure(unbounded).height ?? 0)
    }

    func measure(_ available: Size) -> Size { available }

    func fills(_ axis: Axis) -> Bool { true }

    /// Fills the background, draws the footer at the bottom (at most all but three rows), and the body above it.
    func render(in rect: Rect, on canvas: inout Canvas) {
        if let background { canvas.fill(rect, style: background) }
        let footerHeight = min(naturalHeights(width: rect.width).footer, max(0, rect.height - 3))
        let bodyRect = Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - footerHeight)
        ScrollView(body, offset: scrollOffset, focus: focus).render(in: bodyRect, on: &canvas)
        if let footer, footerHeight > 0 {
            canvas.clipped(to: rect) { canvas in
                footer.render(in: Rect(x: rect.x, y: bodyRect.maxY, width: rect.width, height: footerHeight), on: &canvas)
            }
        }
    }
}
