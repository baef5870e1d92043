import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// A delivery that failed, as an app's own delivery step would report it.
struct DeliveryFailed: Error {}

@Suite("Customers, entitlements, already-entitled purchases and consumable balances")
struct CustomerSessionTests {
    private func session(_ sandbox: SandboxHarness, _ name: String = Customer.defaultName, rules: StorefrontRules = .demo,
                         deliveryHandler: @escaping CustomerSession.DeliveryHandler = { _ in }) throws -> CustomerSession {
        try CustomerSession(customerNamed: name, client: sandbox.marketplace, book: try CustomerBook(directory: sandbox.directory.url),
                            rules: rules, catalog: sandbox.store.catalog, clock: sandbox.clock, deliveryHandler: deliveryHandler)
    }

    private func buy(_ session: CustomerSession, _ sandbox: SandboxHarness, _ id: String, quantity: Int = 1,
                     offer: SubscriptionOffer.Kind? = nil) async throws -> CustomerPurchaseResult {
        let product = try await sandbox.product(id)
        let offerInfo = offer.flatMap { kind in product.subscriptionOffers?.first { $0.type == kind } }
        return try await session.purchase(product, offer: offerInfo, quantity: quantity)
    }

    @Test func buyingWhatAnotherProductGivesAnswersAlreadyEntitledWithoutCharging() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let customer = try session(sandbox)
        guard case .purchased = try await buy(customer, sandbox, "demo.lifetime") else { Issue.record("not bought"); return }
        let result = try await buy(customer, sandbox, "demo.plus.standard.monthly")
        #expect(result == .alreadyEntitled(AlreadyEntitled(productID: "demo.plus.standard.monthly", entitlement: "plus", sourceProductID: "demo.lifetime")))
        #expect(try sandbox.store.records().map(\.productID) == ["demo.lifetime"])
        // An upgrade is sold.
        guard case .purchased = try await buy(customer, sandbox, "demo.family.lifetime") else { Issue.record("upgrade not sold"); return }
        #expect(try sandbox.store.records().count == 2)
    }

    @Test func theBasicSubscriberBuysTheFamilyLifetimeAndTheSubscriptionTiersDisappear() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let customer = try session(sandbox)
        _ = try await buy(customer, sandbox, "demo.plus.basic.weekly")
        let before = try await customer.access()
        #expect(before.isVisible("demo.family.lifetime"))
        #expect(before.visibleProducts(inTier: "premium").count == 2)
        guard case .purchased(let transaction, nil) = try await buy(customer, sandbox, "demo.family.lifetime") else { Issue.record("not bought"); return }
        #expect(try sandbox.store.record(Int64(transaction.id)).isFinished)
        let after = try await customer.access()
        for tier in ["premium", "plus", "basic"] { #expect(after.visibleProducts(inTier: tier).isEmpty, "\(tier)") }
        #expect(after.effectiveTier?.id == "family")
        #expect(after.conflicts.map(\.between) == [["family", "basic"]])
    }

    @Test func entitlementStatesSayWhereFromUntilWhenAndHow() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let customer = try session(sandbox)
        _ = try await buy(customer, sandbox, "demo.plus.premium.yearly", offer: .introductory)
        _ = try await sandbox.buy("demo.family.lifetime", ownership: .familyShared)
        let states = Dictionary(uniqueKeysWithValues: try await customer.entitlementStates().map { ($0.key, $0) })
        let priority = try #require(states["priority_support"])
        // The lifetime outlasts the subscription.
        #expect(priority.sourceProductID == "demo.family.lifetime" && priority.expiresAt == nil && priority.isFamilyShared)
        #expect(priority.periodType == .normal && !priority.willRenew && priority.isSandbox && !priority.hasBillingIssue)
        let news = try #require(states["news"])
        #expect(!news.isActive && news.sourceProductID == nil)

        let yearly = try #require(try await customer.entitlements().first { $0.productID == "demo.plus.premium.yearly" })
        let states2 = EntitlementState.states(from: [yearly], rules: .demo, at: sandbox.clock.now())
        let plus = try #require(states2.first { $0.key == "plus" })
        #expect(plus.isActive && plus.periodType == .trial && plus.willRenew)
        #expect(plus.expiresAt == yearly.expirationDate && yearly.expirationDate != nil)
        #expect(plus.sourceTransactionID == yearly.id)
        // Expired or revoked transactions do not entitle.
        let later = EntitlementState.states(from: [yearly], rules: .demo, at: .distantFuture)
        #expect(later.allSatisfy { !$0.isActive })
    }

    @Test func aSubscriptionInItsGracePeriodStaysActiveWithABillingIssue() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("billing-grace-period", "on")
        let customer = try session(sandbox)
        guard case .purchased(let first, nil) = try await buy(customer, sandbox, "demo.plus.standard.monthly") else { Issue.record("not bought"); return }
        let end = try #require(first.expirationDate)
        let before = try #require(try await customer.entitlementStates().first { $0.key == "plus" })
        #expect(before.isActive && !before.hasBillingIssue && before.willRenew && before.expiresAt == end)

        try sandbox.store.setBillingIssue(of: "demo.plus.standard.monthly", true)
        sandbox.clock.set(end.addingTimeInterval(1))
        let grace = try #require(try await customer.entitlementStates().first { $0.key == "plus" })
        #expect(grace.isActive && grace.hasBillingIssue && grace.sourceProductID == "demo.plus.standard.monthly")
        #expect(try #require(grace.expiresAt) > end)
        #expect(try await customer.access().effectiveTier?.id == "plus")
    }

    @Test func consumablesAreCreditedOnceFinishedAndSpendable() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let customer = try session(sandbox)
        guard case .purchased(let transaction, let credit) = try await buy(customer, sandbox, "demo.coins.600", quantity: 2) else {
            Issue.record("not bought"); return
        }
        #expect(credit == ConsumableCredit(transactionID: transaction.id, balance: "coins", amount: 1200, isNew: true))
        #expect(try sandbox.store.record(Int64(transaction.id)).isFinished)
        #expect(try await customer.balances().map(\.amount) == [1200])
        #expect(try await customer.spend(500, from: "coins", reason: "sticker pack") == 700)
        await #expect(throws: InsufficientBalanceError(balance: "coins", available: 700, requested: 701)) {
            try await customer.spend(701, from: "coins", reason: "too much")
        }
        #expect(try await customer.balances().map(\.amount) == [700])
        // Delivering the same transaction again adds nothing.
        #expect(try await customer.deliver(transaction)?.isNew == false)
        #expect(try await customer.balances().map(\.amount) == [700])
    }

    @Test func aFailedDeliveryLeavesTheTransactionUnfinishedAndItIsDeliveredLater() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let failing = try session(sandbox, deliveryHandler: { _ in throw DeliveryFailed() })
        await #expect(throws: DeliveryFailed.self) { _ = try await buy(failing, sandbox, "demo.coins.100") }
        let records = try sandbox.store.records()
        #expect(records.map(\.productID) == ["demo.coins.100"] && records.allSatisfy { !$0.isFinished })
        #expect(try await failing.balances().map(\.amount) == [0])

        // The next launch, another process on the same ledger, delivers it once.
        let next = try sandbox.reopened()
        let relaunched = try session(next)
        #expect(try await relaunched.deliverUnfinished().map(\.amount) == [100])
        #expect(try next.store.records().allSatisfy(\.isFinished))
        #expect(try await relaunched.deliverUnfinished().isEmpty)
        #expect(try await relaunched.balances().map(\.amount) == [100])
    }

    @Test func aCrashBetweenCreditAndFinishNeverCreditsTwice() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let customer = try session(sandbox)
        // The store completed the purchase and the app credited it, then died before finishing.
        guard case .completed(let record) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.coins.100", appAccountToken: customer.customer.appAccountToken)) else {
            Issue.record("not completed"); return
        }
        #expect(try customer.book.recordDelivery(transactionID: UInt64(record.id), customer: customer.customer.name, balance: "coins", amount: 100, at: sandbox.clock.now()))
        let relaunched = try session(try sandbox.reopened())
        let credits = try await relaunched.deliverUnfinished()
        #expect(credits.map(\.isNew) == [false])
        #expect(try await relaunched.balances().map(\.amount) == [100])
        #expect(try sandbox.store.record(record.id).isFinished)
    }

    /// Found by QA: a consumable refunded before the app delivered it was still credited at the next launch, so the
    /// customer had both the refund and the coins. A revoked transaction is finished without credit.
    @Test func aConsumableRefundedBeforeDeliveryIsFinishedWithoutCredit() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let customer = try session(sandbox)
        guard case .completed(let record) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.coins.100", quantity: 2,
                                                                                       appAccountToken: customer.customer.appAccountToken)) else {
            Issue.record("not completed"); return
        }
        _ = try sandbox.store.refund(record.id)
        let relaunched = try session(try sandbox.reopened())
        #expect(try await relaunched.deliverUnfinished().isEmpty)
        #expect(try await relaunched.balances().allSatisfy { $0.amount == 0 })
        #expect(try sandbox.store.record(record.id).isFinished, "finished, so it is not offered again")
    }

    /// Found by QA: refunding a consumable after it was delivered left its coins in the balance, to be spent. What
    /// it credited is taken back, once, whoever's session reads first, and never below zero (as RevenueCat's virtual
    /// currencies): what was spent stays spent.
    @Test func aRefundedConsumableTakesBackWhatItCreditedOnceAndNeverBelowZero() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let customer = try session(sandbox), other = try session(sandbox, "bob")
        guard case .purchased(let hundred, _) = try await buy(customer, sandbox, "demo.coins.100"),
              case .purchased(let chest, _) = try await buy(customer, sandbox, "demo.coins.600") else {
            Issue.record("not bought"); return
        }
        #expect(try await customer.balances().map(\.amount) == [700])
        _ = try sandbox.store.refund(Int64(hundred.id))
        #expect(try await other.takeBackRefunds() == [ConsumableCredit(transactionID: hundred.id, balance: "coins", amount: 100, isNew: true)],
                "another customer's session takes it back from its owner's balance")
        #expect(try await other.balances().map(\.amount) == [0])
        #expect(try await customer.balances().map(\.amount) == [600])
        #expect(try await customer.balances().map(\.amount) == [600], "taken back once")
        let relaunched = try session(try sandbox.reopened())
        #expect(try await relaunched.balances().map(\.amount) == [600], "another process sees the same")
        #expect(try await customer.spend(550, from: "coins", reason: "sticker pack") == 50)
        _ = try sandbox.store.refund(Int64(chest.id))
        #expect(try await customer.takeBackRefunds().map(\.amount) == [50], "no more than the balance held")
        #expect(try await customer.balances().map(\.amount) == [0])
        await #expect(throws: InsufficientBalanceError.self) { try await customer.spend(1, from: "coins", reason: "too much") }
    }

    @Test func twoCustomersOnOneLedgerNeverSeeEachOthersPurchases() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let alice = try session(sandbox, "alice")
        let bob = try session(sandbox, "bob")
        #expect(alice.customer.appAccountToken != bob.customer.appAccountToken)
        _ = try await buy(alice, sandbox, "demo.lifetime")
        _ = try await buy(bob, sandbox, "demo.coins.100")
        #expect(try await alice.entitlements().map(\.productID) == ["demo.lifetime"])
        #expect(try await alice.entitlements().first?.appAccountToken == alice.customer.appAccountToken)
        #expect(try await bob.entitlements().isEmpty)
        #expect(try await alice.balances().map(\.amount) == [0])
        #expect(try await bob.balances().map(\.amount) == [100])
        #expect(try await bob.access().effectiveTier?.id == "free")
        #expect(try await alice.access().effectiveTier?.id == "plus")
        // The Apple ID owns the lifetime already, for alice: buying it again for bob charges nothing.
        guard case .ownedByAnotherCustomer(let owned, owner: "alice") = try await buy(bob, sandbox, "demo.lifetime") else {
            Issue.record("bob was not told alice owns it"); return
        }
        #expect(owned.productID == "demo.lifetime")
        #expect(try sandbox.store.records().count == 2)
        // A restore moves it to bob and says so.
        let moved = try await bob.restore()
        #expect(moved.map(\.productID) == ["demo.lifetime"] && moved.map(\.fromCustomer) == ["alice"])
        #expect(try await bob.entitlements().map(\.productID) == ["demo.lifetime"])
        #expect(try await alice.entitlements().isEmpty)
        #expect(try await bob.restore().isEmpty)
        #expect(try CustomerBook(directory: sandbox.directory.url).customers().map(\.name) == ["alice", "bob"])
    }

    /// Found by the store model: a customer changing the plan of another customer's subscription paid (or
    /// scheduled a change) for something the other customer kept.
    @Test func aPlanOfAGroupWhoseSubscriptionAnotherCustomerOwnsIsRefusedWithoutCharging() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let alice = try session(sandbox, "alice")
        let bob = try session(sandbox, "bob")
        guard case .purchased(let premium, _) = try await buy(alice, sandbox, "demo.plus.premium.monthly") else { Issue.record("not bought"); return }
        for productID in ["demo.plus.standard.monthly", "demo.plus.premium.yearly"] {
            guard case .ownedByAnotherCustomer(let owned, owner: "alice") = try await buy(bob, sandbox, productID) else {
                Issue.record("bob buying \(productID) was not told alice owns the group's subscription"); return
            }
            #expect(owned.id == premium.id)
        }
        // Nothing was charged or scheduled: alice's subscription renews into what she chose.
        #expect(try sandbox.store.records().map(\.id) == [Int64(premium.id)])
        let status = try #require(try sandbox.store.subscriptionStatuses(group: premium.subscriptionGroupID ?? "").first)
        #expect(status.renewalInfo.autoRenewPreference == "demo.plus.premium.monthly")
        // After a restore the subscription is bob's, and his plan change goes ahead.
        _ = try await bob.restore()
        guard case .purchased(let changed, _) = try await buy(bob, sandbox, "demo.plus.premium.yearly") else { Issue.record("not changed"); return }
        #expect(changed.originalID == premium.originalID)
    }

    /// Found by the store model: a purchase without expiration was ranked as ending in the year 4001
    /// (`Date.distantFuture`), so past it a subscription lasting longer became an entitlement's source.
    @Test func aPurchaseWithoutExpirationOutlastsASubscriptionPastTheYear4001() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        let customer = try session(sandbox)
        try sandbox.store.advanceClock(by: try #require(ClockStep("P1000Y")))
        _ = try await buy(customer, sandbox, "demo.plus.standard.yearly")
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.family.lifetime", appAccountToken: customer.customer.appAccountToken))
        try sandbox.store.advanceClock(by: try #require(ClockStep("P1000Y")))
        let plus = try #require(try await customer.entitlementStates().first { $0.key == "plus" })
        #expect(plus.isActive && plus.expiresAt == nil && plus.sourceProductID == "demo.family.lifetime")
    }
}
