import Foundation
import Testing
import TestSupport
@testable import KioskCLI
@testable import PaywallModel

@Suite("The state directory's files")
struct StateFilesTests {
    /// The permission bits of every file and folder under `root` (itself included), by path.
    func modes(under root: URL) throws -> [String: Int] {
        var result: [String: Int] = [:]
        let paths = [root.path] + (FileManager.default.subpaths(atPath: root.path) ?? []).map { root.appendingPathComponent($0).path }
        for path in paths {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            result[path] = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
        }
        return result
    }

    func expectPrivate(_ root: URL) throws {
        let found = try modes(under: root)
        #expect(!found.isEmpty)
        for (path, mode) in found {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            #expect(mode == (isDirectory.boolValue ? 0o700 : 0o600), "\(path) is \(String(mode, radix: 8))")
        }
    }

    @Test func everythingTheSandboxCreatesIsTheUsersOnly() throws {
        let root = TemporaryDirectory()
        let state = root.file("new/state")
        #expect(runKiosk(["sandbox", "--state", state.path, "buy", "demo.lifetime"]).status == ExitStatus.ok)
        #expect(runKiosk(["sandbox", "--state", state.path, "status", "--customer", "ann"]).status == ExitStatus.ok)
        #expect(FileManager.default.fileExists(atPath: state.appendingPathComponent("customers.sqlite").path))
        try expectPrivate(state)
    }

    @Test func theOfferingsCacheIsTheUsersOnly() throws {
        let server = try LocalHTTPServer { _ in .init(status: 200, headers: ["ETag": "\"1\""], body: Data(OfferingsDocument.demoJSON.utf8)) }
        defer { server.stop() }
        let root = TemporaryDirectory()
        let state = root.file("state")
        #expect(runKiosk(["validate", "--offerings", server.url("/o.json").absoluteString, "--state", state.path]).status == ExitStatus.ok)
        #expect(FileManager.default.fileExists(atPath: state.appendingPathComponent("offerings-cache").path))
        try expectPrivate(state)
    }

    @Test func aStatePathThatIsAFileIsSaidInWords() throws {
        let root = TemporaryDirectory()
        let file = root.file("plain")
        try Data("x".utf8).write(to: file)
        let (status, console) = runKiosk(["sandbox", "--state", file.path, "list"])
        #expect(status == ExitStatus.cantCreate)
        #expect(console.errorOutput == "kiosk: The sandbox ledger cannot be opened: \(file.path) is a file, not a directory\n")
    }

    /// Offerings fetched over http(s) with --state naming a file: validate and render say once, on standard error,
    /// that the HTTP cache is not used and why (the path sanitized: a line break in it cannot start a line), and go on
    /// with what was fetched; the report itself says nothing about the cache.
    @Test func aStatePathThatIsAFileLeavesTheHTTPCacheOutInWords() throws {
        let server = try LocalHTTPServer { _ in .init(status: 200, headers: ["ETag": "\"1\""], body: Data(OfferingsDocument.demoJSON.utf8)) }
        defer { server.stop() }
        let root = TemporaryDirectory()
        let file = root.file("plain\nkiosk: \u{1B}]0;title\u{7}")
        try Data("x".utf8).write(to: file)
        let address = server.url("/o.json").absoluteString
        let shownPath = root.path + "/plain\\u{A}kiosk: \\u{1B}]0;title\\u{7}"
        let notice = "kiosk: \(address): the HTTP cache is not used: \(shownPath) is a file, not a directory\n"
        let validate = runKiosk(["validate", "--offerings", address, "--state", file.path])
        #expect(validate.status == ExitStatus.ok)
        #expect(validate.console.errorOutput == notice)
        #expect(validate.console.output.hasSuffix("\(address): 0 errors, 0 warnings\n"), "\(validate.console.output)")
        let json = runKiosk(["validate", "--json", "--offerings", address, "--state", file.path])
        #expect(json.status == ExitStatus.ok)
        #expect(json.console.errorOutput == notice)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.console.output.utf8)) as? [String: Any])
        #expect((report["problems"] as? [Any])?.isEmpty == true, "\(report)")
        let render = runKiosk(["render", "--offerings", address, "--state", file.path, "--color", "none"])
        #expect(render.status == ExitStatus.ok)
        // Without --catalog, render also notes that the products are not priced.
        #expect(render.console.errorOutput.components(separatedBy: notice).count == 2, "\(render.console.errorOutput)")
        #expect(!render.console.output.isEmpty)
    }

