import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// What the ledger says happened, without what differs between equal histories: ids (a waiting request
/// takes one), signatures and finishing.
struct LedgerFacts: Equatable, CustomStringConvertible {
    var transactions: [LedgerRecord]
    var subscriptions: [SubscriptionRecord]
    var refundRequests: [RefundRequest]

    /// The completed transactions (and optionally every row) of a store, its subscriptions and refund requests.
    init(_ store: SandboxStore, completedOnly: Bool = true) throws {
        transactions = try store.records().filter { !completedOnly || $0.status == .completed }.map { record in
            var fact = record
            fact.id = 0
            fact.signedDate = nil
            fact.jws = nil
            // Whether a refund was recorded is a fact; its signature (random, like every ES256 one) is not.
            fact.recordedRevocation = record.recordedRevocation.map { _ in "recorded" }
            fact.isFinished = false
            return fact
        }
        subscriptions = try store.ledger.subscriptions().map { subscription in
            var fact = subscription
            fact.latestTransactionID = 0
            return fact
        }
        refundRequests = try store.ledger.refundRequests()
    }

    var description: String {
        (transactions.map { "\($0.productID) \($0.status) original \($0.originalID) \($0.purchaseDate)-\($0.expirationDate.map { "\($0)" } ?? "") "
                + "price \($0.priceMilliunits ?? -1) upgraded \($0.isUpgraded) renews \($0.willAutoRenew) revoked \($0.revocationDate.map { "\($0)" } ?? "no")" }
            + subscriptions.map { "subscription \($0.originalID) \($0.productID) -> \($0.autoRenewProductID) until \($0.expirationDate) renews \($0.willAutoRenew) revoked \($0.isRevoked)" }
            + refundRequests.map { "refund request \($0.transactionID) \($0.status) at \($0.decidedAt.map { "\($0)" } ?? "-")" })
            .joined(separator: "\n")
    }
}

@Suite("A plan change that waits for Ask to Buy or an interruption ends exactly as a direct one")
struct WaitingPlanChangeTests {
    /// How a purchase reaches the store: at once, or waiting and then approved or resolved.
    enum Way: String, CaseIterable, Sendable {
        case direct, askToBuy, interrupted
    }

    /// Plan changes of the demo's Kiosk Plus group: an upgrade (now), a downgrade and a crossgrade to another
    /// period (both at the next renewal).
    static let changes = [
        ("demo.plus.basic.weekly", "demo.plus.standard.monthly"),
        ("demo.plus.premium.monthly", "demo.plus.basic.weekly"),
        ("demo.plus.premium.monthly", "demo.plus.premium.yearly"),
    ]

    /// Buys `from`, lets a third of its period pass, then buys `to` the given way, approving or resolving
    /// the request at once; returns the sandbox and what the approval or purchase returned.
    static func change(from: String, to: String, _ way: Way) throws -> (SandboxHarness, LedgerRecord) {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        guard case .completed(let old) = try sandbox.store.purchase(PurchaseRequest(productID: from)) else {
            throw MarketplaceError(.unknown, "\(from) was not bought")
        }
        let end = try #require(old.expirationDate)
        sandbox.clock.advance(by: end.timeIntervalSince(sandbox.clock.now()) / 3)
        switch way {
        case .direct:
            switch try sandbox.store.purchase(PurchaseRequest(productID: to)) {
            case .completed(let record), .planChangeScheduled(let record): return (sandbox, record)
            case let other: throw MarketplaceError(.unknown, "changing to \(to) gave \(other)")
            }
        case .askToBuy, .interrupted:
            try sandbox.set(way == .askToBuy ? "ask-to-buy" : "interrupted", "on")
            guard case .pending(let request) = try sandbox.store.purchase(PurchaseRequest(productID: to)) else {
                throw MarketplaceError(.unknown, "changing to \(to) did not wait")
            }
            try sandbox.set(way == .askToBuy ? "ask-to-buy" : "interrupted", "off")
            let record = way == .askToBuy ? try sandbox.store.approve(request.id) : try sandbox.store.resolve(request.id)
            return (sandbox, record)
        }
    }

