/// A container like the v2 paywall stack: children in a column, a row, or layered on top of each other, with
/// sizes, spacing, padding, margin, alignment, distribution, a background and a border.
///
/// Around the children, from the outside in: the margin (outside the background), the border (one cell on each
/// side), then the padding. A fixed size counts the border and padding but not the margin.
public struct Stack: Renderable {
    /// How children are placed.
    public enum Arrangement: Sendable, Equatable {
        /// Top to bottom.
        case vertical
        /// Left to right.
        case horizontal
        /// On top of each other, later children over earlier ones (the v2 "zlayer").
        case layered
    }

    /// How children are placed.
    public var arrangement: Arrangement
    /// The children, in order.
    public var children: [any Renderable]
    /// Cells between neighbouring children along the axis.
    public var spacing: Int
    /// The width rule.
    public var width: Sizing
    /// The height rule.
    public var height: Sizing
    /// Where children sit across a column (vertical and layered stacks).
    public var horizontalAlignment: HorizontalPlacement
    /// Where children sit across a row (horizontal and layered stacks).
    public var verticalAlignment: VerticalPlacement
    /// How spare space along the axis is spread.
    public var distribution: StackDistribution
    /// Space inside the border.
    public var padding: CellInsets
    /// Space outside the background and border.
    public var margin: CellInsets
    /// The fill behind the children (`nil`: transparent).
    public var background: Style?
    /// The frame around the children (`nil`: none).
    public var border: BoxBorder?

    /// Creates a stack.
    public init(
        _ arrangement: Arrangement, spacing: Int = 0, width: Sizing = .fit, height: Sizing = .fit,
        horizontalAlignment: HorizontalPlacement = .center, verticalAlignment: VerticalPlacement = .center,
        distribution: StackDistribution = .start, padding: CellInsets = .zero, margin: CellInsets = .zero,
        background: Style? = nil, border: BoxBorder? = nil, children: [any Renderable]
    ) {
        self.arrangement = arrangement
        self.children = children
        self.spacing = spacing
        self.width = width
        self.height = height
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.distribution = distribution
        self.padding = padding
        self.margin = margin
        self.background = background
        self.border = border
    }

    /// The children's size plus the insets, resolved by the width and height rules.
    public func measure(_ available: Size) -> Size {
        let chrome = contentInsets
        let inner = Size(width: shrink(available.width, by: chrome.horizontal + margin.horizontal),
                         height: shrink(available.height, by: chrome.vertical + margin.vertical))
        let content = measureContent(inner)
        return Size(
            width: resolve(width, content: content.width + chrome.horizontal, margin: margin.horizontal, available: available.width),
            height: resolve(height, content: content.height + chrome.vertical, margin: margin.vertical, available: available.height))
    }

    /// Draws the background, the border and the children.
    public func render(in rect: Rect, on canvas: inout Canvas) {
        let box = rect.inset(by: margin)
        guard !box.isEmpty else { return }
        if let background { canvas.fill(box, style: background) }
        border?.draw(in: box, on: &canvas)
        let content = box.inset(by: contentInsets)
        guard !content.isEmpty else { return }
        canvas.clipped(to: content) { canvas in
            for (child, frame) in zip(children, frames(in: content)) {
                child.render(in: frame, on: &canvas)
            }
        }
    }

    /// Fills along an axis whose rule is `fill`.
    public func fills(_ axis: Axis) -> Bool {
        (axis == .horizontal ? width : height) == .fill
    }

    /// The border and padding together.
    private var contentInsets: CellInsets {
        let edge = border == nil ? 0 : 1
        return CellInsets(top: padding.top + edge, left: padding.left + edge, bottom: padding.bottom + edge, right: padding.right + edge)
    }

    private var gaps: Int { max(0, children.count - 1) * spacing }

