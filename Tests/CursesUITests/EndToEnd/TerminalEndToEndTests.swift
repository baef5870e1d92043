import Foundation
import Testing

/// The real binary in a real (tmux) terminal: drawing, keys, resizing, and restoring the terminal.
@Suite("End to end: the terminal", .serialized)
struct TerminalEndToEndTests {
    /// The line the pane prints after kiosk exits when the terminal was restored (canonical input, echo on).
    private static let restoredTerminal = "icanon echo"

    @Test(.needsTmux) func opensHomeShowsHelpAndQuitRestoresTheTerminal() throws {
        let session = try TmuxSession()
        let home = try session.waitFor("Transaction manager")
        #expect(home.contains("› Store"))
        try session.press("?")
        try session.waitFor("Press any key to close.")
        try session.press("x", "End", "k", "Enter")
        try session.waitFor("Kiosk › Settings")
        try session.press("Escape", "q")
        let after = try session.waitFor("[exit 0]")
        #expect(after.contains(Self.restoredTerminal))
        #expect(!after.contains("Transaction manager"), "the screen is handed back")
    }

    @Test(.needsTmux) func resizesAtAnyTimeKeepingTheSelection() throws {
        let session = try TmuxSession(width: 57, height: 19)
        try session.waitFor("Redeem an offer code")
        try session.press("j", "j")
        try session.waitFor("› paywall_test")
        try session.resize(width: 38, height: 10)
        try session.waitFor("Terminal too small: 38x10.")
        try session.resize(width: 101, height: 33)
        let wide = try session.waitFor("› paywall_test")
        #expect(wide.split(separator: "\n", omittingEmptySubsequences: false).first?.hasPrefix(" Kiosk") == true)
        try session.press("C-c")
        #expect(try session.waitFor("[exit 0]").contains(Self.restoredTerminal))
    }

    @Test(.needsTmux) func monochromeWithNoColor() throws {
        let session = try TmuxSession(environment: ["NO_COLOR": "1", "TERM": "xterm"])
        try session.waitFor("Transaction manager")
        try session.press("q")
        #expect(try session.waitFor("[exit 0]").contains(Self.restoredTerminal))
    }

