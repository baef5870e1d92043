/// Hands out curses color pairs: one per foreground and background combination, created on first use, while the
/// terminal has pairs left (then the default pair 0 is used).
struct ColorPairTable {
    /// A foreground and background color number.
    struct Colors: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// How many pairs the terminal has (pair 0 is the default and never handed out).
    let capacity: Int
    private var pairs: [Colors: Int32] = [:]

    /// Creates an empty table for a terminal with `capacity` pairs.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The pair for two colors and whether it is new (and must be initialized); pair 0 when both are the defaults
    /// or the table is full.
    mutating func pair(foreground: Int32, background: Int32) -> (pair: Int32, isNew: Bool) {
        let colors = Colors(foreground: foreground, background: background)
        if foreground == -1 && background == -1 { return (0, false) }
        if let pair = pairs[colors] { return (pair, false) }
        guard pairs.count + 1 < capacity else { return (0, false) }
        let pair = Int32(pairs.count + 1)
        pairs[colors] = pair
        return (pair, true)
    }

    /// How many pairs are in use.
    var count: Int { pairs.count }
}