    private func measureContent(_ inner: Size) -> Size {
        switch arrangement {
        case .vertical:
            let sizes = children.map { $0.measure(inner) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(gaps) { $0 + $1.height })
        case .horizontal:
            let widths = shareWidths(inner.width)
            let heights = zip(children, widths).map { $0.measure(Size(width: $1, height: inner.height)).height }
            return Size(width: widths.reduce(gaps, +), height: heights.max() ?? 0)
        case .layered:
            let sizes = children.map { $0.measure(inner) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        }
    }

    /// The rectangle of each child inside the content rectangle.
    private func frames(in content: Rect) -> [Rect] {
        switch arrangement {
        case .vertical:
            let sizes = children.map { $0.measure(Size(width: content.width, height: content.height)) }
            let lengths = columnHeights(natural: sizes.map(\.height), available: content.height)
            return zip(sizes, placements(lengths, available: content.height)).enumerated().map { index, pair in
                let childWidth = children[index].fills(.horizontal) ? content.width : min(pair.0.width, content.width)
                let x = content.x + horizontalAlignment.offset(used: childWidth, available: content.width)
                return Rect(x: x, y: content.y + pair.1, width: childWidth, height: lengths[index])
            }
        case .horizontal:
            let lengths = shareWidths(content.width)
            let heights = zip(children, lengths).map { child, width in child.measure(Size(width: width, height: content.height)).height }
            let centre = verticalAlignment == .center ? rowCentringHeight(heights: heights, available: content.height) : content.height
            return zip(lengths, placements(lengths, available: content.width)).enumerated().map { index, pair in
                let childHeight = children[index].fills(.vertical) ? content.height : min(heights[index], content.height)
                let y = content.y + verticalAlignment.offset(used: childHeight, available: centre)
                return Rect(x: content.x + pair.1, y: y, width: pair.0, height: childHeight)
            }
        case .layered:
            return children.map { child in
                let size = child.measure(Size(width: content.width, height: content.height))
                let childWidth = child.fills(.horizontal) ? content.width : size.width
                let childHeight = child.fills(.vertical) ? content.height : size.height
                return Rect(x: content.x + horizontalAlignment.offset(used: childWidth, available: content.width),
                            y: content.y + verticalAlignment.offset(used: childHeight, available: content.height),
                            width: childWidth, height: childHeight)
            }
        }
    }

    /// The rows a row centres its children in: all of them, less those its texts add by wrapping, so that a
    /// one-line child (an icon, a marker, a price) stays beside the first line of a neighbour that wraps (as
    /// it stands when nothing wraps) instead of beside a line in the middle of it.
    private func rowCentringHeight(heights: [Int], available: Int) -> Int {
        let unwrapped = children.map { $0.measure(Size(width: Size.unbounded, height: available)).height }.max() ?? 0
        let growth = max(0, (heights.max() ?? 0) - unwrapped)
        return max(0, available - growth)
    }

    /// The children's heights in a column: natural heights, with the spare rows shared by filling children.
    private func columnHeights(natural: [Int], available: Int) -> [Int] {
        let filling = children.indices.filter { children[$0].fills(.vertical) }
        guard !filling.isEmpty else { return natural }
        let fixedTotal = children.indices.filter { !children[$0].fills(.vertical) }.reduce(gaps) { $0 + natural[$1] }
        let shares = StackDistribution.split(max(0, available - fixedTotal), into: filling.count)
        var lengths = natural
        for (share, index) in zip(shares, filling) { lengths[index] = share }
        return lengths
    }

    /// Each child's offset along the axis, after the distribution spreads the spare space.
    private func placements(_ lengths: [Int], available: Int) -> [Int] {
        let spare = available - lengths.reduce(gaps, +)
        let (lead, extra) = distribution.placement(count: lengths.count, spare: spare)
        var offsets: [Int] = []
        var position = lead
        for (index, length) in lengths.enumerated() {
            offsets.append(position)
            position += length + spacing + (index < extra.count ? extra[index] : 0)
        }
        return offsets
    }

    /// The columns each child of a row gets: what it asks for when all fit (filling children share the rest),
    /// else fair shares of the width (narrow children keep their width, wide ones split what is left and wrap).
    private func shareWidths(_ available: Int) -> [Int] {
        guard available < Size.unbounded else {
            return children.map { $0.measure(Size(width: available, height: Size.unbounded)).width }
        }
        let room = max(0, available - gaps)
        let ideals = children.map { child in
            child.fills(.horizontal) ? room : child.measure(Size(width: room, height: Size.unbounded)).width
        }
        var widths = ideals
        var remaining = room
        var left = children.count
        for index in children.indices.sorted(by: { ideals[$0] < ideals[$1] }) {
            widths[index] = min(ideals[index], remaining / left)
            remaining -= widths[index]
            left -= 1
        }
        let filling = children.indices.filter { children[$0].fills(.horizontal) }
        for (share, index) in zip(StackDistribution.split(remaining, into: filling.count), filling) {
            widths[index] += share
        }
        return widths
    }

    private func shrink(_ length: Int, by amount: Int) -> Int {
        length >= Size.unbounded ? length : max(0, length - amount)
    }

    private func resolve(_ rule: Sizing, content: Int, margin: Int, available: Int) -> Int {
        let wanted: Int
        switch rule {
        case .fit: wanted = content + margin
        case .fill: wanted = available >= Size.unbounded ? content + margin : available
        case .fixed(let cells): wanted = cells + margin
        }
        return min(wanted, available)
    }
}