    @Test func aLostSigningKeyIsAnErrorUntilResetWithANewKey() throws {
        let state = TemporaryDirectory()
        #expect(runKiosk(["sandbox", "--state", state.path, "buy", "demo.lifetime"]).status == ExitStatus.ok)
        let key = state.file("sandbox-signing-key.pem")
        try FileManager.default.removeItem(at: key)
        let (status, console) = runKiosk(["sandbox", "--state", state.path, "list"])
        #expect(status == ExitStatus.cantCreate)
        #expect(console.errorOutput.contains("the signing key \(key.path) is missing, but the ledger holds 1 transaction signed with it"))
        #expect(console.errorOutput.contains("kiosk sandbox reset --new-key"))
        #expect(!FileManager.default.fileExists(atPath: key.path), "no new identity is made silently")
        let reset = runKiosk(["sandbox", "--state", state.path, "reset", "--new-key"])
        #expect(reset.status == ExitStatus.ok)
        #expect(reset.console.output == "Reset the ledger: removed 1 transaction, the balances they credited and every setting override; signing with a new key.\n")
        #expect(runKiosk(["sandbox", "--state", state.path, "list"]).status == ExitStatus.ok)
        #expect(FileManager.default.fileExists(atPath: key.path))
    }

    /// Found by QA: `reset --new-key` read the old certificate chain when it opened the store, so a damaged chain file
    /// made the way to start over fail with it (exit 73). It now makes a new key and chain without reading the old.
    @Test func aDamagedCertificateChainIsResetWithANewKey() throws {
        let state = TemporaryDirectory()
        #expect(runKiosk(["sandbox", "--state", state.path, "set", "environment", "sandbox"]).status == ExitStatus.ok)
        #expect(runKiosk(["sandbox", "--state", state.path, "buy", "demo.coins.100", "--finish"]).status == ExitStatus.ok)
        let chain = state.file("sandbox-certificate-chain.pem")
        let text = try String(contentsOf: chain, encoding: .utf8)
        let twoBlocks = text.components(separatedBy: "-----END CERTIFICATE-----\n").prefix(1).joined() + "-----END CERTIFICATE-----\n"
        try Data(twoBlocks.utf8).write(to: chain)
        let broken = runKiosk(["sandbox", "--state", state.path, "buy", "demo.coins.100"])
        #expect(broken.status == ExitStatus.software)
        #expect(broken.console.errorOutput.contains("found 2"), "\(broken.console.errorOutput)")
        let reset = runKiosk(["sandbox", "--state", state.path, "reset", "--new-key"])
        #expect(reset.status == ExitStatus.ok, "\(reset.console.errorOutput)")
        #expect(reset.console.output == "Reset the ledger: removed 1 transaction, the balances they credited and every setting override; signing with a new key.\n")
        #expect(runKiosk(["sandbox", "--state", state.path, "set", "environment", "sandbox"]).status == ExitStatus.ok)
        let buy = runKiosk(["sandbox", "--state", state.path, "buy", "demo.coins.100", "--finish"])
        #expect(buy.status == ExitStatus.ok, "\(buy.console.errorOutput)")
        let list = runKiosk(["sandbox", "--state", state.path, "list"])
        #expect(list.status == ExitStatus.ok && !list.console.output.contains("UNVERIFIED"), "\(list.console.output)")
    }
}
