import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: the demo's Season Pass ("Everything in Kiosk for one season (90 days). Does not renew.") entitled
/// for ever, and buying it again charged and added nothing. StoreKit gives a non-renewing subscription no end: the app
/// keeps its term and must not sell an overlapping one. The rules file's `nonRenewingTerms` is that term.
@Suite("A non-renewing subscription lasts the term the rules give it")
struct NonRenewingTermTests {
    private func session(_ sandbox: SandboxHarness, rules: StorefrontRules = .demo) throws -> CustomerSession {
        try CustomerSession(customerNamed: Customer.defaultName, client: sandbox.marketplace, book: try CustomerBook(directory: sandbox.directory.url),
                            rules: rules, catalog: sandbox.store.catalog, clock: sandbox.clock)
    }

    private static let day: TimeInterval = 86_400

    @Test func theSeasonPassEntitlesForNinetyDaysAndCannotBeBoughtAgainMeanwhile() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let customer = try session(sandbox)
        let pass = try await sandbox.product("demo.pass.season")
        guard case .purchased = try await customer.purchase(pass) else { Issue.record("not bought"); return }
        let bought = sandbox.clock.now()
        let end = bought.addingTimeInterval(90 * Self.day)

        let plus = try #require(try await customer.entitlementStates().first { $0.key == "plus" })
        #expect(plus.isActive && plus.expiresAt == end && !plus.willRenew && plus.sourceProductID == "demo.pass.season")

        sandbox.clock.advance(by: 30 * Self.day)
        let again = try await customer.purchase(pass)
        guard case .alreadyEntitled(let decision) = again else { Issue.record("sold again while it runs: \(again)"); return }
        #expect(decision.runningTerm?.end == end && decision.productID == "demo.pass.season")
        #expect(decision.description == "demo.pass.season runs until \(end.formatted(.iso8601)); buying it again before then would overlap it")
        #expect(try sandbox.store.records().count == 1, "nothing is charged")

        sandbox.clock.set(end)
        #expect(try await customer.entitlementStates().first { $0.key == "plus" }?.isActive == false, "the term has ended")
        #expect(try await customer.access().effectiveTier?.id == "free")
        guard case .purchased = try await customer.purchase(pass) else { Issue.record("not sold once the term ended"); return }
        let renewed = try #require(try await customer.entitlementStates().first { $0.key == "plus" })
        #expect(renewed.isActive && renewed.expiresAt == end.addingTimeInterval(90 * Self.day))
        #expect(try sandbox.store.records().count == 2)
    }

    /// Rules that give no term keep what StoreKit says: the purchase entitles with no end, and buying it again adds
    /// nothing, so it is not sold again.
    @Test func withoutATermItNeverEndsAndIsNotSoldAgain() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let customer = try session(sandbox, rules: .defaults(for: .demo))
        let pass = try await sandbox.product("demo.pass.season")
        guard case .purchased = try await customer.purchase(pass) else { Issue.record("not bought"); return }
        sandbox.clock.advance(by: 4_000 * Self.day)
        let state = try #require(try await customer.entitlementStates().first { $0.key == "demo.pass.season" })
        #expect(state.isActive && state.expiresAt == nil)
        guard case .alreadyEntitled(let decision) = try await customer.purchase(pass) else { Issue.record("sold again"); return }
        #expect(decision.description == "demo.pass.season has no term in the rules' \"nonRenewingTerms\", so it never ends; buying it again would add nothing")
        #expect(try sandbox.store.records().count == 1)
    }

    /// Found by QA: a restore moved a Season Pass whose term had ended to the restoring customer (the app then said
    /// "There was nothing to restore", having moved it), though a restore moves only what gives access now, and an
    /// expired subscription is not moved. A pass whose term ended stays with its owner; one that runs is moved.
    @Test func aRestoreMovesAPassOnlyWhileItsTermRuns() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let book = try CustomerBook(directory: sandbox.directory.url)
        let owner = try session(sandbox)
        guard case .purchased(let pass, _) = try await owner.purchase(try await sandbox.product("demo.pass.season")) else {
            Issue.record("not bought"); return
        }
        sandbox.clock.advance(by: 91 * Self.day)
        let cat = try CustomerSession(customerNamed: "cat", client: sandbox.marketplace, book: book, rules: .demo,
                                      catalog: sandbox.store.catalog, clock: sandbox.clock)
        #expect(try await cat.restore().isEmpty, "an ended pass is not moved")
        #expect(try book.owner(of: pass) == Customer.defaultName)

        guard case .purchased(let second, _) = try await owner.purchase(try await sandbox.product("demo.pass.season")) else {
            Issue.record("not bought again"); return
        }
        #expect(try await cat.restore().map(\.transactionID) == [second.id], "the running one is moved")
    }

    /// Found by QA: after alice's pass ended and a later one (bought by her, then restored to bob) ran, her My purchases
    /// said "No purchases yet": a product's state looked only at its newest purchase, bob's, and found nothing of
    /// hers. A customer's state is their own newest purchase's: alice's ended pass is expired, bob's runs.
    @Test func eachCustomersPassIsTheirNewestOwn() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let alice = UUID(), bob = UUID()
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.pass.season", appAccountToken: alice))
        sandbox.clock.advance(by: 91 * Self.day)
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.pass.season", appAccountToken: bob))
        let rules = StorefrontRules.demo
        func state(of token: UUID) throws -> ProductPurchaseState {
            try sandbox.store.purchaseStates(of: ["demo.pass.season"], counting: { $0.appAccountToken == token },
                                             termEnd: rules.termEnd(of:purchasedAt:))[0]
        }
        #expect(try state(of: alice) == .expired)
        #expect(try state(of: bob) == .active)
    }
}
