import Foundation
import HTTPTransport
import Testing
import TestSupport

@Suite("HTTP client over the system's libcurl")
struct HTTPClientTests {
    @Test func sendsHeadersAndReadsStatusHeadersAndBody() throws {
        let server = try LocalHTTPServer { request in
            .init(status: 200, headers: ["ETag": "\"v7\"", "X-Path": request.path], body: Data("hello \(request.headers["accept"] ?? "-")".utf8))
        }
        let response = try HTTPClient(timeout: 5).get(server.url("/a?b=1"), headers: ["Accept": "application/json"])
        #expect(response.status == 200)
        #expect(response.header("etag") == "\"v7\"" && response.header("ETag") == "\"v7\"")
        #expect(response.header("x-path") == "/a?b=1")
        #expect(String(decoding: response.body, as: UTF8.self) == "hello application/json")
    }

    @Test func anETagRoundTripEndsInNotModified() throws {
        let server = try LocalHTTPServer { request in
            request.headers["if-none-match"] == "\"v1\"" ? .init(status: 304) : .init(status: 200, headers: ["ETag": "\"v1\""], body: Data("{}".utf8))
        }
        let client = HTTPClient(timeout: 5)
        let first = try client.get(server.url("/o.json"))
        let etag = try #require(first.header("ETag"))
        let second = try client.get(server.url("/o.json"), headers: ["If-None-Match": etag])
        #expect(first.status == 200 && first.body == Data("{}".utf8))
        #expect(second.status == 304 && second.body.isEmpty)
        #expect(server.requests.map { $0.headers["if-none-match"] } == [nil, "\"v1\""])
    }

    @Test func followsRedirectsAndReportsTheFinalAnswersHeaders() throws {
        let server = try LocalHTTPServer { request in
            request.path == "/old" ? .init(status: 302, headers: ["Location": "/new", "ETag": "\"old\""]) : .init(status: 200, body: Data("moved".utf8))
        }
        let response = try HTTPClient(timeout: 5).get(server.url("/old"))
        #expect(response.status == 200 && String(decoding: response.body, as: UTF8.self) == "moved")
        #expect(response.header("ETag") == nil)
        #expect(server.requests.map(\.path) == ["/old", "/new"])
    }

    @Test func stopsAfterTheRedirectLimit() throws {
        let server = try LocalHTTPServer { _ in .init(status: 302, headers: ["Location": "/again"]) }
        let error = #expect(throws: HTTPClientError.self) { try HTTPClient(timeout: 5, maxRedirects: 2).get(server.url("/start")) }
        #expect(error?.message.hasPrefix("GET \(server.url("/start").absoluteString) failed: ") == true)
        #expect(server.requests.count == 3)
    }

    @Test func aServerThatIsGoneIsAnErrorNamingTheAddress() throws {
        let server = try LocalHTTPServer { _ in .init(status: 200) }
        let url = server.url("/gone")
        server.stop()
        let error = #expect(throws: HTTPClientError.self) { try HTTPClient(timeout: 5).get(url) }
        #expect(error?.localizedDescription.contains(url.absoluteString) == true)
    }

    @Test func onlyHTTPAndHTTPSAreFetched() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("secret.txt")
        try Data("secret".utf8).write(to: file)
        #expect(throws: HTTPClientError.self) { try HTTPClient(timeout: 5).get(file) }
    }

    @Test func asyncCallersGetTheSameAnswer() async throws {
        let server = try LocalHTTPServer { _ in .init(status: 404, body: Data("no".utf8)) }
        let response = try await HTTPClient(timeout: 5).get(server.url("/missing"))
        #expect(response.status == 404 && response.body == Data("no".utf8))
    }
}

@Suite("HTTP client limits")
struct HTTPClientLimitTests {
    @Test func aBodyLargerThanTheLimitIsRefused() throws {
        let server = try LocalHTTPServer { _ in .init(status: 200, body: Data(repeating: UInt8(ascii: "x"), count: 300_000)) }
        defer { server.stop() }
        #expect(try HTTPClient(timeout: 5, maxBodyBytes: 300_000).get(server.url("/a")).body.count == 300_000)
        let error = #expect(throws: HTTPClientError.self) { try HTTPClient(timeout: 5, maxBodyBytes: 100_000).get(server.url("/a")) }
        #expect(error?.description.contains("larger than the 100,000 bytes a document may be") == true)
    }

    @Test func aLimitInWholeMegabytesIsSaidInMegabytes() throws {
        let server = try LocalHTTPServer { _ in .init(status: 200, body: Data(repeating: UInt8(ascii: "x"), count: 1_048_577)) }
        defer { server.stop() }
        let error = #expect(throws: HTTPClientError.self) { try HTTPClient(timeout: 5, maxBodyBytes: 1_048_576).get(server.url("/a")) }
        #expect(error?.description.hasSuffix("the answer is larger than the 1 MB a document may be") == true)
    }

    @Test func aServerThatDoesNotAnswerInTimeIsATimeoutAndARefusalIsNot() throws {
        let slow = try LocalHTTPServer { _ in
            Thread.sleep(forTimeInterval: 2)
            return .init(status: 200)
        }
        defer { slow.stop() }
        do {
            _ = try HTTPClient(timeout: 0.2).post(slow.url("/n"), body: Data("{}".utf8))
            Issue.record("the server answers after the timeout")
        } catch {
            #expect(error.isTimeout, "\(error)")
        }
        do {
            _ = try HTTPClient(timeout: 2).post(URL(string: "http://127.0.0.1:9/n")!, body: Data("{}".utf8))
            Issue.record("nothing listens on port 9")
        } catch {
            #expect(!error.isTimeout, "\(error)")
        }
    }
}
