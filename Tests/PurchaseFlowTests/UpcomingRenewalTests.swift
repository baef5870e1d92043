import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// The next event the clock shows for a subscription is the renewal the store will make: into a scheduled plan,
/// with a redeemed code, at the full price when an offer ends (one computation, `renewalTerms`).
@Suite("Upcoming renewals agree with the renewals made")
struct UpcomingRenewalTests {
    /// Jumps to the next event and returns it with the renewal it made.
    static func jump(_ sandbox: SandboxHarness) throws -> (ClockEvent, LedgerRecord) {
        let before = try sandbox.store.ledger.nextID()
        let event = try #require(try sandbox.store.advanceClockToNextEvent())
        let renewal = try #require(try sandbox.store.records().first { $0.id >= before && $0.reason == .renewal })
        return (event, renewal)
    }

    @Test func aScheduledDowngradeIsThePlanChangeAtTheNextRenewal() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        guard case .completed(let premium) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly")),
              case .planChangeScheduled = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly")) else {
            Issue.record("the downgrade was not scheduled")
            return
        }
        let next = try #require(try sandbox.store.upcomingEvents().first)
        #expect(next.kind == .planChange && next.productID == "demo.plus.premium.monthly" && next.nextProductID == "demo.plus.basic.weekly")
        #expect(next.date == premium.expirationDate)
        let (event, renewal) = try Self.jump(sandbox)
        #expect(event == next && renewal.productID == event.nextProductID)
    }

    @Test func aRedeemedCodeIsTheOfferStartingAtTheNextRenewal() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        // Bought with its free week: without the code, the next renewal would end that offer.
        guard case .completed(let yearly) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly")) else {
            Issue.record("the plan was not bought")
            return
        }
        #expect(yearly.offer?.kind == .introductory)
        #expect(try sandbox.store.upcomingEvents().first?.kind == .offerEnd)
        _ = try sandbox.store.redeem(code: "HALFYEAR")
        let next = try #require(try sandbox.store.upcomingEvents().first)
        #expect(next.kind == .offerStart && next.nextProductID == "demo.plus.premium.yearly")
        let (event, renewal) = try Self.jump(sandbox)
        #expect(event == next && renewal.offer?.kind == .code && renewal.productID == event.nextProductID)
    }

    @Test func anOfferEndingIsTheRenewalAtFullPrice() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly"))
        let next = try #require(try sandbox.store.upcomingEvents().first)
        let (event, renewal) = try Self.jump(sandbox)
        #expect(next.kind == .offerEnd && event == next && renewal.offer == nil && renewal.productID == next.nextProductID)
    }
}
