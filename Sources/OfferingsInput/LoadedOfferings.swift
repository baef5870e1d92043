import Foundation
import PaywallModel
import TerminalSafety

/// A loaded document, with where it came from.
public struct LoadedOfferings: Sendable, Hashable {
    /// The document (for a directory, the merge of its documents).
    public var document: OfferingsDocument
    /// Where it came from.
    public var origin: OfferingsOrigin
    /// Why a document fetched over http(s) could not be kept in the HTTP cache (the state directory is a file, or
    /// cannot be written), when it could not.
    public var cacheProblem: String?

    /// Creates a loaded document.
    public init(document: OfferingsDocument, origin: OfferingsOrigin, cacheProblem: String? = nil) {
        self.document = document
        self.origin = origin
        self.cacheProblem = cacheProblem
    }

    /// What people are told about where the document came from, each a line safe to print: that it is stale,
    /// and that the HTTP cache is not used and why.
    public var notes: [String] {
        [staleness, cacheProblem.map { "the HTTP cache is not used: \(SafeText.line($0))" }].compactMap { $0 }
    }

    /// A sentence for people when the document is not fresh, such as "using the cached copy: ...".
    public var staleness: String? {
        if case .cacheAfterFailure(let reason) = origin { return "\(reason); using the cached copy from the last successful fetch" }
        return nil
    }
}
