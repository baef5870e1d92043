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

    /// Found by QA: with a byte of a store certificate changed (which the identities refuse when read, naming the file
    /// and the certificate), `kiosk serve` started and answered every request 500 "An unknown error occurred.", saying
    /// nothing on standard error. It reads the signing identities, keys too, before it listens, and refuses to start
    /// with what is wrong and which file, as `kiosk sandbox buy` reports it on the same state (same words, same status).
    @Test func aDamagedStoreCertificateOrKeyIsReportedAndNothingIsServed() throws {
        #expect(runKiosk(["sandbox", "--state", state.path, "buy", "demo.lifetime"]).status == ExitStatus.ok)
        let keyFile = state.file(SandboxSigningIdentity.fileName), chainFile = state.file(SandboxCertificateChain.fileName)
        let keyText = try String(contentsOf: keyFile, encoding: .utf8), chainText = try String(contentsOf: chainFile, encoding: .utf8)
        let other = TemporaryDirectory()
        #expect(runKiosk(["sandbox", "--state", other.path, "buy", "demo.lifetime"]).status == ExitStatus.ok)
        let otherKey = try String(contentsOf: other.file(SandboxSigningIdentity.fileName), encoding: .utf8)
        let damages: [(file: URL, text: String, says: String)] = [
            (keyFile, Self.changingTheLastByte(ofCertificate: 0, in: keyText), "the certificate is damaged"),
            (chainFile, Self.changingTheLastByte(ofCertificate: 2, in: chainText), "the leaf certificate is damaged"),
            // Another store's key with this store's certificate: libcrypto reads it, its signatures verify under nothing.
            (keyFile, Self.block(0, of: otherKey) + Self.block(1, of: keyText), "the key does not match its certificate"),
        ]
        for damage in damages {
            try Data(keyText.utf8).write(to: keyFile)
            try Data(chainText.utf8).write(to: chainFile)
            try Data(damage.text.utf8).write(to: damage.file)
            // An address nothing can listen on: were the identities read after listening, serve would fail on it instead.
            let serve = runKiosk(["serve", "--state", state.path, "--bind", "127.0.0.256"])
            let buy = runKiosk(["sandbox", "--state", state.path, "buy", "demo.coins.100"])
            #expect(buy.status != ExitStatus.ok && buy.console.errorOutput.contains(damage.file.path), "\(buy.console.errorOutput)")
            #expect(serve.status == buy.status, "\(damage.says): \(serve.console.errorOutput)")
            #expect(serve.console.errorOutput == buy.console.errorOutput, "\(damage.says)")
            #expect(serve.console.errorOutput.hasPrefix("kiosk: ") && serve.console.errorOutput.contains(damage.file.path)
                    && serve.console.errorOutput.contains(damage.says), "\(serve.console.errorOutput)")
            #expect(!serve.console.output.contains("Serving"), "\(serve.console.output)")
        }
    }

    /// The PEM blocks of a state file (keys and certificates), each with its END line.
    private static func blocks(of text: String) -> [String] {
        text.components(separatedBy: "-----BEGIN ").dropFirst().map { "-----BEGIN " + $0 }
    }

    private static func block(_ index: Int, of text: String) -> String {
        blocks(of: text)[index]
    }

    /// The text with the last byte of its `index`th certificate's DER (in its signature) changed: it still reads.
    private static func changingTheLastByte(ofCertificate index: Int, in text: String) -> String {
        blocks(of: text).enumerated().map { number, block in
            guard block.hasPrefix("-----BEGIN CERTIFICATE-----"), blocks(of: text).prefix(number).filter({ $0.hasPrefix("-----BEGIN CERTIFICATE-----") }).count == index else {
                return block
            }
            let body = block.split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined()
            var der = [UInt8](Data(base64Encoded: body)!)
            der[der.count - 1] ^= 0x01
            let encoded = Data(der).base64EncodedString(options: [.lineLength64Characters, .endLineWithLineFeed])
            return "-----BEGIN CERTIFICATE-----\n\(encoded)\n-----END CERTIFICATE-----\n"
        }.joined()
    }
}
