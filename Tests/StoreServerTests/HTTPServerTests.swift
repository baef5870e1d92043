import Foundation
import Testing
@testable import StoreServer

@Suite("The HTTP/1.1 server on loopback sockets")
struct HTTPServerTests {
    /// Sends raw bytes to the server and returns everything it answers before closing the connection.
    private func exchange(_ request: String, port: UInt16) throws -> String {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        _ = Array(request.utf8).withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
        var answer = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            answer += buffer[0..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }

    @Test func answersARequestWithItsQueryAndBodyAndRefusesBrokenOnes() throws {
        let server = try HTTPServer(address: "127.0.0.1", port: 0) { request in
            let summary = "\(request.method) \(request.path) \(request.queryValues("productId").joined(separator: ",")) "
                + String(decoding: request.body, as: UTF8.self)
            return ServerResponse(status: 200, body: Data(summary.utf8), contentType: "text/plain")
        }
        #expect(server.port != 0, "port 0 picks a free port")
        let thread = Thread { server.run() }
        thread.start()
        defer { server.stop() }

        let answer = try exchange("PUT /inApps/v1/a%20b?productId=x&productId=y+z HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nhello",
                                  port: server.port)
        #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(answer.contains("Content-Length: 30\r\n") && answer.contains("Connection: close\r\n"))
        #expect(answer.hasSuffix("\r\n\r\nPUT /inApps/v1/a b x,y z hello"))

        #expect(try exchange("NONSENSE\r\n\r\n", port: server.port).hasPrefix("HTTP/1.1 400 "))
        #expect(try exchange("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", port: server.port).hasPrefix("HTTP/1.1 400 "))
        #expect(try exchange("POST / HTTP/1.1\r\nContent-Length: 99999999\r\n\r\n", port: server.port).hasPrefix("HTTP/1.1 413 "))
    }

    @Test func refusesAnAddressThatIsNotIPv4() {
        #expect(throws: HTTPServerError.self) { try HTTPServer(address: "localhost", port: 0) { _ in ServerResponse(status: 200) } }
    }
}
