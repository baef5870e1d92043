import Foundation
import PaywallModel

/// Loads offerings from where they are published. Over HTTP it sends the last ETag back with
/// `If-None-Match`, keeps the last good document in the state directory, and when the server cannot be
/// reached, answers with an error status or sends a document that does not read, uses the cached one and
/// says so.
public struct OfferingsLoader: Sendable {
    /// Where the HTTP cache lives (`STATE/offerings-cache`); `nil` keeps nothing.
    public var stateDirectory: URL?
    /// Seconds to wait for a server.
    public var timeout: TimeInterval

    /// Creates a loader.
    public init(stateDirectory: URL?, timeout: TimeInterval = 10) {
        self.stateDirectory = stateDirectory
        self.timeout = timeout
    }

    /// Loads the document at `source`; with `cachedOnly`, an address is not asked at all and its cached copy is
    /// used (the fetch was cancelled). With `shown`, a file or an address is read for one paywall only (see
    /// `OfferingsDocument.decode`); a folder's documents are read whole, to be merged.
    public func load(_ source: OfferingsSource, cachedOnly: Bool = false,
                     onlyPaywallOf shown: ((OfferingsDocument) -> String?)? = nil) throws(DocumentError) -> LoadedOfferings {
        switch source {
        case .file(let url):
            return LoadedOfferings(document: try OfferingsDocument.load(contentsOf: url, onlyPaywallOf: shown), origin: .local(count: 1))
        case .directory(let url):
            let (document, count) = try DirectorySource.load(url)
            return LoadedOfferings(document: document, origin: .local(count: count))
        case .http(let url):
            return try fetch(url, cachedOnly: cachedOnly, onlyPaywallOf: shown)
        }
    }

    /// Whether an address has a copy kept from an earlier fetch (what Esc falls back to while it is fetched).
    public func hasCachedCopy(of url: URL) -> Bool {
        stateDirectory.map(HTTPCache.init)?.hasEntry(for: url) ?? false
    }

    private func fetch(_ url: URL, cachedOnly: Bool, onlyPaywallOf shown: ((OfferingsDocument) -> String?)?) throws(DocumentError) -> LoadedOfferings {
        let cache = stateDirectory.map(HTTPCache.init)
        let cached = cache?.entry(for: url)
        // Problems name the address as shown, without credentials or query.
        let source = OfferingsSource.shownAddress(url.absoluteString)
        func fallBack(_ reason: String) throws(DocumentError) -> LoadedOfferings {
            guard let cached else {
                throw DocumentError(DocumentIssue(severity: .error, source: source, message: "\(reason), and there is no cached copy"))
            }
            return LoadedOfferings(document: try OfferingsDocument.decode(cached.body, source: source, onlyPaywallOf: shown), origin: .cacheAfterFailure(reason: reason))
        }
        if cachedOnly { return try fallBack("the fetch was cancelled") }
        let answer: HTTPAnswer
        do {
            answer = try HTTPFetcher(timeout: timeout).get(url, ifNoneMatch: cached?.etag)
        } catch {
            return try fallBack("cannot reach the server (\(error.localizedDescription))")
        }
        switch answer.status {
        case 304:
            guard let cached else { return try fallBack("the server answered 304 Not Modified to a request without an ETag") }
            return LoadedOfferings(document: try OfferingsDocument.decode(cached.body, source: source, onlyPaywallOf: shown), origin: .notModified)
        case 200..<300:
            let document: OfferingsDocument
            do {
                document = try OfferingsDocument.decode(answer.body, source: source, onlyPaywallOf: shown)
            } catch {
                return try fallBack("the server sent a document that does not read (\(error.issue))")
            }
            do {
                try cache?.store(answer.body, etag: answer.etag, for: url)
            } catch {
                // The cache's own error names its path in words ("... is a file, not a directory").
                return LoadedOfferings(document: document, origin: .network, cacheProblem: "\(error)")
            }
            return LoadedOfferings(document: document, origin: .network)
        default:
            return try fallBack("the server answered with status \(answer.status)")
        }
    }
}
