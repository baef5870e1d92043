import Synchronization

/// Texts wrapped before, by their exact text, width and line limit, kept for the whole process: views are made
/// anew for every frame and measured at several widths, and the same texts come back frame after frame. A wrap
/// depends on nothing else, so a kept one is always right. Emptied whenever it holds `capacity` wraps.
final class WrapCache: Sendable {
    /// The process's cache.
    static let shared = WrapCache(capacity: 4096)

    private struct Key: Hashable {
        let text: ExactText
        let width: Int
        let limit: Int
    }

    /// A text's lines at a width, with the columns each takes.
    struct Wrap {
        let lines: [String]
        let widths: [Int]
    }

    private let capacity: Int
    private let wraps = Mutex<[Key: Wrap]>([:])

    /// Keeps up to `capacity` wraps.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// `TextWrapping.wrap(text, width: width, maxLines: limit)`, wrapped once.
    func lines(of text: String, width: Int, limit: Int) -> [String] {
        wrap(of: text, width: width, limit: limit).lines
    }

    /// The lines of `lines(of:width:limit:)` with their display widths, both worked out once.
    func wrap(of text: String, width: Int, limit: Int) -> Wrap {
        let key = Key(text: ExactText(text: text), width: width, limit: limit)
        if let kept = wraps.withLock({ $0[key] }) { return kept }
        let lines = TextWrapping.wrap(text, width: width, maxLines: limit)
        let wrap = Wrap(lines: lines, widths: lines.map(DisplayWidth.of))
        wraps.withLock { wraps in
            if wraps.count >= capacity { wraps.removeAll(keepingCapacity: true) }
            wraps[key] = wrap
        }
        return wrap
    }
}
