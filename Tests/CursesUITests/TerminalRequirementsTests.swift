import Testing
@testable import CursesUI

@Suite("Terminal requirements and locale")
struct TerminalRequirementsTests {
    @Test func needsTerminalsOnBothEndsAndACapableTerm() {
        #expect(TerminalRequirements.unavailableReason(standardInputIsTerminal: true, standardOutputIsTerminal: true,
                                                       environment: ["TERM": "xterm-256color"]) == nil)
        let piped = TerminalRequirements.unavailableReason(standardInputIsTerminal: true, standardOutputIsTerminal: false,
                                                           environment: ["TERM": "xterm"])
        #expect(piped?.contains("not one") == true)
        let dumb = TerminalRequirements.unavailableReason(standardInputIsTerminal: true, standardOutputIsTerminal: true,
                                                          environment: ["TERM": "dumb"])
        #expect(dumb?.contains("'dumb'") == true)
        #expect(TerminalRequirements.unavailableReason(standardInputIsTerminal: true, standardOutputIsTerminal: true,
                                                       environment: [:]) != nil)
        #expect(TerminalRequirements.alternatives.contains("kiosk render"))
        #expect(TerminalRequirements.alternatives.contains("kiosk sandbox"))
    }

    @Test func recognisesUTF8LocaleNames() {
        #expect(TerminalLocale.isUTF8("en_US.UTF-8"))
        #expect(TerminalLocale.isUTF8("C.utf8"))
        #expect(!TerminalLocale.isUTF8("C"))
        #expect(!TerminalLocale.isUTF8("de_DE.ISO-8859-1"))
    }
}
