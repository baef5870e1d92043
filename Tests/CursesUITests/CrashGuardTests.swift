import Testing
@testable import CursesUI

@Suite("Crash guard")
struct CrashGuardTests {
    /// kiosk turns mouse reports on itself where the terminfo entry has no mouse (tmux's `screen-256color`), so
    /// the bytes a crash writes turn them off whatever the entry says (here: no terminal loaded, no `kmous`).
    @Test func theUndoBytesTurnMouseReportsOffEvenWithoutAMouseInTerminfo() {
        let undo = String(decoding: CrashGuard.undoSequence(), as: UTF8.self)
        #expect(undo.contains("\u{1B}[?1000l") && undo.contains("\u{1B}[?1006l"))
    }
}
