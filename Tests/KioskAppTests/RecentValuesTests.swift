import Synchronization
import Testing
@testable import KioskApp

/// `RecentValues` gives back a value for a key equal to the one it was made from, and keeps the key asked with.
@Suite("Values kept for recent inputs")
struct RecentValuesTests {
    /// Counts the comparisons of probes whose storage differs (those that compare element by element).
    final class Comparisons: Sendable {
        let slow = Mutex(0)
    }

    /// Stands for storage an array or dictionary shares with its copies.
    final class Storage: Sendable {}

    /// A key equal to another of the same number, compared at once when both share their storage.
    struct Probe: Equatable, Sendable {
        let number: Int
        let storage: Storage
        let comparisons: Comparisons

        static func == (lhs: Probe, rhs: Probe) -> Bool {
            if lhs.storage !== rhs.storage { lhs.comparisons.slow.withLock { $0 += 1 } }
            return lhs.number == rhs.number
        }
    }

    @Test func aValueIsGivenBackForAnEqualKeyAndTheKeyAskedWithIsKept() {
        let values = RecentValues<Probe, String>(capacity: 2)
        let comparisons = Comparisons()
        let (first, later) = (Storage(), Storage())
        var made = 0
        func value(_ number: Int, _ storage: Storage) -> String {
            values.value(for: Probe(number: number, storage: storage, comparisons: comparisons)) { made += 1; return "value \(number)" }
        }
        #expect(value(1, first) == "value 1")
        #expect(value(1, later) == "value 1", "an equal key made anew finds the value")
        #expect(made == 1)
        #expect(comparisons.slow.withLock { $0 } == 1)
        #expect(value(1, later) == "value 1")
        #expect(comparisons.slow.withLock { $0 } == 1, "the key kept is the one last asked with, so the same storage compares at once")
        #expect(value(2, later) == "value 2")
        #expect(made == 2)
    }
}
