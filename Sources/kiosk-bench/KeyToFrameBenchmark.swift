import Foundation
import DevSupport
import KioskApp
import PaywallLayout

/// The CPU a key costs at 200x60, from the key to the frame on the screen: in process (update and view, no
/// terminal), and for the real `kiosk` binary in tmux against its floor, a C ncursesw program built by the
/// benchmark that redraws every cell of the screen on each key, measured the same way in the same run.
enum KeyToFrameBenchmark {
    static var benchmark: Benchmark {
        Benchmark(
            name: "key-to-frame",
            summary: "CPU per key at 200x60 on a list and on paywalls, in process and in tmux against a C ncursesw redraw (target < 1 ms)",
            run: run
        )
    }

    /// The terminal size measured.
    static let size = TerminalSize(width: 200, height: 60)
    /// The screens measured in tmux: a label, the arguments that open the screen, and text it shows once drawn.
    static let screens: [(label: String, arguments: [String], ready: String)] = [
        ("home list", [], "Transaction manager"),
        ("onboarding paywall (carousel, timeline)", ["--placement", "onboarding"], "Paywall: onboarding"),
        ("settings paywall (tabs)", ["--placement", "settings"], "Paywall: settings"),
    ]

    static func run() throws {
        print("   load average: \(loadAverage)")
        try measureInProcess()
        try measureInTmux()
    }

    /// Update and view alone (no terminal), CPU time of this thread per key, the down and up arrows in turn.
    static func measureInProcess() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let demo = try InteractiveBenchmark.demoState(directory: directory, size: size)
        var loaded = demo.state
        loaded.store = try InteractiveBenchmark.blocking { try await demo.session.snapshot() }
        for (label, placement) in [("home list", nil), ("onboarding paywall", "onboarding"), ("settings paywall", "settings")] {
            var state = loaded
            if let placement { state.push(.paywall(placement: placement)) }
            var pilot = Pilot(size: size, performer: demo.session, state: state)
            _ = pilot.frame
            let keys = 400
            var update: UInt64 = 0, view: UInt64 = 0
            for index in 0..<keys {
                let start = threadCPUNanoseconds()
                pilot.press(index % 2 == 0 ? .down : .up)
                let updated = threadCPUNanoseconds()
                _ = pilot.frame
                view += threadCPUNanoseconds() - updated
                update += updated - start
            }
            print(String(format: "   in process, %@: %.3f ms CPU per key (update %.3f, view %.3f; %d keys)", label,
                         Double(update + view) / 1e6 / Double(keys), Double(update) / 1e6 / Double(keys),
                         Double(view) / 1e6 / Double(keys), keys))
            print(String(format: "      a tick's frame (the clock a second on): %.3f ms CPU", viewOfLaterStates(pilot.state, count: 100)))
            print(String(format: "      a frame drawn anew (nothing kept: priced, filled, laid out and drawn): %.3f ms CPU",
                         viewAnew(pilot.state, count: 100)))
        }
    }

    /// The CPU in milliseconds of viewing a state again with its clock one more second on each time (a tick's
    /// redraw: what reads the clock is drawn again).
    static func viewOfLaterStates(_ state: AppState, count: Int) -> Double {
        var later = state
        let start = threadCPUNanoseconds()
        for _ in 0..<count {
            later.now = later.now.addingTimeInterval(1)
            _ = KioskView.render(later)
        }
        return Double(threadCPUNanoseconds() - start) / 1e6 / Double(count)
    }

    /// The CPU in milliseconds of viewing a state with nothing kept from frames before (`KioskView.renderAnew`).
    static func viewAnew(_ state: AppState, count: Int) -> Double {
        let start = threadCPUNanoseconds()
        for _ in 0..<count {
            _ = KioskView.renderAnew(state)
        }
        return Double(threadCPUNanoseconds() - start) / 1e6 / Double(count)
    }

    /// The real binary and the C floor in tmux at 200x60: the CPU the process used while keys were sent one by
    /// one, less what it uses idle over the same time, per key.
    static func measureInTmux() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), let kiosk = kioskBinaryBesideBenchmark else {
            print("   in tmux: skipped (needs /usr/bin/tmux and kiosk built beside kiosk-bench)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tmux = Tmux(socket: "kiosk-bench-keys-\(getpid())")
        defer { tmux.killServer() }
        var floor: Double?
        if let program = try buildFloor(in: directory) {
            floor = try tmux.cpuPerKey(label: "C ncursesw floor (every cell redrawn per key)", command: [program], ready: "FLOOR READY")
        } else {
            print("   in tmux: the C floor could not be built (needs cc and the ncursesw headers)")
        }
        for (label, arguments, ready) in screens {
            // A version newer than the demo's update answer, so no update prompt covers the screen.
            let command = [kiosk, "--state", directory.appendingPathComponent("state").path, "--app-version", "99.0"] + arguments
            let perKey = try tmux.cpuPerKey(label: "kiosk, \(label)", command: command, ready: ready)
            if let floor { print(String(format: "      %.2fx the floor", perKey / floor)) }
        }
    }

    /// Compiles the C floor into a directory; `nil` when there is no C compiler or ncursesw.
    static func buildFloor(in directory: URL) throws -> String? {
        try buildCProgram(named: "floor", source: floorSource, linking: ["ncursesw"], in: directory)
    }

    /// A full-screen program in C: a title row, rows of text in three color pairs, and a selected row that the
    /// arrows move; every key writes every cell again (wide-character calls, as kiosk writes) and refreshes.
    static let floorSource = """
    #define _XOPEN_SOURCE_EXTENDED 1
    #include <locale.h>
    #include <wchar.h>
    #include <ncursesw/curses.h>

    int main(void) {
        setlocale(LC_ALL, "");
        initscr(); raw(); noecho(); nonl(); keypad(stdscr, TRUE); curs_set(0);
        start_color(); use_default_colors();
        init_pair(1, COLOR_WHITE, COLOR_BLUE); init_pair(2, COLOR_BLACK, COLOR_CYAN); init_pair(3, COLOR_YELLOW, -1);
        const wchar_t *text = L"FLOOR READY: a row of a list, redrawn on every key. ";
        int length = (int)wcslen(text), selected = 0;
        for (;;) {
            for (int y = 0; y < LINES; y++) {
                for (int x = 0; x < COLS; x++) {
                    wchar_t grapheme[2] = { text[(x + y * 7) % length], 0 };
                    short pair = y == 0 ? 1 : (y == selected + 2 ? 2 : 3);
                    cchar_t cell;
                    setcchar(&cell, grapheme, y == selected + 2 ? A_BOLD : 0, pair, NULL);
                    mvadd_wch(y, x, &cell);
                }
            }
            refresh();
            int key = getch();
            if (key == 'q') break;
            if (key == KEY_DOWN) selected = (selected + 1) % (LINES - 3);
            if (key == KEY_UP) selected = (selected + LINES - 4) % (LINES - 3);
        }
        endwin();
        return 0;
    }
    """

    /// The CPU time this thread has used, in nanoseconds.
    static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The 1, 5 and 15 minute load averages.
    static var loadAverage: String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
    }
}
