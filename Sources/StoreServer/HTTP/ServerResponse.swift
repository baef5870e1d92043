import Foundation

/// One HTTP response the server writes.
public struct ServerResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The body.
    public var body: Data
    /// The body's media type.
    public var contentType: String
    /// Extra headers.
    public var headers: [(String, String)]

    /// Creates a response.
    public init(status: Int, body: Data = Data(), contentType: String = "application/json", headers: [(String, String)] = []) {
        self.status = status
        self.body = body
        self.contentType = contentType
        self.headers = headers
    }

    /// A JSON response of an encodable value.
    public static func json<Body: Encodable>(_ value: Body, status: Int = 200) -> ServerResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The bodies are plain structs of strings, numbers and arrays: encoding them cannot fail.
        return ServerResponse(status: status, body: (try? encoder.encode(value)) ?? Data("{}".utf8))
    }

    /// The bytes on the wire: status line, headers (the connection closes after it) and body.
    func serialized() -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        if !body.isEmpty || status != 204 {
            head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
        }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Connection: close\r\n\r\n"
        return Data(head.utf8) + body
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 202: "Accepted"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 413: "Payload Too Large"
        case 429: "Too Many Requests"
        default: status < 500 ? "Error" : "Internal Server Error"
        }
    }
}
