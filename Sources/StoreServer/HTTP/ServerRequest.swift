import Foundation

/// One HTTP/1.1 request as the server read it.
public struct ServerRequest: Sendable {
    /// The method (`GET`, `PUT`, `POST`).
    public var method: String
    /// The path without the query, percent-decoded.
    public var path: String
    /// The query's name and value pairs in order, percent-decoded (a name may repeat).
    public var query: [(name: String, value: String)]
    /// The headers, by lowercased name.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// Creates a request.
    public init(method: String, path: String, query: [(name: String, value: String)] = [], headers: [String: String] = [:], body: Data = Data()) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// Every value of a query parameter, in order.
    public func queryValues(_ name: String) -> [String] {
        query.filter { $0.name == name }.map(\.value)
    }

    /// The path's segments (`/inApps/v1/transactions/7` gives `inApps`, `v1`, `transactions`, `7`).
    public var pathSegments: [String] {
        path.split(separator: "/").map(String.init)
    }
}
