import Foundation

/// Which members' values a parse checks but leaves off the tape until a reader asks for them: the values of the
/// members named one of `names` in objects at nesting `depth` (the root object is at depth 1).
///
/// A document read for one part (the paywall of one offering) skips over the rest at the cost of checking its
/// syntax, and never holds it: a deferred object or array is one `.deferred` entry, parsed again when read.
struct JSONDeferral: Sendable {
    /// The nesting depth of the objects whose members are deferred.
    let depth: Int
    /// The names of the deferred members, as UTF-8.
    let names: [[UInt8]]

    init(depth: Int, names: [String]) {
        self.depth = depth
        self.names = names.map { Array($0.utf8) }
    }

    /// Whether the member name written at `key` (a `.key` entry) is one of `names`; a name with escapes never is.
    func defers(nameAt key: JSONTape.Entry, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !key.isEscaped else { return false }
        return names.contains { name in name.withUnsafeBufferPointer { key.hasUnescapedName($0, in: UnsafeRawPointer(bytes.baseAddress!)) } }
    }
}
