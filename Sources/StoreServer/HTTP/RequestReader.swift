import Foundation

/// Reads requests: the request line, the headers, and a body of `Content-Length` bytes.
enum RequestReader {
    /// The most header bytes read before the request is refused.
    static let maximumHeaderBytes = 32 * 1_024
    /// The most body bytes read before the request is refused.
    static let maximumBodyBytes = 1_024 * 1_024

    /// Parses the head (everything before the blank line) into a request without its body; returns the
    /// body length the headers announce.
    static func parseHead(_ head: Data) throws -> (request: ServerRequest, contentLength: Int) {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else {
            throw RequestReadError(status: 400, reason: "The request line is not METHOD TARGET HTTP/1.x.")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else {
                throw RequestReadError(status: 400, reason: "A header line has no colon.")
            }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if headers["transfer-encoding"] != nil {
            throw RequestReadError(status: 400, reason: "Chunked bodies are not read; send Content-Length.")
        }
        let length = Int(headers["content-length"] ?? "0") ?? -1
        guard length >= 0 else { throw RequestReadError(status: 400, reason: "Content-Length is not a number.") }
        guard length <= maximumBodyBytes else { throw RequestReadError(status: 413, reason: "The body is larger than 1 MiB.") }
        let target = String(parts[1])
        let (path, query) = split(target)
        return (ServerRequest(method: String(parts[0]), path: path, query: query, headers: headers), length)
    }

    /// Splits a request target into its decoded path and query pairs.
    static func split(_ target: String) -> (String, [(name: String, value: String)]) {
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = decode(String(pieces[0]), plusIsSpace: false)
        guard pieces.count == 2 else { return (path, []) }
        let pairs = pieces[1].split(separator: "&").map { pair -> (name: String, value: String) in
            let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (decode(String(nameAndValue[0]), plusIsSpace: true),
                    nameAndValue.count == 2 ? decode(String(nameAndValue[1]), plusIsSpace: true) : "")
        }
        return (path, pairs)
    }

    private static func decode(_ text: String, plusIsSpace: Bool) -> String {
        let spaced = plusIsSpace ? text.replacingOccurrences(of: "+", with: " ") : text
        return spaced.removingPercentEncoding ?? spaced
    }
}
