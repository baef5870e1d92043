import Foundation
import PaywallModel
import HTTPTransport

/// Fetches one offerings address, synchronously, with no caching of its own (ours is `HTTPCache`).
struct HTTPFetcher: Sendable {
    var timeout: TimeInterval

    /// GETs `url`, sending `If-None-Match` when an ETag is given; throws when the server cannot be reached.
    func get(_ url: URL, ifNoneMatch etag: String?) throws -> HTTPAnswer {
        var headers = ["Accept": "application/json"]
        if let etag { headers["If-None-Match"] = etag }
        let response = try HTTPClient(timeout: timeout, maxBodyBytes: InputLimits.documentBytes).get(url, headers: headers)
        return HTTPAnswer(status: response.status, etag: response.header("ETag"), body: response.body)
    }
}
