import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: the transaction manager took time growing with the square of a subscription's renewals (3,000: 8 s to
/// open; 9,000: minutes), each row searching its whole chain for the charged transaction before it. It is now one pass
/// per chain; what every row gets is what that search found.
@Suite("The transaction manager's plan before each change, found in one pass")
struct ChargedBeforeTests {
    /// The search each row made before: the charged transaction that took effect last before `record` in its chain.
    static func searched(_ record: LedgerRecord, in chain: [LedgerRecord]) -> LedgerRecord? {
        func tookEffect(after record: LedgerRecord, _ other: LedgerRecord) -> Bool {
            if record.purchaseDate != other.purchaseDate { return record.purchaseDate > other.purchaseDate }
            if record.isUpgraded != other.isUpgraded { return other.isUpgraded }
            return record.id > other.id
        }
        return chain.filter { $0.status == .completed && $0.id != record.id && tookEffect(after: record, $0) }.max { tookEffect(after: $1, $0) }
    }

    @Test func everyRowGetsWhatTheSearchFound() throws {
        let directory = TemporaryDirectory(), clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.url, clock: clock)
        try store.set(SettingOverride(key: "time-rate", value: "1004"))
        // Renewals, an upgrade at the moment of a purchase, a downgrade waiting for the renewal and made by it, a request
        // approved later than the purchase after it, a refund, and a second subscription and one-time purchases.
        _ = try store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly"))
        clock.advance(by: 35)
        _ = try store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"))
        clock.advance(by: 25)
        _ = try store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"))
        clock.advance(by: 45)
        try store.set(SettingOverride(key: "ask-to-buy", value: "on"))
        guard case .pending(let request) = try store.purchase(PurchaseRequest(productID: "demo.news.digital.monthly")) else {
            Issue.record("no Ask to Buy request")
            return
        }
        try store.set(SettingOverride(key: "ask-to-buy", value: "off"))
        _ = try store.purchase(PurchaseRequest(productID: "demo.lifetime"))
        clock.advance(by: 15)
        _ = try store.approve(request.id)
        clock.advance(by: 40)
        let records = try store.records()
        _ = try store.refund(try #require(records.first { $0.reason == .renewal }).id)
        let chains = TransactionsScreen.chains(try store.records())
        #expect(chains.contains { $0.count > 8 } && chains.contains { chain in chain.contains { $0.isUpgraded } })
        for chain in chains {
            let found = TransactionsScreen.chargedBefore(in: chain)
            for record in chain {
                #expect(found[record.id] == Self.searched(record, in: chain), "#\(record.id)")
            }
        }
    }
}
