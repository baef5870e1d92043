import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("What a plan change charges, and in which currency")
struct PlanChangeChargeTests {
    private let day: TimeInterval = 86_400

    /// The demo catalog with its prices in every storefront, on real time (a year lasts a year).
    private func demo() throws -> SandboxHarness {
        let sandbox = try SandboxHarness(catalog: .demo, prices: .demo)
        try sandbox.set("time-rate", "0")
        return sandbox
    }

    /// Gives the customer Kiosk Plus's introductory offer (Premium, Yearly's free week, expired at once), so the
    /// upgrades that follow are charged their price, not an introductory offer.
    private func takeTheIntroductoryOffer(_ sandbox: SandboxHarness) throws {
        #expect(try sandbox.completed(PurchaseRequest(productID: "demo.plus.premium.yearly")).offer?.kind == .introductory)
        _ = try sandbox.store.expireSubscription(of: "demo.plus.premium.yearly")
    }

    /// A period paid in dollars is not credited against a charge in yen: the upgrade charges the full yen
    /// price (QA saw ¥1998.97, a dollar credit subtracted as if it were yen), and the unused rest is refunded in
    /// dollars, as the App Store refunds an upgraded plan's rest pro rata (it was neither credited nor refunded).
    @Test func anUpgradeAfterAStorefrontSwitchChargesTheWholeNewPriceAndRefundsTheRestInItsCurrency() async throws {
        let sandbox = try demo()
        try sandbox.set("storefront", "USA")
        let old = try #require(try await sandbox.buy("demo.plus.standard.monthly").transaction)
        #expect(old.currency == "USD" && (old.price ?? 0) > 0)
        sandbox.clock.advance(by: 3 * day)
        try sandbox.set("storefront", "JPN")
        let new = try #require(try await sandbox.buy("demo.plus.premium.monthly").transaction)
        #expect(new.originalID == old.originalID)
        let record = try sandbox.store.record(Int64(new.id))
        #expect(record.currency == "JPY" && record.storefront == "JPN")
        #expect(record.priceMilliunits == 2_000_000, "the whole ¥2,000, no credit in another currency")
        let rest = SandboxStore.unusedValue(of: try sandbox.store.record(Int64(old.id)), at: record.purchaseDate)
        #expect(rest > 0 && rest < (old.price ?? 0))
        #expect(try sandbox.store.credit(of: record) == .refunded(Price(rest, Currency(code: "USD"))))
        #expect(try sandbox.store.restRefunded(atChange: record) == Price(rest, Currency(code: "USD")), "the refund is in the ledger")
        #expect(try sandbox.store.refundAmount(of: record) == RefundedAmount(charged: Price(2000, Currency(code: "JPY"))),
                "refunding the upgrade gives back its yen only: the dollars were refunded at the change")
    }

    /// Found by QA: once an upgrade's subscription ended (refunded, expired now), buying a plan of the group again said
    /// it credited (or refunded) the rest of the plan the upgrade had replaced, counted twice; the ledger charged the
    /// whole price, rightly. Only the transaction a purchase replaced itself is counted.
    @Test(arguments: [false, true])
    func buyingAgainAfterAnUpgradeEndedCountsNothingTheUpgradeCounted(acrossCurrencies: Bool) throws {
        let sandbox = try demo()
        let old = try sandbox.completed(PurchaseRequest(productID: "demo.plus.standard.monthly"))
        sandbox.clock.advance(by: 10 * day)
        if acrossCurrencies { try sandbox.set("storefront", "JPN") }
        let upgrade = try sandbox.completed(PurchaseRequest(productID: "demo.plus.premium.monthly"))
        #expect(try sandbox.store.credit(of: upgrade) != .none, "the upgrade counted the rest of \(old.id)")
        _ = try sandbox.store.refund(upgrade.id)
        let again = try sandbox.completed(PurchaseRequest(productID: "demo.plus.premium.monthly"))
        #expect(try sandbox.store.credit(of: again) == .none)
        #expect(try sandbox.store.credit(of: upgrade) != .none, "the upgrade still says what it counted")
    }

    /// In one currency the unused rest is credited, and what is charged has no decimals its currency lacks.
    @Test(arguments: [("JPN", 0), ("DEU", 2), ("USA", 2)])
    func anUpgradeInOneCurrencyCreditsTheRestAndIsRoundedForThatCurrency(storefront: String, decimals: Int) async throws {
        let sandbox = try demo()
        try sandbox.set("storefront", storefront)
        try takeTheIntroductoryOffer(sandbox)
        let old = try #require(try await sandbox.buy("demo.plus.standard.yearly").transaction)
        sandbox.clock.advance(by: 100 * day + 3_333)
        let oldRecord = try sandbox.store.record(Int64(old.id))
        let new = try #require(try await sandbox.buy("demo.plus.premium.yearly").transaction)
        let record = try sandbox.store.record(Int64(new.id))
        let full = sandbox.store.priceBook.price(of: try #require(Catalog.demo.product(withID: "demo.plus.premium.yearly")),
                                                 in: try #require(Storefront(code: storefront)))
        let credit = SandboxStore.unusedValue(of: oldRecord, at: sandbox.clock.now())
        #expect(oldRecord.currency == full.currency.code && credit > 0 && credit < (old.price ?? 0))
        let charged = Decimal(try #require(record.priceMilliunits)) / 1_000
        #expect(charged == full.amount - credit)
        let minorUnits = charged * Decimal(sign: .plus, exponent: decimals, significand: 1)
        #expect(minorUnits == Decimal(NSDecimalNumber(decimal: minorUnits).int64Value), "\(charged) \(full.currency.code)")
        #expect(record.currency == full.currency.code)
    }

    /// Found by QA: a rest larger than the new price was lost ("charged 0.00 USD now (… 60.98 USD was credited)", of
    /// which only 12.99 could count). What the price cannot take is refunded, as the App Store refunds an upgraded
    /// plan's unused rest; the sheet's charge and the ledger's read-back say so.
    @Test func aRestLargerThanTheNewPriceIsRefundedBeyondIt() async throws {
        let sandbox = try demo()
        try sandbox.set("storefront", "USA")
        let old = try #require(try await sandbox.buy("demo.plus.standard.yearly").transaction)
        sandbox.clock.advance(by: day)
        let oldRecord = try sandbox.store.record(Int64(old.id))
        let rest = SandboxStore.unusedValue(of: oldRecord, at: sandbox.clock.now())
        let full = sandbox.store.priceBook.price(of: try #require(Catalog.demo.product(withID: "demo.plus.premium.monthly")),
                                                 in: try #require(Storefront(code: "USA")))
        #expect(rest > full.amount)
        let expected = PurchaseCharge.Credit.credited(Price(rest, full.currency), refunded: Price(rest - full.amount, full.currency))
        let shown = try #require(try sandbox.store.charges(of: ["demo.plus.premium.monthly"], settings: sandbox.store.settings())["demo.plus.premium.monthly"])
        #expect(shown.now == Price(0, full.currency))
        #expect(shown.credit == expected)
        let new = try #require(try await sandbox.buy("demo.plus.premium.monthly").transaction)
        let record = try sandbox.store.record(Int64(new.id))
        #expect(record.priceMilliunits == 0)
        #expect(try sandbox.store.credit(of: record) == expected)
        let refunded = Price(rest - full.amount, full.currency)
        #expect(try sandbox.store.restRefunded(atChange: record) == refunded, "the surplus refunded is in the ledger")
        #expect(try sandbox.store.ledger.planChangeRefundsByReplaced() == [Int64(old.id): refunded])
        let refund = try #require(try sandbox.store.refundAmount(of: record))
        #expect(refund.total == full, "refunding the upgrade gives back its price, not the surplus again")
        #expect(refund.total.amount + refunded.amount == rest, "the whole rest comes back once")
    }

    /// An upgrade approved from a request records what it refunded as a direct purchase does, and deleting the upgrade
    /// (its plan given back, as if the change was never made) removes the record with it.
    @Test func anApprovedUpgradeRecordsItsRefundAndADeleteRemovesIt() throws {
        let sandbox = try demo()
        try sandbox.set("storefront", "USA")
        let old = try sandbox.completed(PurchaseRequest(productID: "demo.plus.standard.yearly"))
        sandbox.clock.advance(by: day)
        try sandbox.set("ask-to-buy", "on")
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"))
        #expect(try sandbox.store.ledger.planChangeRefundsByReplaced().isEmpty, "a request refunds nothing")
        let request = try #require(try sandbox.store.records().first { $0.status == .askToBuy })
        let approved = try sandbox.store.approve(request.id)
        #expect(try sandbox.store.credit(of: approved) != .none)
        let refunded = try #require(try sandbox.store.restRefunded(atChange: approved))
        #expect(try sandbox.store.ledger.planChangeRefundsByReplaced() == [old.id: refunded])
        _ = try sandbox.store.delete(approved.id)
        #expect(try sandbox.store.ledger.planChangeRefundsByReplaced().isEmpty)
        #expect(try sandbox.store.record(old.id).isUpgraded == false, "the plan is back")
    }

    /// A rest smaller than the price is all credited: nothing is refunded.
    @Test func aRestSmallerThanThePriceRefundsNothing() async throws {
        let sandbox = try demo()
        let old = try #require(try await sandbox.buy("demo.plus.standard.monthly").transaction)
        sandbox.clock.advance(by: day)
        let rest = SandboxStore.unusedValue(of: try sandbox.store.record(Int64(old.id)), at: sandbox.clock.now())
        let new = try #require(try await sandbox.buy("demo.plus.premium.monthly").transaction)
        #expect(try sandbox.store.credit(of: sandbox.store.record(Int64(new.id))) == .credited(Price(rest, Currency(code: "USD")), refunded: nil))
    }

    /// Found by QA: a transaction an upgrade replaced could be refunded in full, though its unused rest had already been
    /// credited against the upgrade (83.99 back on top of 83.76 credited, from 83.99 paid). It is refused, by the
    /// transaction manager and by a refund request alike, and nothing is written.
    @Test func aTransactionAnUpgradeReplacedIsNotRefundedAgain() async throws {
        let sandbox = try demo()
        let old = try #require(try await sandbox.buy("demo.plus.standard.yearly").transaction)
        sandbox.clock.advance(by: day)
        _ = try await sandbox.buy("demo.plus.premium.yearly")
        let before = try sandbox.store.records()
        let refused = #expect(throws: MarketplaceError.self) { try sandbox.store.refund(Int64(old.id)) }
        #expect(refused?.message.contains("replaced by an upgrade") == true, "\(refused?.message ?? "")")
        #expect(throws: MarketplaceError.self) { try sandbox.store.requestRefund(of: Int64(old.id), reason: .other) }
        #expect(try sandbox.store.records() == before)
    }

    /// Found by QA: an upgrade from a plan that was itself an upgrade prorated what that plan charged after its own
    /// credit (6.57), not its price (7.99): the customer overpaid. The App Store charged the plan's whole price then
    /// (and refunded the rest before it separately), so its unused rest is worth its price's share.
    @Test func aSecondUpgradeCreditsTheRestOfTheWholePriceOfThePlanBefore() async throws {
        let sandbox = try demo()
        try takeTheIntroductoryOffer(sandbox)
        _ = try await sandbox.buy("demo.plus.basic.weekly")
        sandbox.clock.advance(by: 2 * day)
        let middle = try sandbox.store.record(Int64(try #require(try await sandbox.buy("demo.plus.standard.monthly").transaction).id))
        #expect((middle.priceMilliunits ?? 0) < 7_990, "the first upgrade was credited")
        sandbox.clock.advance(by: 10 * day)
        let start = middle.purchaseDate, end = try #require(middle.expirationDate), now = sandbox.clock.now()
        let share = Decimal(end.timeIntervalSince(now) / end.timeIntervalSince(start))
        let rest = Price(Decimal(string: "7.99")! * share, Currency(code: "USD")).roundedToMinorUnit.amount
        let last = try sandbox.store.record(Int64(try #require(try await sandbox.buy("demo.plus.premium.monthly").transaction).id))
        #expect(Decimal(try #require(last.priceMilliunits)) / 1_000 == Decimal(string: "12.99")! - rest)
        #expect(try sandbox.store.credit(of: last) == .credited(Price(rest, Currency(code: "USD"))))
    }

    /// Found by QA: an upgrade from a free period (a code's free month) said "prorated … 0.00 USD was credited": with
    /// nothing left to credit it charges the whole price and says nothing of a credit.
    @Test func anUpgradeWithNothingToCreditChargesTheWholePriceWithoutACredit() async throws {
        let sandbox = try demo()
        try sandbox.set("storefront", "USA")
        _ = try await sandbox.buy("demo.plus.standard.yearly", offer: OfferChoice(kind: .code, id: "FRIENDS"))
        sandbox.clock.advance(by: day)
        let shown = try #require(try sandbox.store.charges(of: ["demo.plus.premium.monthly"], settings: sandbox.store.settings())["demo.plus.premium.monthly"])
        #expect(shown.credit == PurchaseCharge.Credit.none)
        let new = try #require(try await sandbox.buy("demo.plus.premium.monthly").transaction)
        let record = try sandbox.store.record(Int64(new.id))
        #expect(record.priceMilliunits == 12_990)
        #expect(try sandbox.store.credit(of: record) == PurchaseCharge.Credit.none)
    }

    /// A store read asks what refunding each row gives back (`refundAmounts(ofLedger:)`, each chain looked up among the
    /// rows read) and answers as the ledger's own reads do (`refundAmounts(of:)`), over chains of upgrades in one currency
    /// and across one, a second upgrade, a rest larger than the new price, a refund, a purchase again, and renewals.
    @Test func refundAmountsLookedUpAmongTheRowsAreTheLedgersOwn() throws {
        let sandbox = try demo()
        try takeTheIntroductoryOffer(sandbox)
        _ = try sandbox.completed(PurchaseRequest(productID: "demo.plus.basic.weekly"))
        sandbox.clock.advance(by: 2 * day)
        _ = try sandbox.completed(PurchaseRequest(productID: "demo.plus.standard.monthly"))
        sandbox.clock.advance(by: 10 * day)
        _ = try sandbox.completed(PurchaseRequest(productID: "demo.plus.premium.monthly"))
        sandbox.clock.advance(by: 40 * day)
        _ = try sandbox.store.catchUp()
        try sandbox.set("storefront", "JPN")
        _ = try sandbox.completed(PurchaseRequest(productID: "demo.news.digital.monthly"))
        sandbox.clock.advance(by: 5 * day)
        let upgrade = try sandbox.completed(PurchaseRequest(productID: "demo.news.allaccess.monthly"))
        _ = try sandbox.store.refund(upgrade.id)
        _ = try sandbox.completed(PurchaseRequest(productID: "demo.news.allaccess.monthly"))
        sandbox.clock.advance(by: 60 * day)
        _ = try sandbox.store.catchUp()
        let records = try sandbox.store.records()
        let byTheLedger = try sandbox.store.refundAmounts(of: records)
        #expect(try sandbox.store.refundAmounts(ofLedger: records) == byTheLedger)
        #expect(byTheLedger.values.contains { $0.creditedRest != nil }, "some row credited a rest: \(byTheLedger)")
        #expect(records.count > 10)
    }
}
