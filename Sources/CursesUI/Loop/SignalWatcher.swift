import Dispatch
import Foundation
import KioskApp

/// Turns the signals that end a program by default (SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
/// SIGPIPE) into a `.terminate` message, so the loop restores the terminal before exiting, and remembers the first
/// one so the program can exit with 128 + its number, as the default action would. Installed before curses starts,
/// so curses leaves them alone.
final class SignalWatcher: @unchecked Sendable {
    /// The signals watched.
    static let signals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE]
    private var sources: [DispatchSourceSignal] = []
    private let lock = NSLock()
    private var first: Int32?

    /// Starts watching: each signal is ignored by default and posts `.terminate` to the inbox instead.
    init(posting inbox: Inbox) {
        for number in Self.signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [unowned self] in
                lock.withLock { if first == nil { first = number } }
                inbox.post(.terminate)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// The first signal that arrived, if any did.
    var received: Int32? { lock.withLock { first } }

    /// Stops watching and gives the signals their default actions back.
    func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
        for number in Self.signals { signal(number, SIG_DFL) }
    }
}
