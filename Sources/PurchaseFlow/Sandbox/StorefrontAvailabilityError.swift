import Foundation
import PaywallModel

/// A storefront sidecar that cannot be used, with its file and the place of the problem.
public struct StorefrontAvailabilityError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public let file: String
    /// The JSON path of the value, when the JSON could be read.
    public let path: String?
    /// The line and column of the value, or of broken JSON.
    public let position: SourcePosition?
    /// What was expected.
    public let message: String

    /// `FILE: PATH (line L, column C): MESSAGE`, or `FILE: line L, column C: MESSAGE` for broken JSON.
    public var description: String {
        let at = position.map { "line \($0.line), column \($0.column)" }
        let place = path.map { path in at.map { "\(path) (\($0))" } ?? path } ?? at
        return [file, place, message].compactMap { $0 }.joined(separator: ": ")
    }

    /// The problem as a catalog check reports it.
    public var problem: CatalogProblem {
        CatalogProblem(file: file, path: path ?? "$", position: position, message: message)
    }
}
