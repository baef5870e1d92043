import Foundation
import Testing
import TestSupport
@testable import OfferingsInput
import PaywallModel

@Suite("Offerings sources")
struct OfferingsSourceTests {
    static func document(_ id: String) -> Data {
        Data(#"{"current_offering_id": "\#(id)", "offerings": [{"identifier": "\#(id)", "packages": []}]}"#.utf8)
    }

    /// What the test server answers next, changed by the test as it goes.
    final class Script: @unchecked Sendable {
        private let lock = NSLock()
        private var response = LocalHTTPServer.Response(status: 200)
        var next: LocalHTTPServer.Response {
            get { lock.withLock { response } }
            set { lock.withLock { response = newValue } }
        }
    }

    @Test func httpSendsTheETagBackAndUsesTheCacheWhenTheServerFails() throws {
        let state = TemporaryDirectory()
        let script = Script()
        script.next = .init(status: 200, headers: ["ETag": "\"v1\""], body: Self.document("first"))
        let server = try LocalHTTPServer { request in
            let response = script.next
            if let etag = response.headers["ETag"], request.headers["if-none-match"] == etag { return .init(status: 304) }
            return response
        }
        let loader = OfferingsLoader(stateDirectory: state.url, timeout: 5)
        let source = OfferingsSource.http(server.url("/offerings.json"))

        let fresh = try loader.load(source)
        #expect(fresh.origin == .network)
        #expect(fresh.document.currentOfferingID == "first")
        #expect(server.requests.last?.headers["if-none-match"] == nil)

        let again = try loader.load(source)
        #expect(again.origin == .notModified)
        #expect(again.document.currentOfferingID == "first")
        #expect(server.requests.last?.headers["if-none-match"] == "\"v1\"")

        script.next = .init(status: 503)
        let failing = try loader.load(source)
        #expect(failing.origin == .cacheAfterFailure(reason: "the server answered with status 503"))
        #expect(failing.document.currentOfferingID == "first")
        #expect(failing.staleness?.contains("using the cached copy") == true)

        script.next = .init(status: 200, body: Data("{\"offerings\": [".utf8))
        let broken = try loader.load(source)
        guard case .cacheAfterFailure(let reason) = broken.origin else {
            Issue.record("a broken document replaced the good one")
            return
        }
        #expect(reason.contains("does not read"))

        server.stop()
        let offline = try loader.load(source)
        guard case .cacheAfterFailure(let offlineReason) = offline.origin else {
            Issue.record("expected the cache while offline, got \(offline.origin)")
            return
        }
        #expect(offlineReason.contains("cannot reach the server"))
        #expect(offline.document.currentOfferingID == "first")
    }

    @Test func aNewDocumentReplacesTheCachedOne() throws {
        let state = TemporaryDirectory()
        let script = Script()
        script.next = .init(status: 200, headers: ["ETag": "\"a\""], body: Self.document("first"))
        let server = try LocalHTTPServer { _ in script.next }
        defer { server.stop() }
        let loader = OfferingsLoader(stateDirectory: state.url, timeout: 5)
        let source = OfferingsSource.http(server.url("/o.json"))
        _ = try loader.load(source)
        script.next = .init(status: 200, headers: ["ETag": "\"b\""], body: Self.document("second"))
        #expect(try loader.load(source).document.currentOfferingID == "second")
        script.next = .init(status: 500)
        #expect(try loader.load(source).document.currentOfferingID == "second")
        #expect(server.requests.last?.headers["if-none-match"] == "\"b\"")
    }

    @Test func failureWithoutACacheIsAnError() throws {
        let state = TemporaryDirectory()
        let server = try LocalHTTPServer { _ in .init(status: 404) }
        defer { server.stop() }
        let loader = OfferingsLoader(stateDirectory: state.url, timeout: 5)
        #expect {
            try loader.load(.http(server.url("/missing.json")))
        } throws: { error in
            (error as? DocumentError)?.issue.message == "the server answered with status 404, and there is no cached copy"
        }
    }

    @Test func aFailureNamesTheAddressWithoutCredentialsOrQuerySanitized() throws {
        let state = TemporaryDirectory()
        let server = try LocalHTTPServer { _ in .init(status: 500) }
        defer { server.stop() }
        let loader = OfferingsLoader(stateDirectory: state.url, timeout: 5)
        var components = try #require(URLComponents(url: server.url("/o.json"), resolvingAgainstBaseURL: false))
        components.user = "user"
        components.password = "secret"
        components.query = "api_key=abc"
        let url = try #require(components.url)
        for cachedOnly in [false, true] {
            do {
                _ = try loader.load(.http(url), cachedOnly: cachedOnly)
                Issue.record("no error without a cached copy")
            } catch {
                let said = String(describing: error)
                #expect(!said.contains("secret") && !said.contains("user") && !said.contains("api_key"), "\(said)")
                #expect(said.contains(server.url("/o.json").absoluteString), "the address without them: \(said)")
            }
        }
    }

    @Test func directoriesMergeTheirDocumentsInNameOrder() throws {
        let directory = TemporaryDirectory()
        try Data(#"{"current_offering_id": "a", "offerings": [{"identifier": "a", "packages": []}], "placements": {"offering_ids_by_placement": {"p": "a"}}}"#.utf8)
            .write(to: directory.file("1-main.json"))
        try Data(#"{"offerings": [{"identifier": "a", "packages": []}, {"identifier": "b", "packages": []}], "placements": {"fallback_offering_id": "b", "offering_ids_by_placement": {"p": "b", "q": "b"}}}"#.utf8)
            .write(to: directory.file("2-more.json"))
        try Data("ignored".utf8).write(to: directory.file("notes.txt"))
        let loaded = try OfferingsLoader(stateDirectory: nil).load(OfferingsSource(argument: directory.path))
        #expect(loaded.origin == .local(count: 2))
        #expect(loaded.document.offerings.map(\.identifier) == ["a", "b"])
        #expect(loaded.document.placements?.targets == ["p": .offering("a"), "q": .offering("b")])
        #expect(loaded.document.placements?.fallbackOfferingID == "b")
        #expect(loaded.document.issues.map(\.message) == ["offering \"a\" is also in an earlier document; the earlier one is used"])
    }

    @Test func argumentsPickTheKindOfSource() {
        #expect(OfferingsSource(argument: "https://example.com/o.json") == .http(URL(string: "https://example.com/o.json")!))
        #expect(OfferingsSource(argument: "/nonexistent/o.json") == .file(URL(fileURLWithPath: "/nonexistent/o.json")))
    }

    @Test func aMissingFileSaysWhichAndWhy() {
        #expect {
            try OfferingsLoader(stateDirectory: nil).load(.file(URL(fileURLWithPath: "/nonexistent/o.json")))
        } throws: { error in
            (error as? DocumentError)?.description.hasPrefix("/nonexistent/o.json: error: cannot read the file") == true
        }
    }
}
