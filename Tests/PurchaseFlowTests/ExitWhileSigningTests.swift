import Foundation
import Testing
@testable import PurchaseFlow

/// Exiting while another thread signs, as quitting the interactive program during a store read does: libcrypto
/// freed its state in an `atexit` handler under the signing threads, and about one exit in twenty died of
/// SIGSEGV (exit 139, seen twice in the clock's end-to-end test under load).
@Suite("Exiting while signing")
struct ExitWhileSigningTests {
    @Test(.needsKioskBinary) func exitingWhileTwoThreadsSignNeverCrashes() throws {
        var crashes: [Int32] = []
        for _ in 0..<120 {
            let outcome = try KioskProcess.run(["--version"], environment: [CrashPoint.environmentVariable: "exit.while-signing"])
            if outcome.crashed || outcome.status != 0 { crashes.append(outcome.status) }
        }
        #expect(crashes.isEmpty, "\(crashes.count) of 120 exits crashed or failed: \(crashes)")
    }
}
