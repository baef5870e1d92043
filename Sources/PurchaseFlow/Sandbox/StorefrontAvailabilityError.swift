import Foundation
import PaywallModel

/// A storefront sidecar that cannot be used, with its file and the place of the problem.
public struct StorefrontAvailabilityError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public let file: String
    /// The JSON path and position, or the line and column of broken JSON.
    public let place: String?
    /// What was expected.
    public let message: String

    public var description: String {
        [file, place, message].compactMap { $0 }.joined(separator: ": ")
    }
}
