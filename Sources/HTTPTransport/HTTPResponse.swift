import Foundation

/// One HTTP answer: the final status, headers and body after any redirects.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code, such as 200 or 304.
    public var status: Int
    /// The headers of the final response, by lowercased name.
    public var headers: [String: String]
    /// The body as received.
    public var body: Data

    /// Creates an answer.
    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }

    /// The value of a header, whatever the case of `name`.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
