import Foundation
import Synchronization
import Testing
import TestSupport
@testable import PurchaseFlow
@testable import StoreServer

@Suite("App Store Server API: failures it does not expect")
struct UnexpectedFailureTests {
    /// Found by QA: a request the server could not answer (the store could not sign) got 500 "An unknown error
    /// occurred." and nothing said why. The API answers as Apple does and reports the request and the error.
    @Test func aFailureTheAPIDoesNotExpectIsReportedWithItsRequest() throws {
        let harness = try ServerHarness()
        let bought = try harness.buy("demo.lifetime")
        // Another store's key beside this store's certificate: libcrypto reads it, and the first signature refuses it.
        let keyFile = harness.directory.file(SandboxSigningIdentity.fileName)
        let other = TemporaryDirectory()
        _ = try SandboxSigningIdentity.loadOrCreate(in: other.url)
        let mine = PEMBlocks.split(try Data(contentsOf: keyFile))
        let theirs = PEMBlocks.split(try Data(contentsOf: other.file(SandboxSigningIdentity.fileName)))
        try Data(theirs[0] + mine[1]).write(to: keyFile)
        let store = try SandboxStore(catalog: .demo, stateDirectory: harness.directory.url, clock: harness.clock)
        let reports = Mutex<[String]>([])
        let api = AppStoreServerAPI(store: store, keys: APIKeyRing(), reportingFailures: { line in reports.withLock { $0.append(line) } })

        let failed = api.respond(to: ServerRequest(method: "GET", path: "/inApps/v1/transactions/\(bought.id)"))
        #expect(failed.status == 500 && ServerHarness.errorCode(failed) == 5000000)
        let reported = reports.withLock { $0 }
        #expect(reported.count == 1)
        let line = try #require(reported.first)
        #expect(line.hasPrefix("GET /inApps/v1/transactions/\(bought.id): "), "\(line)")
        #expect(line.contains(keyFile.path) && line.contains("the key does not match its certificate"), "\(line)")

        // What the API answers with Apple's own errors is not a failure to report.
        #expect(api.respond(to: ServerRequest(method: "GET", path: "/inApps/v1/transactions/99")).status == 404)
        #expect(api.respond(to: ServerRequest(method: "GET", path: "/inApps/v1/transactions/abc")).status == 400)
        #expect(reports.withLock { $0.count } == 1)
    }
}
