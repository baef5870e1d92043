import PaywallLayout

/// The last style a frame drew and what curses was told for it (its attributes and color pair), so a run of cells in
/// one style adapts its colors to the terminal and looks up its pair once, not once per cell.
///
/// One lives for one frame's drawing: what a style is told can change between frames (colors started again, the
/// pair table full), never within one.
struct LastRendition<Rendition> {
    private var last: (style: Style, rendition: Rendition)?

    /// What `style` is told: the last answer when the style is the last one asked for, else `make`'s (kept).
    mutating func rendition(of style: Style, _ make: (Style) -> Rendition) -> Rendition {
        if let last, last.style == style { return last.rendition }
        let made = make(style)
        last = (style, made)
        return made
    }
}
