import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// Found by QA: a ledger that cannot be written (a read-only state directory) made `kiosk sandbox buy` exit 70, as an
/// internal error, with SQLite's error and the whole INSERT statement over five lines. It says which file cannot be
/// written and what to check, without SQL, and exits 73 as other state problems do; nothing is written.
@Suite("A ledger that cannot be written is explained")
struct ReadOnlyLedgerTests {
    /// Whether `chattr +i` makes a file immutable here, even for root (who may write any file whatever its mode).
    static let immutableFilesWork: Bool = {
        let directory = TemporaryDirectory()
        let file = directory.file("probe")
        FileManager.default.createFile(atPath: file.path, contents: Data())
        guard chattr("+i", file.path) else { return false }
        let works = (try? Data("x".utf8).write(to: file)) == nil
        _ = chattr("-i", file.path)
        return works
    }()

    @discardableResult
    static func chattr(_ flag: String, _ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test(.enabled(if: immutableFilesWork, "needs chattr +i on the temporary directory's file system, to make a file read-only even for root"))
    func aPurchaseOnALedgerThatCannotBeWrittenSaysSo() throws {
        let state = TemporaryDirectory()
        #expect(runKiosk(["sandbox", "--state", state.path, "buy", "demo.coins.100"]).status == ExitStatus.ok)
        let ledger = state.file("ledger.sqlite").path
        #expect(Self.chattr("+i", ledger))
        defer { Self.chattr("-i", ledger) }
        let (status, console) = runKiosk(["sandbox", "--state", state.path, "buy", "demo.coins.100"])
        #expect(status == ExitStatus.cantCreate, "\(console.errorOutput)")
        #expect(console.errorOutput == "kiosk: The database \(ledger) cannot be written (SQLite: attempt to write a readonly database): "
                + "check that the file and its folder are writable by this user.\n")
        #expect(runKiosk(["sandbox", "--state", state.path, "list"]).console.output.split(separator: "\n").count == 2, "one transaction, as before")
    }
}
