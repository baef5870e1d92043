import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// A v2 package that names a promotional offer (`apple_promo_offer_product_code`): the demo's comeback paywall.
/// A customer who subscribed to the group before sees its promotional texts and price and buys with it; one who
/// never did sees the regular ones and buys at the regular price.
@Suite("The comeback paywall's promotional offer, shown and charged to lapsed subscribers")
struct PromotionalOfferPaywallTests {
    static let monthly = "demo.plus.premium.monthly"
    static let offerID = "demo.plus.premium.monthly.comeback"

    /// A lapsed customer (`plan` = `lapsed`) on the comeback paywall; `subscribed` first buys and expires Plus
    /// Premium, Monthly, as a lapsed subscriber did.
    private func comeback(subscribed: Bool, sheet: Bool = false, storefront: String? = nil,
                          before: (SandboxStore) throws -> Void = { _ in }) async throws -> StorePilot {
        var session = try StorePilot(width: 80, height: 40, attributes: ["plan": "lapsed"])
        try session.store.set(SettingOverride(key: "time-rate", value: "real"))
        if let storefront { try session.store.set(SettingOverride(key: "storefront", value: storefront)) }
        if subscribed {
            _ = try session.store.purchase(PurchaseRequest(productID: Self.monthly))
            _ = try session.store.expireSubscription(of: Self.monthly)
        }
        try before(session.store)
        await session.tick()
        if sheet { await session.pilot.visit(["Settings", "Purchase sheet"]) }
        session.pilot.goHome()
        await session.pilot.choose("paywall_test")
        #expect(session.pilot.frame.lines[1].contains("variant comeback"))
        return session
    }

    @Test func aCustomerWhoNeverSubscribedSeesAndPaysTheRegularPrice() async throws {
        var session = try await comeback(subscribed: false)
        #expect(session.pilot.screenText.contains("$12.99/month"))
        #expect(!session.pilot.screenText.contains("$6.49"))
        session.pilot.press(.enter)
        await session.pilot.settle()
        let record = try #require(try session.store.records().last)
        #expect(record.offer == nil && record.priceMilliunits == 12_990)
    }

    @Test func aLapsedSubscriberSeesThePromotionalPriceAndPaysIt() async throws {
        var session = try await comeback(subscribed: true)
        #expect(session.pilot.screenText.contains("$6.49/month until"), "\(session.pilot.screenText)")
        session.pilot.press(.enter)
        await session.pilot.settle()
        let record = try #require(try session.store.records().last)
        #expect(record.offer?.kind == .promotional && record.offer?.id == Self.offerID)
        #expect(record.priceMilliunits == 6_490 && record.currency == "USD")
        let text = session.pilot.screenText
        #expect(text.contains("promotional offer") && text.contains("$6.49"), "the result is read back from the ledger:\n\(text)")
    }

    @Test func theSheetShowsTheOfferAndHowLongItLastsAndConfirmBuysIt() async throws {
        var session = try await comeback(subscribed: true, sheet: true)
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.pilot.state.current.kind == .purchaseSheet(productID: Self.monthly, offer: OfferChoice(kind: .promotional, id: Self.offerID)))
        let rows = ScreenContent.of(session.pilot.state).rows
        let price = try #require(rows.first { $0.label == "Price" }?.detail)
        #expect(price.contains("3 months at $6.49") && price.contains("then $12.99"), "\(price)")
        let offer = try #require(rows.first { $0.label == "Offer" }?.detail)
        #expect(offer.contains("promotional"), "\(offer)")
        await session.pilot.choose("Confirm")
        let record = try #require(try session.store.records().last)
        #expect(record.offer?.id == Self.offerID && record.priceMilliunits == 6_490)
    }

    @Test func aYenCustomerSeesAndPaysTheOfferInYen() async throws {
        var session = try await comeback(subscribed: true, storefront: "JPN")
        let text = session.pilot.screenText
        #expect(text.contains("¥") && !text.contains("$"), "\(text)")
        session.pilot.press(.enter)
        await session.pilot.settle()
        let record = try #require(try session.store.records().last)
        let product = try #require(session.store.catalog.product(withID: Self.monthly))
        let offer = try #require(product.subscription?.promotionalOffer(withID: Self.offerID))
        let japan = try #require(Storefront(code: "JPN"))
        #expect(record.currency == "JPY" && record.offer?.id == Self.offerID)
        #expect(record.chargedPrice == session.store.priceBook.price(of: offer, on: product, in: japan))
        #expect(text.contains(session.store.priceBook.price(of: offer, on: product, in: japan).formatted(locale: Locale(identifier: "en_US"))))
    }

    @Test func aSubscriberOfAnotherPlanUpgradesWithTheOfferOnTheTermsTheSheetShowed() async throws {
        var session = try await comeback(subscribed: false, sheet: true) {
            _ = try $0.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"))
        }
        #expect(session.pilot.screenText.contains("$6.49/month until"), "a current subscriber of the group may have it")
        session.pilot.press(.enter)
        await session.pilot.settle()
        let offer = OfferChoice(kind: .promotional, id: Self.offerID)
        #expect(session.pilot.state.current.kind == .planChange(productID: Self.monthly, offer: offer))
        #expect(session.pilot.screenText.contains("3 months at $6.49 each month (promotional offer)"), "\(session.pilot.screenText)")
        await session.pilot.choose("Confirm the upgrade")
        #expect(session.pilot.state.current.kind == .purchaseSheet(productID: Self.monthly, offer: offer))
        let price = try #require(ScreenContent.of(session.pilot.state).rows.first { $0.label == "Price" }?.detail)
        // The upgrade's own payment is the offer's first month (QA: the sheet said three months more, the ledger charged two).
        #expect(price.contains("now (prorated), then 2 months at $6.49 each month, then $12.99 / month"), "\(price)")
        await session.pilot.choose("Confirm")
        let record = try #require(try session.store.records().last)
        #expect(record.productID == Self.monthly && record.offer?.id == Self.offerID && (record.priceMilliunits ?? .max) < 6_490,
                "the terms the sheet showed were the store's: \(session.pilot.screenText)")
        var renewals: [Int64?] = []
        for _ in 0..<3 {
            session.clock.set(try #require(try session.store.records().last?.expirationDate).addingTimeInterval(1))
            _ = try session.store.catchUp()
            renewals.append(try session.store.records().last?.priceMilliunits)
        }
        #expect(renewals == [6_490, 6_490, 12_990], "two more offer months, as the sheet said, then the price")
    }

    @Test func aChangeThatWaitsForTheRenewalIsMadeWithoutTheOfferAndSaysSo() async throws {
        var session = try await comeback(subscribed: false) {
            _ = try $0.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly"))
        }
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.pilot.screenText.contains("The paywall's offer applies to a subscription that starts now"))
        await session.pilot.choose("Confirm the")
        await session.tick()
        let store = try #require(session.pilot.state.store)
        #expect(store.subscription("demo.plus.premium.yearly")?.renewalInfo.autoRenewPreference == Self.monthly)
    }

    @Test func underAskToBuyTheRequestKeepsTheOffer() async throws {
        var session = try await comeback(subscribed: true) { try $0.set(SettingOverride(key: "ask-to-buy", value: "on")) }
        session.pilot.press(.enter)
        await session.pilot.settle()
        let request = try #require(try session.store.records().last)
        #expect(request.status == .askToBuy && request.offer?.id == Self.offerID && request.priceMilliunits == 6_490)
    }
}