    @Test(.needsTmux) func signalsThatEndTheProgramRestoreTheTerminalAndExitWith128PlusTheirNumber() throws {
        for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE] {
            let session = try TmuxSession()
            try session.waitFor("Transaction manager")
            let pid = try #require(try session.kioskProcessID())
            kill(pid, signal)
            let after = try session.waitFor("[exit \(128 + signal)]")
            #expect(after.contains(Self.restoredTerminal), "signal \(signal)")
            #expect(try session.screenModes() == (false, true), "signal \(signal): main screen, cursor shown")
        }
    }

    @Test(.needsTmux) func aCrashRestoresTheTerminalBeforeTheRuntimeReportsAndNeverWaitsAtItsPrompt() throws {
        for signal in [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP] {
            let session = try TmuxSession(width: 100, height: 40)
            try session.waitFor("Transaction manager")
            let pid = try #require(try session.kioskProcessID())
            kill(pid, signal)
            // The runtime's prompt would wait 30 s: the exit must show well before.
            let after = try session.waitFor("[exit \(128 + signal)]", timeout: 25)
            #expect(after.contains(Self.restoredTerminal), "signal \(signal)")
            #expect(!after.contains("Press space to interact"), "signal \(signal)")
            #expect(try session.screenModes() == (false, true), "signal \(signal): main screen, cursor shown")
        }
    }

    @Test(.needsTmux) func theTestCrashPointRestoresTheTerminalAndReportsOnStandardError() throws {
        let session = try TmuxSession(width: 100, height: 40, environment: ["KIOSK_CRASH_AT": "purchase.after-sign"])
        try session.waitFor("Transaction manager")
        try session.press("Home", "Enter")
        try session.waitFor("Lifetime Unlock")
        try session.openFiltered("lifetime")
        try session.waitFor("Buy for $99.99")
        try session.press("Enter")
        let after = try session.waitFor("[exit \(128 + SIGABRT)]", timeout: 25)
        #expect(after.contains(Self.restoredTerminal))
        #expect(try session.history().contains("crashed"), "the runtime's report is on standard error")
        #expect(!after.contains("Press space to interact"))
        #expect(try session.screenModes() == (false, true))
    }

    /// Every command, not only the storefront, and even when SWIFT_BACKTRACE asks for the prompt: the runtime's
    /// report is printed in full on standard error and the process ends, in a terminal, without an exec of its own.
    @Test(.needsTmux) func aCommandThatCrashesInATerminalReportsAndExitsWithoutWaitingAtThePrompt() throws {
        for backtrace in [nil, "interactive=yes", "color=no"] {
            var environment = ["KIOSK_CRASH_AT": "purchase.after-sign"]
            environment["SWIFT_BACKTRACE"] = backtrace
            let session = try TmuxSession(width: 100, height: 40, arguments: ["sandbox", "buy", "demo.lifetime"], environment: environment)
            // The runtime's prompt would wait 30 s: the exit must show well before.
            let after = try session.waitFor("[exit \(128 + SIGABRT)]", timeout: 25)
            let report = try session.history()
            #expect(after.contains(Self.restoredTerminal), "SWIFT_BACKTRACE=\(backtrace ?? "(unset)")")
            #expect(report.contains("crashed") && report.contains("Thread 0"), "the full report, SWIFT_BACKTRACE=\(backtrace ?? "(unset)")")
            #expect(!report.contains("Press space to interact"), "SWIFT_BACKTRACE=\(backtrace ?? "(unset)")")
        }
    }

    @Test(.needsTmux) func aTerminalThatGoesAwayWithoutAHangUpSignalEndsTheProgram() throws {
        // In a session of its own, kiosk gets no SIGHUP when the terminal closes: only POLLHUP and failing reads.
        let session = try TmuxSession(launcher: ["setsid"])
        try session.waitFor("Transaction manager")
        let pid = try #require(try session.kioskProcessID())
        try session.closeTerminal()
        let deadline = Date().addingTimeInterval(10)
        while Self.isRunning(pid) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!Self.isRunning(pid), "kiosk ends instead of spinning on a closed terminal")
    }

    /// Whether a process exists and has not ended (a zombie waiting for its parent has ended).
    private static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return !stat[close...].hasPrefix(") Z") && !stat[close...].hasPrefix(") X")
    }

    @Test(.needsTmux) func suspendsOnCtrlZAndRedrawsWhenContinued() throws {
        let session = try TmuxSession()
        try session.waitFor("Transaction manager")
        let pid = try #require(try session.kioskProcessID())
        try session.press("C-z")
        let deadline = Date().addingTimeInterval(5)
        while try session.screen().contains("Transaction manager") && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(try !session.screen().contains("Transaction manager"), "the terminal is handed back while stopped")
        kill(pid, SIGCONT)
        try session.waitFor("Transaction manager")
        try session.press("q")
        #expect(try session.waitFor("[exit 0]").contains(Self.restoredTerminal))
    }

    @Test(.needsTmux) func ctrlZAtAShellPromptStopsItAndFgResumesWithKeysWorking() throws {
        let session = try TmuxSession(inInteractiveShell: true)
        try session.waitFor("Transaction manager")
        try session.press("j", "j")
        try session.waitFor("› paywall_test")
        try session.press("C-z")
        let stopped = try session.waitFor("Stopped")
        #expect(!stopped.contains("Transaction manager"), "the shell gets the screen back while kiosk is stopped")
        try session.type("stty -a | grep -o ' icanon'")
        try session.press("Enter")
        try session.waitFor("\n icanon")
        try session.type("fg")
        try session.press("Enter")
        try session.waitFor("› paywall_test")
        try session.press("j")
        try session.waitFor("› settings")
        try session.press("q")
        try session.reportStatus()
        #expect(try session.waitFor("[exit 0]").contains(Self.restoredTerminal))
    }

    @Test(.needsKiosk) func withoutATerminalItExitsWith69AndPointsElsewhere() throws {
        let kiosk = try #require(TmuxSession.kioskPath)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: kiosk)
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 69)
        #expect(message.contains("kiosk render") && message.contains("kiosk sandbox"))
    }

    @Test(.needsTmux) func dumbTerminalExitsWith69() throws {
        let session = try TmuxSession(environment: ["TERM": "dumb"])
        let screen = try session.waitFor("[exit 69]")
        #expect(screen.contains("TERM is 'dumb'"))
    }
}
