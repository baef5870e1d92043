/// A view: something that says how big it wants to be and draws itself into a rectangle of a canvas.
///
/// Views are values (like ratatui's widgets). A parent first asks `measure` with the space it can offer, then
/// calls `render` with the rectangle it decided on, which may be smaller than what was asked for.
public protocol Renderable: Sendable {
    /// The size this view wants inside `available` (never larger than it along a bounded axis).
    func measure(_ available: Size) -> Size
    /// Draws the view into `rect` of the canvas.
    func render(in rect: Rect, on canvas: inout Canvas)
    /// Whether the view takes all the space offered along an axis (a stack shares its spare space among these).
    func fills(_ axis: Axis) -> Bool
}

extension Renderable {
    /// By default a view is as big as its content.
    public func fills(_ axis: Axis) -> Bool { false }

    /// Draws the view into a new buffer of the given size and returns it.
    public func rendered(width: Int, height: Int, style: Style = .plain, glyphs: Glyphs = .unicode) -> Buffer {
        var canvas = Canvas(buffer: Buffer(width: width, height: height, style: style), glyphs: glyphs)
        render(in: canvas.buffer.area, on: &canvas)
        return canvas.buffer
    }
}
