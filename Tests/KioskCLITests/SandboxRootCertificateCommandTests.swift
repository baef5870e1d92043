import Foundation
import Testing
import TestSupport
@testable import KioskCLI
@testable import PurchaseFlow

@Suite("kiosk sandbox root-certificate and set environment")
struct SandboxRootCertificateCommandTests {
    let state = TemporaryDirectory()

    @Test func exportsTheRootThatSignsInTheSandboxEnvironment() throws {
        let pem = Console.capturing(), der = Console.capturing()
        #expect(KioskCommandLine.run(["sandbox", "--state", state.path, "root-certificate"], console: pem) == ExitStatus.ok)
        #expect(KioskCommandLine.run(["sandbox", "--state", state.path, "root-certificate", "--der"], console: der) == ExitStatus.ok)
        let chain = try SandboxCertificateChain.loadOrCreate(in: state.url)
        #expect(pem.output.hasPrefix("-----BEGIN CERTIFICATE-----"))
        #expect(try Certificate(pem: Data(pem.output.utf8)) == chain.root)
        #expect(der.outputBytes == chain.root.der)

        let set = Console.capturing()
        #expect(KioskCommandLine.run(["sandbox", "--state", state.path, "set", "environment", "Sandbox"], console: set) == ExitStatus.ok)
        #expect(set.output.contains("Sandbox"))
        let buy = Console.capturing()
        #expect(KioskCommandLine.run(["sandbox", "--state", state.path, "buy", "demo.lifetime"], console: buy) == ExitStatus.ok)
        let store = try SandboxStore(catalog: .demo, stateDirectory: state.url)
        let header = try CompactJWS(try #require(try store.record(1).jws)).header
        #expect(header.x5c?.last == chain.root.der.base64EncodedString())
    }

    @Test func refusesBothFormatsAtOnceAndAnUnknownEnvironment() {
        let both = Console.capturing()
        #expect(KioskCommandLine.run(["sandbox", "--state", state.path, "root-certificate", "--der", "--pem"], console: both) == ExitStatus.usage)
        let bad = Console.capturing()
        #expect(KioskCommandLine.run(["sandbox", "--state", state.path, "set", "environment", "Production"], console: bad) == ExitStatus.usage)
        #expect(bad.errorOutput.contains("Xcode or Sandbox"))
    }
}
