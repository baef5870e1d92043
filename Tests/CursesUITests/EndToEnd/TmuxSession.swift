import Foundation
import PurchaseFlow
import Testing
import TestSupport

/// Runs the built `kiosk` binary in a detached tmux session of a given size, on a tmux server of its own (`-L`),
/// with its own state directory and `TERM=screen-256color` (the terminal tmux emulates, so keys like End decode);
/// sends keys, resizes, and reads the screen back.
///
/// The pane runs `kiosk ARGS`, then prints the terminal's `stty` settings and `[exit N]`, so a test can check
/// the exit status and that the terminal was restored.
final class TmuxSession {
    /// tmux, when it is installed.
    static let tmuxPath: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The built `kiosk` executable beside the test bundle, when it was built.
    static let kioskPath: String? = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("kiosk").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        let built = Fixtures.repositoryRoot.appendingPathComponent(".build/debug/kiosk").path
        return FileManager.default.isExecutableFile(atPath: built) ? built : nil
    }()

    /// Why end-to-end tests cannot run here, or `nil` when they can.
    static var skipReason: String? {
        if tmuxPath == nil { return "tmux is not installed (apt-get install tmux)" }
        if kioskPath == nil { return kioskMissing }
        return nil
    }

    /// Why a test that runs the program cannot run without it.
    static let kioskMissing = "the kiosk executable is not built (swift build)"

    /// The folder holding the state directory the program was given.
    let state = TemporaryDirectory(prefix: "kiosk-e2e")
    /// The state directory the program was given (`--state`).
    let stateDirectory: String
    /// The terminal type the program runs under (it decides how curses asks for mouse reports).
    let term: String
    private let socket = "kiosk-e2e-\(UUID().uuidString.prefix(8))"

    /// Starts `kiosk` with arguments and extra environment in a `width`×`height` terminal, on a state directory of
    /// its own unless one is given. With `recordsUpdateCheck` (the default) the state first records an update check
    /// made just now, so the demo's update prompt (checked at start once a day) stays out of the way. With
    /// `inInteractiveShell` only the command is typed into an interactive bash with job control (Ctrl-Z stops it
    /// and `fg` continues it, as at a user's prompt), which stays after kiosk ends; `reportStatus()` then prints
    /// what the pane prints by itself otherwise.
    /// `launcher` words (`setsid`) run kiosk through another program.
    init(width: Int = 80, height: Int = 24, arguments: [String] = [], environment: [String: String] = [:], launcher: [String] = [],
         stateDirectory: String? = nil, recordsUpdateCheck: Bool = true, inInteractiveShell: Bool = false) throws {
        self.stateDirectory = stateDirectory ?? state.file("state").path
        if recordsUpdateCheck {
            let directory = URL(fileURLWithPath: self.stateDirectory)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try AppUpdateChecker(source: .demo, stateDirectory: directory).recordCheck(at: Date())
        }
        // Buying starts at once unless a test asks for the purchase sheet (KIOSK_PURCHASE_SHEET=on).
        var variables = ["TERM": "screen-256color", "XDG_STATE_HOME": state.path, "HOME": state.path, "KIOSK_PURCHASE_SHEET": "off"]
        variables.merge(environment) { $1 }
        term = variables["TERM"] ?? ""
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }
        let words = launcher + [Self.kioskPath!] + arguments + ["--state", self.stateDirectory]
        let command = words.map(Self.quote).joined(separator: " ")
        let script = "env \(assignments.joined(separator: " ")) \(command)"
        let size = ["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "kiosk"]
        if inInteractiveShell {
            try tmux(size + ["env", "PS1=$ ", "HOME=\(state.path)", "bash", "--norc", "--noprofile", "-i"])
            try type(script)
            try press("Enter")
        } else {
            try tmux(size + ["sh", "-c", script + "; " + Self.statusReport + "; exec sleep 600"])
        }
    }

    /// Shell commands printing the terminal's `icanon` and `echo` settings, then `[exit N]` for the last command.
    private static let statusReport =
        "status=$?; stty -a | tr ';' '\\n' | grep -Eo '(^| )-?(icanon|echo)( |$)' | tr -d ' ' | tr '\\n' ' '; echo; echo \"[exit $status]\""

    /// Waits until the interactive shell runs in the foreground again (kiosk, or `fg`, ended; keys typed before
    /// would go to kiosk), then types the status report into it.
    func reportStatus() throws {
        let deadline = Date().addingTimeInterval(10)
        while try tmux(["display-message", "-p", "-t", "kiosk", "#{pane_current_command}"]).trimmingCharacters(in: .whitespacesAndNewlines) != "bash" {
            guard Date() < deadline else { throw Failure(message: "the shell never came back; the screen shows:\n\(try screen())") }
            Thread.sleep(forTimeInterval: 0.05)
        }
        try type(Self.statusReport)
        try press("Enter")
    }

    /// Sends tmux key names (`Enter`, `Escape`, `C-c`, `j`), pausing after Escape so the next key is not read
    /// as part of an escape sequence.
    func press(_ keys: String...) throws {
        for key in keys {
            try tmux(["send-keys", "-t", "kiosk", key])
            if key == "Escape" { Thread.sleep(forTimeInterval: 0.08) }
        }
    }

    /// Runs `kiosk` with arguments (a `sandbox` command) on this session's state directory, to completion, and
    /// returns its standard output.
    @discardableResult
    func kiosk(_ arguments: String...) throws -> String {
        try Self.run(Self.kioskPath!, arguments + ["--state", stateDirectory])
    }

    /// Types literal text.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "kiosk", "-l", text])
    }

    /// Clicks the first mouse button on a cell (0-based), pressing and releasing it, with the bytes a terminal
    /// sends once curses has turned mouse reports on: SGR (`ESC [ < 0 ; X ; Y M`, then `m`) when the terminal
    /// type's `kmous` is `ESC [ <` (xterm), else the X10 form (`ESC [ M`, then button, column and row each as
    /// 32 + value + 1). `sgr` picks the encoding whatever the terminal type (a terminal or multiplexer may send
    /// either).
    func click(x: Int, y: Int, sgr: Bool? = nil) throws {
        if sgr ?? term.hasPrefix("xterm") {
            try type("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m")
        } else {
            let cell = { (value: Int) in String(UnicodeScalar(UInt8(33 + value))) }
            try type("\u{1B}[M \(cell(x))\(cell(y))\u{1B}[M#\(cell(x))\(cell(y))")
        }
    }

    /// Turns the mouse wheel one notch down (or up) over a cell, in the SGR encoding.
    func wheel(down: Bool, x: Int = 10, y: Int = 10) throws {
        try type("\u{1B}[<\(down ? 65 : 64);\(x + 1);\(y + 1)M")
    }

    /// Where `text` first shows on the screen (0-based column and row; every character before it on its row
    /// taken as one cell wide), or `nil` when it does not show.
    func cell(of text: String) throws -> (x: Int, y: Int)? {
        for (row, line) in try screen().split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: text) { return (line.distance(from: line.startIndex, to: range.lowerBound), row) }
        }
        return nil
    }

    /// Opens the first row matching `text` on a list screen: `/`, the text, Enter to keep the filter, Enter to open.
    func openFiltered(_ text: String) throws {
        try press("/")
        try type(text)
        try press("Enter", "Enter")
    }

    /// Resizes the terminal.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "kiosk", "-x", "\(width)", "-y", "\(height)"])
    }

    /// The screen's text now.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "kiosk"])
    }

    /// Waits until the screen contains `text` (up to `timeout` seconds) and returns the screen; throws with the
    /// last screen when it never does. The screen returned is one that stayed the same for a moment: a capture taken
    /// while the program writes a frame can show part of the new frame over the old one (seen under load).
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        repeat {
            last = try screen()
            if last.contains(text) {
                Thread.sleep(forTimeInterval: 0.03)
                let again = try screen()
                if again == last { return last }
                continue
            }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        throw Failure(message: "the screen never showed '\(text)'; it shows:\n\(last)")
    }

    /// The screen's text with up to 2,000 lines that scrolled off above it.
    func history() throws -> String {
        try tmux(["capture-pane", "-p", "-S", "-2000", "-t", "kiosk"])
    }

    /// Whether the pane shows the alternate screen and whether its cursor is visible, as tmux sees them.
    func screenModes() throws -> (alternateScreen: Bool, cursorVisible: Bool) {
        let flags = try tmux(["display-message", "-p", "-t", "kiosk", "#{alternate_on} #{cursor_flag}"])
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        return (flags.first == "1", flags.last == "1")
    }

    /// Ends the tmux server, closing the pane's terminal as a closed terminal window would.
    func closeTerminal() throws {
        try tmux(["kill-server"])
    }

    /// The process id of the running kiosk (the child of the pane's shell).
    func kioskProcessID() throws -> Int32? {
        let shell = try tmux(["display-message", "-p", "-t", "kiosk", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let output = try Self.run("/usr/bin/pgrep", ["-P", shell])
        return output.split(separator: "\n").first.flatMap { Int32($0) }
    }

    /// Something the session could not do.
    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Self.run(Self.tmuxPath!, ["-L", socket] + arguments)
    }

    private static func run(_ path: String, _ arguments: [String]) throws -> String {
        try ChildProcess.run(path, arguments).output
    }

    private static func quote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs an end-to-end test only where tmux and the built program are present; otherwise the runner reports a skip.
    static var needsTmux: Self {
        .enabled(if: TmuxSession.skipReason == nil, Comment(rawValue: TmuxSession.skipReason ?? ""))
    }

    /// Runs a test only where the program was built; otherwise the runner reports a skip.
    static var needsKiosk: Self {
        .enabled(if: TmuxSession.kioskPath != nil, Comment(rawValue: TmuxSession.kioskMissing))
    }
}
