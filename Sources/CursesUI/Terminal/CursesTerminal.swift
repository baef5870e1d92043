import CNcursesw
import Foundation
import KioskApp
import PaywallLayout

/// The terminal under ncursesw: starts and restores it (after a crash too, through `CrashGuard`), reads keys, mouse
/// clicks and resizes, and draws frames, writing only the cells that changed since the last frame.
final class CursesTerminal {
    /// How colors are shown; `nil` when curses shows none.
    private(set) var colors: CursesColors?
    private var screen: OpaquePointer?
    private var pairs = ColorPairTable(capacity: 0)
    private var shown: Buffer?
    /// Mouse reports curses leaves in the typed input (an encoding other than the terminfo entry's `kmous`).
    private var reports = MouseReportDecoder()
    /// Whether kiosk turned mouse reporting on itself (the terminfo entry has no `kmous`), so it turns it off.
    private var reportsMouseItself = false
    /// How many cells the last `draw` wrote (for tests and benchmarks of the diffing).
    private(set) var lastDrawnCellCount = 0

    /// Starts curses: UTF-8 locale, raw keys without echo, keypad and mouse, hidden cursor, colors.
    init(environment: [String: String]) throws {
        TerminalLocale.configure()
        var settings = termios()
        let hasSettings = tcgetattr(STDIN_FILENO, &settings) == 0
        guard let screen = kiosk_newterm() else {
            throw TerminalError.cannotStart(term: environment["TERM"] ?? "")
        }
        self.screen = screen
        raw()
        noecho()
        nonl()
        keypad(kiosk_stdscr(), true)
        nodelay(kiosk_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        if mousemask(kiosk_mouse_events(), nil) == 0 {
            // No mouse in the terminfo entry: ask for button reports, SGR encoded, and decode them from the input.
            reportsMouseItself = true
            Self.writeToTerminal("\u{1B}[?1000h\u{1B}[?1006h")
        }
        mouseinterval(0)
        startColors(environment: environment)
        if hasSettings { CrashGuard.install(settings: settings, undo: CrashGuard.undoSequence()) }
    }

    /// The terminal's size now.
    var size: TerminalSize {
        TerminalSize(width: Int(kiosk_cols()), height: Int(kiosk_lines()))
    }

    /// The descriptor to poll for input.
    var inputDescriptor: Int32 { STDIN_FILENO }

    private func startColors(environment: [String: String]) {
        guard has_colors(), start_color() != kiosk_err() else { return }
        use_default_colors()
        let colors = CursesColors(environment: environment, colorCount: Int(kiosk_colors()),
                                  hasDirectColor: kiosk_has_direct_color() != 0)
        guard colors.profile != .monochrome else { return }
        self.colors = colors
        pairs = ColorPairTable(capacity: Int(kiosk_color_pairs()))
    }

    /// Whether reading the terminal failed with EIO (the terminal went away without a hang-up signal).
    private(set) var inputFailed = false

    /// Reads every key, click and resize waiting, without blocking (the start of a mouse report the read cut off
    /// waits for the next read).
    func readMessages() -> [Message] {
        var messages: [Message] = []
        var value: wint_t = 0
        while true {
            errno = 0
            let status = wget_wch(kiosk_stdscr(), &value)
            if status == kiosk_err() {
                if errno == EIO { inputFailed = true }
                break
            }
            if status == kiosk_key_code_yes() {
                messages += reports.drain()
                let code = Int32(bitPattern: value)
                if code == kiosk_key_resize() {
                    messages.append(.resized(size))
                } else if code == kiosk_key_mouse() {
                    var event = MEVENT()
                    if getmouse(&event) == kiosk_ok() { messages += Self.mouseMessage(event).map { [$0] } ?? [] }
                } else if let key = KeyDecoder.functionKey(code) {
                    messages.append(.key(key))
                }
            } else {
                messages += reports.feed(UInt32(value))
            }
        }
        return messages + reports.endRead(at: Date())
    }

    /// Whether the start of a mouse report is held for the next read (the loop reads again soon).
    var isHoldingInput: Bool { reports.isHolding }

    /// What a mouse event curses decoded means: a left-button press is a click, buttons 4 and 5 turn the wheel.
    private static func mouseMessage(_ event: MEVENT) -> Message? {
        if kiosk_is_button1_press(event.bstate) != 0 { return .click(Point(x: Int(event.x), y: Int(event.y))) }
        let wheel = kiosk_wheel(event.bstate)
        return wheel == 0 ? nil : .wheel(Int(wheel))
    }

    /// Writes control bytes straight to the terminal (outside curses' own drawing).
    private static func writeToTerminal(_ text: String) {
        fflush(nil)
        var bytes = Array(text.utf8)
        _ = write(STDOUT_FILENO, &bytes, bytes.count)
    }

    /// Shows a frame: writes the cells that differ from the frame shown, then updates the screen once.
    func draw(_ frame: Buffer) {
        let changes = FrameDiff.changedCells(from: shown, to: frame)
        if shown == nil || shown?.width != frame.width || shown?.height != frame.height {
            werase(kiosk_stdscr())
        }
        var renditions = LastRendition<(attributes: attr_t, pair: Int32)>()
        for point in changes {
            let cell = frame[point.x, point.y]
            put(cell, x: point.x, y: point.y, renditions.rendition(of: cell.style, rendition(of:)))
        }
        shown = frame
        lastDrawnCellCount = changes.count
        wnoutrefresh(kiosk_stdscr())
        doupdate()
    }

    /// What curses is told for a style: its attributes and color pair (allocated, and initialized, the first time).
    private func rendition(of cellStyle: Style) -> (attributes: attr_t, pair: Int32) {
        let style = colors?.profile.adapt(cellStyle) ?? cellStyle
        var attributes = attr_t(0)
        if style.attributes.contains(.bold) { attributes |= kiosk_a_bold() }
        if style.attributes.contains(.dim) { attributes |= kiosk_a_dim() }
        if style.attributes.contains(.italic) { attributes |= kiosk_a_italic() }
        if style.attributes.contains(.underline) { attributes |= kiosk_a_underline() }
        if style.attributes.contains(.reverse) { attributes |= kiosk_a_reverse() }
        var pair: Int32 = 0
        if let colors {
            let allocation = pairs.pair(foreground: colors.number(for: style.foreground), background: colors.number(for: style.background))
            if allocation.isNew {
                init_extended_pair(allocation.pair, colors.number(for: style.foreground), colors.number(for: style.background))
            }
            pair = allocation.pair
        }
        return (attributes, pair)
    }

    private func put(_ cell: Cell, x: Int, y: Int, _ rendition: (attributes: attr_t, pair: Int32)) {
        let (attributes, pair) = rendition
        if let scalar = cell.scalar {
            var characters = (wchar_t(bitPattern: scalar.value), wchar_t(0))
            _ = withUnsafePointer(to: &characters) {
                $0.withMemoryRebound(to: wchar_t.self, capacity: 2) { kiosk_put_cell(Int32(y), Int32(x), $0, attributes, pair) }
            }
            return
        }
        var characters = cell.grapheme.unicodeScalars.prefix(Int(kiosk_cell_chars_max()) - 1).map { wchar_t(bitPattern: $0.value) }
        if characters.isEmpty { characters = [wchar_t(32)] }
        characters.append(0)
        _ = kiosk_put_cell(Int32(y), Int32(x), characters, attributes, pair)
    }

    /// Forgets the frame shown, so the next `draw` writes every cell (after a suspend, or when the screen may be
    /// garbled), and clears the screen.
    func invalidate() {
        shown = nil
        clearok(kiosk_stdscr(), true)
    }

    /// Hands the terminal back to the shell, stops the process (as Ctrl-Z would), and takes the terminal again
    /// when the process continues (`fg`, or SIGCONT).
    ///
    /// The stop is SIGSTOP rather than SIGTSTP: the kernel discards SIGTSTP in an orphaned process group (a
    /// program started by `sh -c` in a multiplexer), and SIGSTOP cannot be caught or ignored.
    func suspend() {
        endwin()
        kill(getpid(), SIGSTOP)
        invalidate()
        wrefresh(kiosk_stdscr())
    }

    /// Restores the terminal to how it was before curses started. Safe to call more than once.
    func restore() {
        guard let screen else { return }
        if reportsMouseItself { Self.writeToTerminal("\u{1B}[?1006l\u{1B}[?1000l") }
        CrashGuard.uninstall()
        endwin()
        delscreen(screen)
        self.screen = nil
    }

    deinit {
        restore()
    }
}
