/// Where a loaded document came from.
public enum OfferingsOrigin: Sendable, Hashable {
    /// Read from a file or directory (`count` documents).
    case local(count: Int)
    /// Fetched fresh from the server.
    case network
    /// The server said it has not changed (304); the cached copy was used.
    case notModified
    /// The server could not be used; the last good copy from the cache was used instead.
    case cacheAfterFailure(reason: String)
}
