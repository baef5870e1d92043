import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 (a free port) for tests, written on plain sockets: one request per
/// connection, answered by a handler, every request recorded.
public final class LocalHTTPServer: @unchecked Sendable {
    /// A request as received.
    public struct Request: Sendable {
        /// The method, such as GET.
        public var method: String
        /// The path and query.
        public var path: String
        /// The headers, by lowercased name.
        public var headers: [String: String]
        /// The body (as long as its Content-Length says).
        public var body = Data()
    }

    /// An answer to send.
    public struct Response: Sendable {
        /// The status code.
        public var status: Int
        /// Extra headers.
        public var headers: [String: String]
        /// The body.
        public var body: Data

        /// Creates an answer.
        public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
            self.status = status
            self.headers = headers
            self.body = body
        }
    }

    private let listener: Int32
    private let handler: @Sendable (Request) -> Response
    private let lock = NSLock()
    private var received: [Request] = []
    private var isStopped = false
    /// The port it listens on.
    public let port: UInt16

    /// Starts listening and answering on a background thread.
    public init(handler: @escaping @Sendable (Request) -> Response) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        self.handler = handler
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// The address of a path on this server.
    public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// Every request received so far.
    public var requests: [Request] { lock.withLock { received } }

    /// Stops listening; later connections are refused.
    ///
    /// Only shuts the socket down: the accept thread closes it when it sees that, so its descriptor number
    /// cannot be reused by another server while this one's thread might still accept on it.
    public func stop() {
        lock.withLock { isStopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
    }

    deinit {
        if !lock.withLock({ isStopped }) { stop() }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                close(listener)
                return
            }
            serve(connection)
            close(connection)
        }
    }

    private func serve(_ connection: Int32) {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.range(of: Data("\r\n\r\n".utf8)) == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return }
            data.append(contentsOf: buffer[0..<count])
        }
        let head = String(decoding: data, as: UTF8.self).components(separatedBy: "\r\n\r\n")[0]
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = data[(data.range(of: Data("\r\n\r\n".utf8))?.upperBound ?? data.endIndex)...]
        while body.count < Int(headers["content-length"] ?? "") ?? 0 {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return }
            body.append(contentsOf: buffer[0..<count])
        }
        let request = Request(method: requestLine.first.map(String.init) ?? "", path: requestLine.dropFirst().first.map(String.init) ?? "",
                              headers: headers, body: Data(body))
        lock.withLock { received.append(request) }
        let response = handler(request)
        var text = "HTTP/1.1 \(response.status) Status\r\nContent-Length: \(response.body.count)\r\nConnection: close\r\n"
        for (name, value) in response.headers { text += "\(name): \(value)\r\n" }
        var bytes = Array((text + "\r\n").utf8) + Array(response.body)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeMutableBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return }
            sent += count
        }
    }
}
