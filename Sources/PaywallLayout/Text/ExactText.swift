import Foundation

/// A text compared and hashed by its exact UTF-8 bytes, not by Swift's canonical equivalence: for caches of what
/// is drawn, where `é` written as one scalar and as `e` with a combining accent must stay apart (a cell keeps
/// the scalars it was given).
struct ExactText: Hashable, Sendable {
    /// The text.
    let text: String

    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        guard lhs.text.utf8.count == rhs.text.utf8.count else { return false }
        var left = lhs.text, right = rhs.text
        return left.withUTF8 { left in
            right.withUTF8 { right in left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text.utf8.count)
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
