import Foundation
import PurchaseFlow

/// A request's method and path under `/inApps/`, matched against patterns whose `*` is one path segment.
struct Route {
    let method: String
    let segments: [String]

    init(_ request: ServerRequest) {
        method = request.method
        let all = request.pathSegments
        segments = all.first == "inApps" ? Array(all.dropFirst()) : []
    }

    /// The segment in place of the pattern's `*` when the method and path match it.
    func match(_ method: String, _ pattern: String) -> String? {
        let parts = pattern.split(separator: "/").map(String.init)
        guard method == self.method, parts.count == segments.count else { return nil }
        var wildcard: String?
        for (part, segment) in zip(parts, segments) {
            if part == "*" { wildcard = segment } else if part != segment { return nil }
        }
        return wildcard
    }
}
