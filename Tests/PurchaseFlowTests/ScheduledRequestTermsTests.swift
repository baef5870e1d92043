import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: an Ask to Buy request for a downgrade, made while the customer was new to the group, kept its
/// introductory price and offer once approved and scheduled for the renewal, and after the renewal applied it,
/// though the renewal charges the full price.
@Suite("A plan change request scheduled at approval")
struct ScheduledRequestTermsTests {
    @Test func anApprovedDowngradeShowsWhatTheRenewalCharges() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        try sandbox.set("ask-to-buy", "on")
        let yearly = "demo.plus.premium.yearly", monthly = "demo.plus.standard.monthly"
        guard case .pending(let first) = try sandbox.store.purchase(PurchaseRequest(productID: yearly)),
              case .pending(let second) = try sandbox.store.purchase(PurchaseRequest(productID: monthly)) else {
            Issue.record("the requests were not opened")
            return
        }
        #expect(second.offer?.kind == .introductory, "the request was made while the customer was new to the group")
        try sandbox.store.approve(first.id)
        let scheduled = try sandbox.store.approve(second.id)
        #expect(scheduled.status == .scheduled)

        let fullPrice = try #require(sandbox.store.catalog.product(withID: monthly).map { sandbox.store.priceBook.price(of: $0, in: .unitedStates) })
        let row = try sandbox.store.record(second.id)
        #expect(row.offer == nil, "a subscriber gets no introductory offer at the renewal")
        #expect(row.chargedPrice == fullPrice)

        let yearEnd = try #require(try sandbox.store.record(first.id).expirationDate)
        sandbox.clock.set(yearEnd.addingTimeInterval(60))
        try sandbox.store.catchUp()
        let renewal = try #require(try sandbox.store.records().last { $0.reason == .renewal })
        #expect(renewal.productID == monthly && renewal.chargedPrice == fullPrice)
        let applied = try sandbox.store.record(second.id)
        #expect(applied.status == .applied && applied.offer == nil && applied.chargedPrice == fullPrice)
    }
}
