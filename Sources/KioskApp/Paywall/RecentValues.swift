import Synchronization

/// The values last made from a few inputs, kept for the whole process, so that work asked for again with equal
/// inputs is done once (the view and the next key's update make the same paywall scene).
///
/// A value is only ever given back for a key equal to the one it was made from, so the value must be made from
/// the key alone, or from the key and what the caller checks before taking it (`value(for:keptIf:orMake:)`).
final class RecentValues<Key: Equatable & Sendable, Value: Sendable>: Sendable {
    /// How many values are kept; the least recently used goes first.
    let capacity: Int
    private let entries = Mutex<[(key: Key, value: Value)]>([])

    /// Keeps up to `capacity` values.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value kept for a key equal to `key`, else the one `make` makes (then kept).
    func value(for key: Key, orMake make: () -> Value) -> Value {
        value(for: key, keptIf: { _ in true }, orMake: make)
    }

    /// A value kept for a key equal to `key` that `holds` accepts, else the one `make` makes (then kept beside
    /// the others): for values that also depend on something checked after the key is found (a carousel's
    /// pages turning with the clock each keep their own). `holds` runs while the values are locked, so it must
    /// not ask this cache for a value.
    func value(for key: Key, keptIf holds: (Value) -> Bool, orMake make: () -> Value) -> Value {
        let kept = entries.withLock { entries -> Value? in
            guard let index = entries.firstIndex(where: { $0.key == key && holds($0.value) }) else { return nil }
            let value = entries.remove(at: index).value
            // The key asked with is kept in place of the equal one: the next ask, made from the same state, shares
            // its arrays and dictionaries, which then compare at once instead of element by element (a store read
            // makes equal ones anew every second).
            entries.insert((key, value), at: 0)
            return value
        }
        if let kept { return kept }
        let made = make()
        entries.withLock { entries in
            entries.insert((key, made), at: 0)
            if entries.count > capacity { entries.removeLast(entries.count - capacity) }
        }
        return made
    }
}
