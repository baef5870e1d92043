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

/// A view that records the rectangle its content is drawn in under a name (for focus, scrolling and mouse hits).
public struct Anchor: Renderable {
    /// The name the rectangle is recorded under.
    public var name: String
    /// The view drawn.
    public var content: any Renderable

    /// Creates an anchor around a view.
    public init(_ name: String, _ content: any Renderable) {
        self.name = name
        self.content = content
    }

    /// The content's size.
    public func measure(_ available: Size) -> Size { content.measure(available) }

    /// Draws the content and records its rectangle.
    public func render(in rect: Rect, on canvas: inout Canvas) {
        canvas.record(name, at: rect)
        content.render(in: rect, on: &canvas)
    }

    /// Fills where the content fills.
    public func fills(_ axis: Axis) -> Bool { content.fills(axis) }
}

/// A view that draws nothing and takes a fixed amount of space (zero by default), or all it is offered.
public struct Spacer: Renderable {
    /// The size when not filling.
    public var size: Size
    /// Whether it takes all the space offered along each axis.
    public var isFlexible: Bool

    /// Creates a spacer of a fixed size, or one that fills the space offered.
    public init(width: Int = 0, height: Int = 0, flexible: Bool = false) {
        size = Size(width: width, height: height)
        isFlexible = flexible
    }

    /// Its fixed size, within what is offered.
    public func measure(_ available: Size) -> Size {
        Size(width: min(size.width, available.width), height: min(size.height, available.height))
    }

    /// Draws nothing.
    public func render(in rect: Rect, on canvas: inout Canvas) {}

    /// Fills when flexible.
    public func fills(_ axis: Axis) -> Bool { isFlexible }
}
