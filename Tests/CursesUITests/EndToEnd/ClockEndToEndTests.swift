import Foundation
import Testing

/// The clock screen in the real binary: the next event shown in the transaction manager, a jump to it, a step and a
/// typed duration, each saying what the ledger got.
@Suite("End to end: the clock", .serialized)
struct ClockEndToEndTests {
    @Test(.needsTmux) func jumpStepAndTypedDurationSayWhatHappened() throws {
        let session = try TmuxSession(width: 80, height: 24)
        try session.kiosk("sandbox", "buy", "demo.news.digital.monthly")
        try session.waitFor("Transaction manager")
        try session.openFiltered("Transaction manager")
        try session.waitFor("renewal of News Digital, Monthly (#1)")
        try session.openFiltered("Clock")
        try session.waitFor("Kiosk › Transaction manager › Clock")
        try session.openFiltered("Jump")
        try session.press("Escape")
        try session.waitFor("The clock jumped to")
        try session.waitFor("Monthly (#1): 1 renewal.")
        try session.openFiltered("1 hour")
        try session.press("Escape")
        try session.waitFor("The clock moved ahead 1 hour")
        try session.waitFor("12 renewals.")
        try session.openFiltered("A duration")
        try session.waitFor("Duration: _")
        try session.type("P1D")
        try session.press("Enter")
        try session.waitFor("The clock moved ahead 1 day")
        try session.press("Escape", "Escape")
        try session.waitFor("monthly renewal every 5 minutes")
        try session.press("q")
        try session.waitFor("[exit 0]")
    }
}
