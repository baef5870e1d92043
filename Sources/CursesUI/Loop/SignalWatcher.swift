import Dispatch
import Foundation
import KioskApp

/// Turns the signals that end a program (SIGTERM, SIGHUP, SIGINT, SIGQUIT) into a `.terminate` message, so the
/// loop restores the terminal before exiting. Installed before curses starts, so curses leaves them alone.
final class SignalWatcher {
    /// The signals watched.
    static let signals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    private var sources: [DispatchSourceSignal] = []

    /// Starts watching: each signal is ignored by default and posts `.terminate` to the inbox instead.
    init(posting inbox: Inbox) {
        for number in Self.signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { inbox.post(.terminate) }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops watching and gives the signals their default actions back.
    func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
        for number in Self.signals { signal(number, SIG_DFL) }
    }
}
