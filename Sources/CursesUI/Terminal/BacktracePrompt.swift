import Foundation

/// Keeps the Swift runtime's crash report from waiting at its prompt ("Press space to interact…", 30 s) while kiosk
/// owns the terminal: the report goes to standard error at once, after `CrashGuard` restored the terminal.
///
/// The runtime reads `SWIFT_BACKTRACE` once, as the process starts, so the interactive program sets
/// `interactive=no` in it and executes itself again (same process id, same arguments) before anything else starts,
/// its command line not even parsed (`KioskCommandLine.prepareProcess(for:)`).
public enum BacktracePrompt {
    /// `SWIFT_BACKTRACE` turned non-interactive: `current` with `interactive=no` added (it overrides an earlier
    /// `interactive=` key); `nil` when `current` already says so.
    static func nonInteractive(_ current: String?) -> String? {
        let settings = (current ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if settings.last(where: { $0.hasPrefix("interactive=") }) == "interactive=no" { return nil }
        return (settings.filter { !$0.isEmpty } + ["interactive=no"]).joined(separator: ",")
    }

    /// Executes the program again with a non-interactive `SWIFT_BACKTRACE` when standard input and output are
    /// terminals and it is not set that way yet; returns when nothing needed doing or the exec failed (the program
    /// then runs on, with the runtime's prompt).
    public static func turnOff() {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1,
              let value = nonInteractive(ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"]) else { return }
        setenv("SWIFT_BACKTRACE", value, 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
    }
}
