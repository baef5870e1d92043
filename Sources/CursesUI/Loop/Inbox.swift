import Foundation
import KioskApp

/// Messages that arrive from other threads (finished effects, signals), queued for the event loop, which is
/// woken for each.
final class Inbox: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [Message] = []
    private let pipe: WakePipe

    /// Creates an inbox that wakes the loop through a pipe.
    init(waking pipe: WakePipe) {
        self.pipe = pipe
    }

    /// Queues a message and wakes the loop.
    func post(_ message: Message) {
        lock.withLock { messages.append(message) }
        pipe.wake()
    }

    /// Takes every queued message, oldest first.
    func takeAll() -> [Message] {
        pipe.drain()
        return lock.withLock {
            defer { messages.removeAll() }
            return messages
        }
    }
}
