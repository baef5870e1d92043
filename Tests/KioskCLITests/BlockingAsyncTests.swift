import Foundation
import Testing
@testable import KioskCLI

@Suite("Waiting for async work from a command")
struct BlockingAsyncTests {
    /// Whether something was closed, set from any thread.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }

    /// Sets its flag when it is gone, slowly: a store closing its databases (a checkpoint and a sync) takes a while.
    private final class SlowToClose: Sendable {
        let closed: Flag

        init(closed: Flag) { self.closed = closed }

        deinit {
            Thread.sleep(forTimeInterval: 0.02)
            closed.set()
        }
    }

    /// Found by helper-76 (strace): a command's store, held by the work it waited for, was let go on the work's thread
    /// after the command had been woken, so the process often exited while the store closed (its log not synced, the
    /// customer book's sync cut short). What the work held is let go before the command goes on.
    @Test func whatTheWorkHeldIsLetGoBeforeTheWaitReturns() throws {
        // Which thread lets go last is a race: it is run twenty times, and each must close before the command goes on.
        var stillOpen = 0
        for _ in 0..<20 {
            let closed = Flag()
            // Only the work holds the store, as a command's session does.
            let value = try BlockingAsync.wait { [store = SlowToClose(closed: closed)] in
                withExtendedLifetime(store) { 42 }
            }
            #expect(value == 42)
            if !closed.isSet { stillOpen += 1 }
        }
        #expect(stillOpen == 0, "still closing when the command went on, \(stillOpen) times in 20")
    }
}
