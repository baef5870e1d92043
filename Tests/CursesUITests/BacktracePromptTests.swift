import Testing
@testable import CursesUI

@Suite("Backtrace prompt")
struct BacktracePromptTests {
    @Test func addsInteractiveNoAndKeepsTheOtherSettings() {
        #expect(BacktracePrompt.nonInteractive(nil) == "interactive=no")
        #expect(BacktracePrompt.nonInteractive("") == "interactive=no")
        #expect(BacktracePrompt.nonInteractive("color=no,interactive=yes") == "color=no,interactive=yes,interactive=no")
    }

    @Test func leavesAValueThatAlreadySaysNoAlone() {
        #expect(BacktracePrompt.nonInteractive("interactive=no") == nil)
        #expect(BacktracePrompt.nonInteractive("enable=yes, interactive=no") == nil)
    }
}
