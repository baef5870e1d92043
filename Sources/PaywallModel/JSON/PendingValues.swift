/// A growable stack that hands out its top elements as an exactly sized array by moving them, without
/// copying or reference counting: the parser collects an object's members here while reading it.
final class PendingValues<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    /// Pushes an element.
    func append(_ element: Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// Removes the elements from `base` up and returns them in order.
    func take(from base: Int) -> [Element] {
        let taken = count - base
        let result = [Element](unsafeUninitializedCapacity: taken) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: storage + base, count: taken)
            initialized = taken
        }
        count = base
        return result
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }
}
