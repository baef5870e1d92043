import Dispatch

extension Array where Element: Sendable {
    /// The elements mapped on every processor at once, in their order.
    ///
    /// For work that is costly per element and independent, such as checking the signature of every ledger row.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            nonisolated(unsafe) let results = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (results + index).initialize(to: transform(self[index]))
            }
            initialized = count
        }
    }
}
