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

@Suite("kiosk serve refusals")
struct ServeCommandTests {
    let state = TemporaryDirectory()

    @Test func anotherAddressThanLoopbackNeedsAnAPIKeyAndKeysMustBeReadable() {
        let open = Console.capturing()
        #expect(KioskCommandLine.run(["serve", "--state", state.path, "--bind", "0.0.0.0"], console: open) == ExitStatus.usage)
        #expect(open.errorOutput.contains("needs at least one --api-key"))
        let missing = Console.capturing()
        #expect(KioskCommandLine.run(["serve", "--state", state.path, "--api-key", "K1=\(state.path)/none.p8"], console: missing) == ExitStatus.noInput)
        #expect(missing.errorOutput.contains("none.p8"))
        let port = Console.capturing()
        #expect(KioskCommandLine.run(["serve", "--state", state.path, "--port", "70000"], console: port) == ExitStatus.usage)
    }
}
