import Foundation

/// A small HTTP/1.1 server on POSIX sockets: one request per connection, each handled on its own thread.
///
/// It listens on an IPv4 address (loopback unless told otherwise), reads a request with a
/// `Content-Length` body, asks the handler for the response, writes it and closes the connection.
public final class HTTPServer: @unchecked Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (ServerRequest) -> ServerResponse

    /// The address listened on.
    public let address: String
    /// The port listened on (the one the system chose when 0 was asked for).
    public let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var isStopped = false

    /// Binds and listens on `address:port` (port 0 picks a free one); throws when the address is not IPv4
    /// or the port is taken.
    public init(address: String, port: UInt16, handler: @escaping Handler) throws {
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = port.bigEndian
        guard inet_pton(AF_INET, address, &socketAddress.sin_addr) == 1 else {
            throw HTTPServerError("'\(address)' is not an IPv4 address such as 127.0.0.1.")
        }
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw HTTPServerError("A socket cannot be opened: \(String(cString: strerror(errno))).") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw HTTPServerError("Cannot listen on \(address):\(port): \(reason).")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.address = address
        self.port = UInt16(bigEndian: actual.sin_port)
        self.listener = descriptor
        self.handler = handler
    }

    /// Accepts connections until `stop`, handling each on its own thread; returns once stopped.
    public func run() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR, !stopped { continue }
                break
            }
            Thread.detachNewThread { [self] in serve(connection) }
        }
        close(listener)
    }

    /// Stops accepting; `run` returns.
    public func stop() {
        lock.withLock { isStopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private var stopped: Bool { lock.withLock { isStopped } }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let response: ServerResponse
        do {
            response = handler(try read(connection))
        } catch let error as RequestReadError {
            response = ServerResponse(status: error.status, body: Data(error.reason.utf8), contentType: "text/plain")
        } catch {
            return
        }
        let bytes = response.serialized()
        var sent = 0
        bytes.withUnsafeBytes { buffer in
            while sent < buffer.count {
                let written = send(connection, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
                if written <= 0 { return }
                sent += written
            }
        }
    }

    private func read(_ connection: Int32) throws -> ServerRequest {
        var received = Data()
        let separator = Data("\r\n\r\n".utf8)
        var buffer = [UInt8](repeating: 0, count: 16 * 1_024)
        while received.range(of: separator) == nil {
            guard received.count <= RequestReader.maximumHeaderBytes else {
                throw RequestReadError(status: 413, reason: "The request headers are larger than 32 KiB.")
            }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { throw HTTPServerError("the connection closed before a whole request arrived") }
            received.append(contentsOf: buffer[0..<count])
        }
        let headEnd = received.range(of: separator)!
        var (request, length) = try RequestReader.parseHead(received[received.startIndex..<headEnd.lowerBound])
        var body = Data(received[headEnd.upperBound...])
        while body.count < length {
            let count = recv(connection, &buffer, min(buffer.count, length - body.count), 0)
            guard count > 0 else { throw HTTPServerError("the connection closed before the whole body arrived") }
            body.append(contentsOf: buffer[0..<count])
        }
        request.body = body.prefix(length)
        return request
    }
}
