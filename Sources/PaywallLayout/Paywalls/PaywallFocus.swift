/// The focus ring of a drawn paywall: every control the customer can act on (packages, tabs, buttons, the purchase
/// button, the restore, terms and privacy links) in the order they are drawn, and how the focused one is marked.
public enum PaywallFocus {
    /// The anchor name prefixes and names of the controls a focus can rest on.
    private static let prefixes = [PaywallAnchor.package(""), PaywallAnchor.tab(""), PaywallAnchor.button("")]
    private static let names = [PaywallAnchor.purchaseButton, PaywallAnchor.restore, PaywallAnchor.terms, PaywallAnchor.privacy]

    /// Whether an anchor names a control (and not a text or a carousel).
    public static func isControl(_ anchor: String) -> Bool {
        names.contains(anchor) || prefixes.contains { anchor.hasPrefix($0) }
    }

    /// The controls of a drawn paywall in the order of its view tree (the body top to bottom, each row left to
    /// right, then the footer), scrolled-away ones included, so Tab reaches everything.
    public static func ring(_ canvas: Canvas) -> [String] {
        canvas.anchorOrder.filter { isControl($0) && canvas.anchors[$0]?.isEmpty == false }
    }

    /// The control `offset` steps from `current` around the ring (wrapping at both ends); the first (or last, going
    /// back) when `current` is not on it.
    public static func step(from current: String?, by offset: Int, in ring: [String]) -> String? {
        guard !ring.isEmpty else { return nil }
        guard let current, let index = ring.firstIndex(of: current) else { return offset >= 0 ? ring.first : ring.last }
        return ring[((index + offset) % ring.count + ring.count) % ring.count]
    }

    /// Marks the focused control on a drawn paywall: its cells in reverse video (back to normal where they were
    /// reversed) and underlined, so it shows with colors and without them.
    public static func mark(_ anchor: String, on canvas: inout Canvas) {
        guard let rect = canvas.anchors[anchor]?.intersection(canvas.buffer.area), !rect.isEmpty else { return }
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                var cell = canvas.buffer[x, y]
                guard !cell.isContinuation else { continue }
                cell.style.attributes.formSymmetricDifference(.reverse)
                cell.style.attributes.insert(.underline)
                canvas.buffer[x, y] = cell
            }
        }
    }
}
