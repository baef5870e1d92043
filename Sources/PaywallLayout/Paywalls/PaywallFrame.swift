/// A paywall's screen: a body that scrolls (keeping the focus visible) and a footer pinned to the bottom that is
/// always visible. The background is the buffer's own (see `canvas(width:height:look:)`).
struct PaywallFrame: Renderable {
    /// What scrolls.
    var body: any Renderable
    /// What stays at the bottom.
    var footer: (any Renderable)?
    /// The fill behind everything (`nil`: the theme's surface).
    var background: Style?
    /// Rows scrolled past.
    var scrollOffset: Int
    /// The anchors kept visible (all when they fit, else the first).
    var focus: [String]

    /// What a paywall keeps in view: the anchor asked for, else the selected package with the purchase button; nothing
    /// once the customer scrolled it by hand (`PaywallPresentation.isScrolledByHand`), which shows the rows scrolled to.
    static func focus(of presentation: PaywallPresentation, selectedPackage: String?) -> [String] {
        if presentation.isScrolledByHand { return [] }
        if let requested = presentation.focus { return [requested] }
        return (selectedPackage.map { [PaywallAnchor.package($0)] } ?? []) + [PaywallAnchor.purchaseButton]
    }

    /// The body's and footer's natural heights at a width.
    func naturalHeights(width: Int) -> (body: Int, footer: Int) {
        let unbounded = Size(width: width, height: Size.unbounded)
        return (body.measure(unbounded).height, footer?.measure(unbounded).height ?? 0)
    }

    func measure(_ available: Size) -> Size { available }

    func fills(_ axis: Axis) -> Bool { true }

    /// A canvas for the frame, filled with its background (or the theme's surface).
    func canvas(width: Int, height: Int, look: PaywallLook) -> Canvas {
        Canvas(buffer: Buffer(width: width, height: height, style: background ?? look.theme.style(.surface)), glyphs: look.glyphs)
    }

    /// Draws the footer at the bottom and the body above it. A footer taller than all but three rows would be cut, so
    /// it then scrolls below the body instead, and every row of both can be reached.
    func render(in rect: Rect, on canvas: inout Canvas) {
        let footerHeight = naturalHeights(width: rect.width).footer
        guard footerHeight <= max(0, rect.height - 3) else {
            let whole = Stack(.vertical, width: .fill, children: [body] + (footer.map { [$0] } ?? []))
            ScrollView(whole, offset: scrollOffset, focus: focus).render(in: rect, on: &canvas)
            return
        }
        let bodyRect = Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - footerHeight)
        ScrollView(body, offset: scrollOffset, focus: focus).render(in: bodyRect, on: &canvas)
        if let footer, footerHeight > 0 {
            canvas.clipped(to: rect) { canvas in
                footer.render(in: Rect(x: rect.x, y: bodyRect.maxY, width: rect.width, height: footerHeight), on: &canvas)
            }
        }
    }
}
