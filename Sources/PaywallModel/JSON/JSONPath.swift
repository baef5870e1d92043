import Foundation

/// Where a value sits in a JSON document, written as `$.products[2].displayPrice`.
///
/// Paths share their parents, so descending into a value costs one small allocation.
public final class JSONPath: Sendable, CustomStringConvertible {
    /// One step of a path.
    public enum Step: Sendable, Hashable {
        /// An object member.
        case key(String)
        /// An array element.
        case index(Int)
    }

    /// The path of the parent value; `nil` for the root.
    public let parent: JSONPath?
    /// The last step; `nil` for the root.
    public let step: Step?

    /// The root of a document, `$`.
    public static let root = JSONPath(parent: nil, step: nil)

    private init(parent: JSONPath?, step: Step?) {
        self.parent = parent
        self.step = step
    }

    /// The path of a member of the object at this path.
    public func appending(key: String) -> JSONPath { JSONPath(parent: self, step: .key(key)) }

    /// The path of an element of the array at this path.
    public func appending(index: Int) -> JSONPath { JSONPath(parent: self, step: .index(index)) }

    /// The path as text: `$`, `$.products[0].productID`, `$["odd key"]`.
    public var description: String {
        var steps: [Step] = []
        var current: JSONPath? = self
        while let path = current, let step = path.step {
            steps.append(step)
            current = path.parent
        }
        var text = "$"
        for step in steps.reversed() {
            switch step {
            case .index(let index): text += "[\(index)]"
            case .key(let key) where JSONPath.isPlainKey(key): text += ".\(key)"
            case .key(let key): text += "[\"\(key.replacingOccurrences(of: "\"", with: "\\\""))\"]"
            }
        }
        return text
    }

    private static func isPlainKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }
}
