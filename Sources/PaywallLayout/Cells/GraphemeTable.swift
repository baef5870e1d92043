import Synchronization

/// The graphemes of more than one Unicode scalar that cells show (letters with combining marks, emoji sequences,
/// flags, keycaps), each kept once for the whole process and known by its number, so that a `Cell` holds no
/// `String`.
///
/// Graphemes are told apart by their exact scalars (not by canonical equivalence, as `String` compares), so a
/// cell gives back exactly what was written. The table only grows: it holds each distinct grapheme of several
/// scalars drawn since the process started.
final class GraphemeTable: Sendable {
    /// The process's table.
    static let shared = GraphemeTable()

    private struct Entries {
        var graphemes: [String] = []
        var numbers: [[UInt8]: UInt32] = [:]
    }

    private let entries = Mutex(Entries())

    /// The number of a grapheme, given one when it is new.
    func number(of grapheme: Character) -> UInt32 {
        let text = String(grapheme)
        let key = Array(text.utf8)
        return entries.withLock { entries in
            if let number = entries.numbers[key] { return number }
            let number = UInt32(entries.graphemes.count)
            precondition(number < Cell.clusterFlag, "more graphemes than a cell can number")
            entries.graphemes.append(text)
            entries.numbers[key] = number
            return number
        }
    }

    /// The grapheme with a number given by `number(of:)`.
    func grapheme(_ number: UInt32) -> String {
        entries.withLock { $0.graphemes[Int(number)] }
    }
}
