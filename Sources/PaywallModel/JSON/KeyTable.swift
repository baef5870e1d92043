import Foundation

/// An open-addressing table of the member names seen so far, found by their bytes in the document.
struct KeyTable {
    static let capacity = 512
    /// Made on the first name, so a parser that only decodes one string allocates nothing.
    private var slots: [(hash: UInt64, name: UnsafeBufferPointer<UInt8>, id: Int)?] = []
    private var count = 0

    /// The number of the name with these bytes, if seen before.
    func find(_ name: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        guard !slots.isEmpty else { return nil }
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while let entry = slots[slot] {
            if entry.hash == hash, entry.name.count == name.count,
               name.isEmpty || memcmp(entry.name.baseAddress!, name.baseAddress!, name.count) == 0 {
                return entry.id
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Remembers a name (its bytes stay in the document) under the number `id`, unless the table is full.
    mutating func insert(_ id: Int, bytes name: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Bool {
        guard count < KeyTable.capacity else { return false }
        if slots.isEmpty { slots = Array(repeating: nil, count: KeyTable.capacity * 2) }
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] != nil { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = (hash, name, id)
        count += 1
        return true
    }
}
