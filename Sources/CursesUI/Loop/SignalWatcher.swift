import Foundation
import Synchronization

/// Turns the signals that end a program by default (SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
/// SIGPIPE) into a wake-up of the loop, so it restores the terminal before exiting, and remembers the first one so the
/// program can exit with 128 + its number, as the default action would.
///
/// The handler does only what is safe in a signal handler: it notes the signal's number and writes a byte to the
/// loop's wake pipe. It is installed with `sigaction` before `init` returns, so a signal sent at any moment after is
/// seen, in whichever thread the kernel delivers it (a signal source of Dispatch could miss one delivered to a thread
/// that does not block it, SIGPIPE most of all). Installed before curses starts, so curses leaves these signals alone.
final class SignalWatcher: Sendable {
    /// The signals watched.
    static let signals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE]

    /// Starts watching: each signal wakes the loop through `pipe` instead of ending the program.
    init(waking pipe: WakePipe) {
        signalWakeDescriptor = pipe.writeDescriptor
        firstSignal.store(0, ordering: .sequentiallyConsistent)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = noteSignal
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        for number in Self.signals { sigaction(number, &action, nil) }
    }

    /// The first signal that arrived, if any did.
    var received: Int32? {
        let number = firstSignal.load(ordering: .sequentiallyConsistent)
        return number == 0 ? nil : number
    }

    /// Stops watching and gives the signals their default actions back.
    func stop() {
        for number in Self.signals { signal(number, SIG_DFL) }
    }
}

/// The wake pipe's write end, set before the handler is installed; read only by the handler.
nonisolated(unsafe) private var signalWakeDescriptor: Int32 = -1
/// The first watched signal that arrived (0 while none has).
private let firstSignal = Atomic<Int32>(0)

/// Notes a signal and wakes the loop, keeping `errno` as the interrupted code had it.
private func noteSignal(_ number: Int32) {
    let savedErrno = errno
    _ = firstSignal.compareExchange(expected: 0, desired: number, ordering: .sequentiallyConsistent)
    var byte: UInt8 = 1
    _ = write(signalWakeDescriptor, &byte, 1)
    errno = savedErrno
}