    @Test(arguments: changes)
    func anApprovedOrResolvedChangeLeavesTheLedgerADirectOneLeaves(from: String, to: String) throws {
        for way in [Way.askToBuy, .interrupted] {
            let (direct, _) = try Self.change(from: from, to: to, .direct)
            let (waited, _) = try Self.change(from: from, to: to, way)
            #expect(try LedgerFacts(waited.store) == LedgerFacts(direct.store), "\(way.rawValue), just after the change")
            // Past the next renewal, where a deferred change takes effect.
            for sandbox in [direct, waited] { try sandbox.store.advanceClock(by: try #require(ClockStep("P40D"))) }
            #expect(try LedgerFacts(waited.store) == LedgerFacts(direct.store), "\(way.rawValue), after the next renewal")
        }
    }

    @Test(arguments: Way.allCases)
    func anUpgradeContinuesTheSubscriptionAndLeavesOneActiveInTheGroup(way: Way) async throws {
        let (sandbox, upgrade) = try Self.change(from: "demo.plus.basic.weekly", to: "demo.plus.standard.monthly", way)
        let weekly = try sandbox.store.record(1)
        #expect(upgrade.status == .completed && upgrade.originalID == weekly.id, "the upgrade continues the weekly subscription")
        #expect(upgrade.originalPurchaseDate == weekly.purchaseDate)
        #expect(weekly.isUpgraded && !weekly.willAutoRenew)
        #expect(upgrade.purchaseDate == sandbox.clock.now())
        let monthly = try sandbox.store.product("demo.plus.standard.monthly")
        let full = SandboxStore.milliunits(sandbox.store.priceBook.price(of: monthly, in: .unitedStates).amount)
        #expect(upgrade.offer?.kind == .introductory, "the weekly plan had no introductory offer, so the upgrade gets the group's")
        #expect(try #require(upgrade.priceMilliunits) < full, "the unused rest of the weekly period is credited")
        let statuses = try sandbox.store.subscriptionStatuses(group: "KPLUS")
        #expect(statuses.count == 1 && statuses.first?.state == .subscribed && statuses.first?.subscription.productID == "demo.plus.standard.monthly")
        #expect(try await sandbox.entitledProductIDs() == ["demo.plus.standard.monthly"])
        guard case .ready = try sandbox.store.purchaseState(of: "demo.plus.basic.weekly") else {
            Issue.record("the replaced weekly plan is neither a subscription of its own nor expired: it can be bought again")
            return
        }
    }
}

extension WaitingPlanChangeTests {
    @Test(arguments: [Way.askToBuy, .interrupted])
    func anApprovedDowngradeIsScheduledForTheNextRenewalAndChargesNothingNow(way: Way) throws {
        let (sandbox, request) = try Self.change(from: "demo.plus.premium.monthly", to: "demo.plus.basic.weekly", way)
        let premium = try sandbox.store.record(1)
        let end = try #require(premium.expirationDate)
        #expect(request.status == .scheduled && request.jws == nil && request.originalID == premium.originalID)
        #expect(try sandbox.store.records().filter { $0.status == .completed }.map(\.id) == [premium.id], "nothing is charged now")
        #expect(try sandbox.store.ledger.openRequests().isEmpty)
        #expect(try sandbox.store.purchaseState(of: "demo.plus.basic.weekly") == .upcoming(activationDate: end))
        #expect(try sandbox.store.purchaseState(of: "demo.plus.premium.monthly") == .active)
        let twice = #expect(throws: MarketplaceError.self) {
            way == .askToBuy ? try sandbox.store.approve(request.id) : try sandbox.store.resolve(request.id)
        }
        #expect(twice?.code == .nothingPending)

        sandbox.clock.set(end.addingTimeInterval(1))
        let renewals = try sandbox.store.catchUp()
        #expect(renewals.map(\.productID) == ["demo.plus.basic.weekly"] && renewals.first?.originalID == premium.originalID)
        #expect(try sandbox.store.subscriptionStatuses(group: "KPLUS").map(\.state) == [.subscribed])
    }
}

extension WaitingPlanChangeTests {
    @Test func aRequestApprovedAfterTheStorefrontChangedIsCheckedAsAPurchaseThen() throws {
        let availability = try StorefrontAvailability.decode(Data(#"{"products": {"demo.lifetime": {"only": ["USA"]}}}"#.utf8), file: "demo.storefronts.json")
        let sandbox = try SandboxHarness(catalog: .demo, availability: availability)
        try sandbox.set("ask-to-buy", "on")
        guard case .pending(let request) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.lifetime")) else {
            Issue.record("the purchase did not wait")
            return
        }
        try sandbox.set("storefront", "DEU")
        let error = #expect(throws: MarketplaceError.self) { try sandbox.store.approve(request.id) }
        #expect(error?.code == .notAvailableInStorefront)
        #expect(try sandbox.store.record(request.id).status == .askToBuy, "the request still waits")
        try sandbox.set("storefront", "USA")
        #expect(try sandbox.store.approve(request.id).status == .completed)
    }
}
