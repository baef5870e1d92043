import CNcursesw
import Foundation

/// Restores the terminal when the interactive program crashes, before the Swift runtime reports the crash.
///
/// While curses runs, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE and SIGTRAP are caught by a handler that does only
/// what is safe in a signal handler: it writes the bytes that undo curses (attributes reset, cursor shown, keypad
/// and mouse reports off, alternate screen left), puts back the terminal settings from before curses started, calls
/// the handler that was there before (the runtime's backtracer, which prints to standard error), then dies of the
/// signal by its default action (exit status 128 + N), whether the signal was a fault or sent by `kill`.
enum CrashGuard {
    /// The signals caught.
    static let signals: [Int32] = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP]

    /// Catches the fatal signals until `uninstall()`: `settings` are the terminal's settings before curses started
    /// and `undo` the bytes that leave curses' modes.
    static func install(settings: termios, undo: [UInt8]) {
        let state = UnsafeMutablePointer<CrashState>.allocate(capacity: 1)
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(undo.count, 1))
        bytes.initialize(from: undo, count: undo.count)
        state.initialize(to: CrashState(settings: settings, undo: bytes, undoCount: undo.count))
        crashState = state
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = restoreAndReport
        action.sa_flags = SA_ONSTACK | SA_SIGINFO
        sigemptyset(&action.sa_mask)
        for number in signals {
            var previous = sigaction()
            sigaction(number, &action, &previous)
            state.pointee.previous[number] = previous
        }
    }

    /// Gives the fatal signals back to the handlers they had before `install`.
    static func uninstall() {
        guard let state = crashState else { return }
        for number in signals {
            if var previous = state.pointee.previous[number] { sigaction(number, &previous, nil) }
        }
        crashState = nil
    }

    /// The bytes that leave curses' modes on this terminal, from its terminfo entry: `sgr0`, `cnorm`, `rmkx`, the
    /// mouse reports off (always: kiosk turns them on itself where the entry has no mouse, and a terminal ignores
    /// turning off a mode it lacks), and `rmcup`. Read after curses started.
    static func undoSequence() -> [UInt8] {
        var bytes: [UInt8] = []
        for capability in ["sgr0", "cnorm", "rmkx"] { bytes += string(capability) }
        bytes += Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)
        bytes += string("rmcup")
        return bytes
    }

    /// A string capability's bytes; none when the terminal lacks it.
    private static func string(_ capability: String) -> [UInt8] {
        guard let value = tigetstr(capability), Int(bitPattern: value) != -1 else { return [] }
        return Array(String(cString: value).utf8)
    }
}

/// Set by `CrashGuard.install` before any handler can run; read only by the handler.
nonisolated(unsafe) private var crashState: UnsafeMutablePointer<CrashState>?

/// Undoes curses, restores the terminal's settings, runs the handler that was there before, then lets the signal's
/// default action end the process (the signal stays blocked until this returns, so it is delivered then).
private func restoreAndReport(_ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    if let state = crashState {
        _ = write(STDOUT_FILENO, state.pointee.undo, state.pointee.undoCount)
        _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &state.pointee.settings)
        if let previous = state.pointee.previous[number] {
            if previous.sa_flags & SA_SIGINFO != 0 {
                previous.__sigaction_handler.sa_sigaction?(number, info, context)
            } else if let handler = previous.__sigaction_handler.sa_handler, unsafeBitCast(handler, to: Int.self) > 1 {
                handler(number)
            }
        }
    }
    signal(number, SIG_DFL)
    raise(number)
}
