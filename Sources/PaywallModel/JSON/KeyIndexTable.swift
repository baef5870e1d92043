import Foundation

/// An open-addressing table of the member names of one object, as tape indexes, for finding repeated keys
/// (4 bytes a slot, so an object of a million members costs 8 MB while it is checked).
struct KeyIndexTable {
    /// A name's tape index plus one; 0 is an empty slot.
    private var slots: [UInt32]

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
    }

    /// The first name inserted with this hash for which `isSame` holds.
    func find(hash: UInt64, where isSame: (Int) throws -> Bool) rethrows -> Int? {
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] != 0 {
            if try isSame(Int(slots[slot]) - 1) { return Int(slots[slot]) - 1 }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    mutating func insert(_ key: Int, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = UInt32(key + 1)
    }
}
