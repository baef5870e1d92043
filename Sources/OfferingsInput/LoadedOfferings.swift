import Foundation
import PaywallModel

/// A loaded document, with where it came from.
public struct LoadedOfferings: Sendable, Hashable {
    /// The document (for a directory, the merge of its documents).
    public var document: OfferingsDocument
    /// Where it came from.
    public var origin: OfferingsOrigin

    /// Creates a loaded document.
    public init(document: OfferingsDocument, origin: OfferingsOrigin) {
        self.document = document
        self.origin = origin
    }

    /// A sentence for people when the document is not fresh, such as "using the cached copy: ...".
    public var staleness: String? {
        if case .cacheAfterFailure(let reason) = origin { return "\(reason); using the cached copy from the last successful fetch" }
        return nil
    }
}
