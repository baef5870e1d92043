import Foundation

/// The result of a text block's last wrap, keyed by the text, the width and the line limit.
final class WrapMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var key: (text: String, width: Int, limit: Int)?
    private var lines: [String] = []

    /// The lines wrapped last time, when the text, width and limit are the same.
    func lines(text: String, width: Int, limit: Int) -> [String]? {
        lock.withLock {
            guard let key, key.width == width, key.limit == limit, key.text == text else { return nil }
            return lines
        }
    }

    /// Remembers a wrap.
    func store(_ lines: [String], text: String, width: Int, limit: Int) {
        lock.withLock {
            key = (text, width, limit)
            self.lines = lines
        }
    }
}
