import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// A jump to the next event asked for with the event a screen showed moves the clock to that event only: an
/// expiration that became a renewal in the moment since is not jumped to (it would charge), and nothing happens.
@Suite("A jump to the next event goes only to the event shown")
struct NextEventJumpTests {
    @Test func aJumpToAnExpirationThatBecameARenewalMovesNothing() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"))
        _ = try sandbox.store.setAutoRenew(of: "demo.plus.premium.monthly", false)
        let shown = try #require(try sandbox.store.upcomingEvents().first)
        #expect(shown.kind == .expiration)
        _ = try sandbox.store.setAutoRenew(of: "demo.plus.premium.monthly", true)
        let before = try sandbox.store.ledger.clockOffset(), records = try sandbox.store.records()
        #expect(throws: NextEventChanged(expected: shown, next: try #require(try sandbox.store.upcomingEvents().first))) {
            try sandbox.store.advanceClockToNextEvent(expecting: shown)
        }
        #expect(try sandbox.store.ledger.clockOffset() == before)
        #expect(try sandbox.store.records() == records)
        let next = try #require(try sandbox.store.upcomingEvents().first)
        #expect(next.kind == .renewal)
        #expect(try sandbox.store.advanceClockToNextEvent(expecting: next) == next, "the event shown is jumped to")
    }
}
