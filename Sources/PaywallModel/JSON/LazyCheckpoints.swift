import Foundation

/// A document's checkpoint positions (see `JSONDocument.position(ofOffset:)`), found on first use and then kept;
/// safe to share between threads.
final class LazyCheckpoints: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var found: [SourcePosition]?

    /// The checkpoints, made by `find` the first time.
    func positions(_ find: () -> [SourcePosition]) -> [SourcePosition] {
        lock.withLock {
            if let found { return found }
            let positions = find()
            found = positions
            return positions
        }
    }
}
