import Synchronization

/// A document's checkpoint positions (see `JSONDocument.position(ofOffset:)`), found on first use and then kept;
/// safe to share between threads.
final class LazyCheckpoints: Sendable {
    private let found = Mutex<[SourcePosition]?>(nil)

    /// The checkpoints, made by `find` the first time.
    func positions(_ find: () -> [SourcePosition]) -> [SourcePosition] {
        found.withLock { found in
            if let found { return found }
            let positions = find()
            found = positions
            return positions
        }
    }
}
