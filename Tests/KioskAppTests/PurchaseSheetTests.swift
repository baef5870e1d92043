import Foundation
import PaywallLayout
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

@Suite("The purchase sheet: what is bought, for how much, and this purchase's outcome picked without touching the settings")
struct PurchaseSheetTests {
    /// A pilot with the purchase sheet on, on the sheet of the product named `name` (opened from the store).
    private func sheet(for name: String, width: Int = 80, height: Int = 40, before: (SandboxStore) throws -> Void = { _ in }) async throws -> StorePilot {
        var session = try StorePilot(width: width, height: height)
        session.pilot.send(.tick(session.clock.now()))
        try before(session.store)
        await session.tick()
        await session.pilot.visit(["Settings", "Purchase sheet"])
        #expect(session.pilot.state.showsPurchaseSheet)
        await session.pilot.visit(["Store", name, "Buy"])
        #expect(session.pilot.state.current.kind == .purchaseSheet(productID: session.pilot.state.store?.products.first { $0.displayName == name }?.id ?? ""))
        return session
    }

    private func detail(_ label: String, _ session: StorePilot) -> String? {
        ScreenContent.of(session.pilot.state).rows.first { $0.label == label }?.detail
    }

    @Test func theSheetShowsTheProductThePriceChargedThePeriodTheOfferAndTheAccount() async throws {
        let session = try await sheet(for: "Plus Premium, Yearly")
        #expect(detail("Product", session) == "Plus Premium, Yearly")
        #expect(detail("Price", session) == "1 week free, then $119.99 / year (charged in USD, United States storefront)",
                "the Price row says what is charged first: the free week")
        #expect(detail("Period", session) == "renews every year until cancelled")
        #expect(detail("Offer", session) == "1 week free, then $119.99 / year")
        #expect(detail("Account", session) == "default (sandbox)")
        #expect(try session.store.records().isEmpty, "nothing is bought before Confirm")
    }

    /// Found by QA: a new subscriber's sheet for News All Access, Monthly said "Price: $9.99 / month" while Confirm
    /// charged the introductory $0.99 (the Offer row further down said so). The Price row says what is charged first.
    @Test func thePriceOfAPlanWithAnIntroductoryOfferIsWhatConfirmCharges() async throws {
        var session = try await sheet(for: "News All Access, Monthly")
        #expect(detail("Price", session) == "2 months for $0.99, then $9.99 / month (charged in USD, United States storefront)",
                "one payment for both months, as charged (not '2 months at $0.99', which reads as each month)")
        await session.pilot.choose("Confirm")
        let record = try #require(try session.store.records().first)
        #expect(record.offer?.kind == .introductory && record.priceMilliunits == 990 && record.currency == "USD")
    }

    @Test func thePriceIsInTheStorefrontsCurrency() async throws {
        let session = try await sheet(for: "Lifetime Unlock") { try $0.set(SettingOverride(key: "storefront", value: "DEU")) }
        #expect(detail("Price", session)?.hasSuffix("(charged in EUR, Germany storefront)") == true)
    }

    @Test func aReusedCatalogPriceIsSaidPlainlyEverywhereAndChargedAsSaid() async throws {
        // This store has no price sidecar: in Korea the catalog's $99.99 is shown and charged as ₩100.
        var session = try await sheet(for: "Lifetime Unlock") { try $0.set(SettingOverride(key: "storefront", value: "KOR")) }
        let note = "No KRW price in the price sidecar: the catalog's 99.99 USD is shown and charged as 100 KRW."
        #expect(text(of: session).contains(note))
        await session.pilot.choose("Confirm")
        let record = try #require(try session.store.records().first)
        #expect(record.currency == "KRW" && record.priceMilliunits == 100_000)
        let storeNote = "Catalog USD amounts shown and charged as KRW (no KRW prices in the sidecar)"
        await session.pilot.visit(["Store"])
        #expect(text(of: session).contains(storeNote))
        await session.pilot.visit(["Store", "Plus Premium, Monthly"])
        #expect(text(of: session).contains("the catalog's 12.99 USD is shown and charged as 13 KRW."))
        session.pilot.goHome()
        await session.pilot.choose("onboarding")
        #expect(session.pilot.screenText.contains(storeNote), "\(session.pilot.screenText)")
    }

    /// The screen's rows as one text, wrapped lines joined by spaces.
    private func text(of session: StorePilot) -> String {
        ScreenContent.of(session.pilot.state).rows.map(\.label).joined(separator: " ")
    }

    @Test func cancelBuysNothing() async throws {
        var session = try await sheet(for: "Lifetime Unlock")
        await session.pilot.choose("Cancel")
        #expect(session.pilot.state.notice == "Purchase cancelled: nothing was charged.")
        #expect(try session.store.records().isEmpty)
        #expect(session.pilot.state.current.kind == .product(id: "demo.lifetime"))
    }

    @Test func confirmAsTheSettingsSayBuys() async throws {
        var session = try await sheet(for: "Lifetime Unlock")
        await session.pilot.choose("Confirm")
        #expect(session.pilot.state.current.kind == .purchase(productID: "demo.lifetime"))
        #expect(session.pilot.state.current.outcome == .succeeded("Lifetime Unlock is yours, bought for $99.99."))
        #expect(try session.store.records().map(\.status) == [.completed])
    }

    /// Found trying it at 80x24: the sheet opened with the selection on "As the settings say", its seventeen
    /// outcomes pushed Confirm below the screen, and Enter there picked the outcome already picked, so nothing
    /// happened. Confirm and Cancel come right after the terms, Confirm selected, so Enter buys as the settings say;
    /// picking an outcome moves the selection to Confirm, so the next Enter buys with it.
    @Test func atEightyByTwentyFourConfirmIsShownSelectedAndPickingAnOutcomeLeadsToIt() async throws {
        var session = try await sheet(for: "Plus Premium, Yearly", width: 80, height: 24)
        let lines = session.pilot.screenText.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(" › Confirm") } && lines.contains { $0.hasPrefix("   Cancel") }, "\(session.pilot.screenText)")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(try session.store.records().map(\.status) == [.completed], "Enter on the sheet as it opens buys")

        var picking = try await sheet(for: "Lifetime Unlock", width: 80, height: 24)
        await picking.pilot.choose("\(picking.pilot.state.glyphs.unselectedMarker) Ask to Buy")
        let rows = ScreenRows(picking.pilot.state)
        let selected = rows.selectedRow(picking.pilot.state.current.selection).map { rows.rows[$0].label }
        #expect(selected == "Confirm", "\(selected ?? "nothing selected")")
        #expect(picking.pilot.screenText.contains(" › Confirm"), "Confirm is in view: \(picking.pilot.screenText)")
        picking.pilot.press(.enter)
        await picking.pilot.settle()
        #expect(try picking.store.records().map(\.status) == [.askToBuy])
    }

    @Test(arguments: [("Ask to Buy", LedgerStatus.askToBuy), ("Interrupted", .interrupted)])
    func aWaitingOutcomeIsPickedForThisPurchaseOnly(pick: String, status: LedgerStatus) async throws {
        var session = try await sheet(for: "Lifetime Unlock")
        await session.pilot.choose("\(session.pilot.state.glyphs.unselectedMarker) \(pick)")
        #expect(ScreenContent.of(session.pilot.state).rows.contains { $0.label == "\(session.pilot.state.glyphs.selectedMarker) \(pick)" })
        await session.pilot.choose("Confirm")
        #expect(try session.store.records().map(\.status) == [status])
        if case .pending = session.pilot.state.current.outcome {} else { Issue.record("not pending: \(String(describing: session.pilot.state.current.outcome))") }
        let settings = try session.store.settings()
        #expect(!settings.isAskToBuyEnabled && !settings.isInterruptedPurchasesEnabled, "the settings are as they were")
    }

    @Test func userCancelledAndEachErrorEndThisPurchaseOnly() async throws {
        var session = try await sheet(for: "Lifetime Unlock")
        let offered = ScreenContent.of(session.pilot.state).rows.filter { if case .pickPurchaseOutcome = $0.action { true } else { false } }.count
        #expect(offered == 1 + PurchaseSimulation.all.count)
        await session.pilot.choose("\(session.pilot.state.glyphs.unselectedMarker) User cancelled")
        await session.pilot.choose("Confirm")
        #expect(session.pilot.state.current.outcome == .cancelled)
        await session.pilot.visit(["Store", "Lifetime Unlock", "Buy"])
        await session.pilot.choose("\(session.pilot.state.glyphs.unselectedMarker) Error: networkError")
        await session.pilot.choose("Confirm")
        #expect(session.pilot.state.current.outcome == .failed("Purchase failed with the simulated error networkError, as the sandbox settings ask."))
        #expect(try session.store.records().isEmpty)
        #expect(try session.store.settings().simulatedErrors.isEmpty, "no ledger-wide error was set")
    }

    @Test func successOverridesLedgerWideAskToBuyForThisPurchase() async throws {
        var session = try await sheet(for: "Lifetime Unlock") { try $0.set(SettingOverride(key: "ask-to-buy", value: "on")) }
        #expect(detail("\(session.pilot.state.glyphs.selectedMarker) As the settings say", session) == "Ask to Buy")
        await session.pilot.choose("\(session.pilot.state.glyphs.unselectedMarker) Success")
        await session.pilot.choose("Confirm")
        #expect(try session.store.records().map(\.status) == [.completed])
        #expect(try session.store.settings().isAskToBuyEnabled, "Ask to Buy stays on for the next purchase")
    }

    @Test func withTheSheetOffBuyingStartsAtOnce() async throws {
        var session = try StorePilot()
        await session.tick()
        #expect(!session.pilot.state.showsPurchaseSheet, "a state made in code buys at once")
        await session.pilot.visit(["Store", "Lifetime Unlock", "Buy"])
        #expect(session.pilot.state.current.kind == .purchase(productID: "demo.lifetime"))
    }

    @Test(arguments: [(61, 19), (80, 24)])
    func atSmallSizesTheSheetShowsTheProductAndPriceFirst(width: Int, height: Int) async throws {
        let session = try await sheet(for: "Plus Premium, Yearly", width: width, height: height)
        let lines = session.pilot.screenText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[2].hasPrefix("   Product"), "the product is the first row shown:\n\(session.pilot.screenText)")
        #expect(lines[3].hasPrefix("   Price"), "the price follows it:\n\(session.pilot.screenText)")
        #expect(lines.contains { $0.hasPrefix(" › ") }, "the selection shows too")
        #expect(lines.contains { $0.contains("more") }, "the rest scrolls")
    }

    /// A pilot with the sheet on, subscribed to Plus Standard, Monthly, on the plan change to `name`.
    private func planChange(to name: String, askToBuy: Bool) async throws -> StorePilot {
        var session = try await sheet(for: "Plus Standard, Monthly")
        await session.pilot.choose("Confirm")
        if askToBuy { _ = try session.store.set(SettingOverride(key: "ask-to-buy", value: "on")) }
        await session.tick()
        await session.pilot.visit(["Store", name])
        await session.pilot.choose("Change to this plan")
        return session
    }

    @Test func aPlanChangeShowsTheSheetWithThePriceChargedAndWhen() async throws {
        var session = try await planChange(to: "Plus Premium, Monthly", askToBuy: false)
        #expect(detail("Takes effect", session) == "now; the unused rest of Plus Standard, Monthly is credited")
        await session.pilot.choose("Confirm the upgrade")
        #expect(session.pilot.state.current.kind == .purchaseSheet(productID: "demo.plus.premium.monthly"), "the sheet opens before the change")
        #expect(session.pilot.screenText.contains("Confirm plan change"))
        #expect(detail("Change", session) == "upgrade from Plus Standard, Monthly")
        #expect(detail("Price", session) == "$11.00 now (prorated), then $12.99 / month (charged in USD, United States storefront)")
        #expect(detail("Takes effect", session) == "now; the unused rest of Plus Standard, Monthly is credited")
        #expect(try session.store.records().count == 1, "nothing is changed before Confirm")
        await session.pilot.choose("Confirm")
        #expect(try session.store.records().last?.productID == "demo.plus.premium.monthly")
    }

    @Test func underAskToBuyAPlanChangeSaysARequestGoesToAParentAndNothingIsChargedNow() async throws {
        var session = try await planChange(to: "Plus Premium, Monthly", askToBuy: true)
        let waits = "once a parent approves the request, at once"
        #expect(detail("Takes effect", session) == waits)
        await session.pilot.choose("Confirm the upgrade")
        #expect(detail("Takes effect", session) == waits)
        let price = try #require(detail("Price", session))
        #expect(price.hasSuffix("not charged now; a request goes to a parent, and it is charged once they approve, in the storefront in force then, prorated then ($11.00 if it were now)"),
                "\(price)")
        #expect(!price.contains("charged in"), "the list price is not shown as charged")
        await session.pilot.choose("\(session.pilot.state.glyphs.unselectedMarker) Interrupted")
        #expect(detail("Price", session)?.hasSuffix("not charged now; it is charged once the interrupted purchase is resolved, in the storefront in force then, prorated then ($11.00 if it were now)") == true,
                "\(detail("Price", session) ?? "")")
        await session.pilot.choose("\(session.pilot.state.glyphs.unselectedMarker) Success")
        #expect(detail("Takes effect", session) == "now; the unused rest of Plus Standard, Monthly is credited", "picked success, it is charged now")

        var downgrade = try await planChange(to: "Plus Basic, Weekly", askToBuy: true)
        await downgrade.pilot.choose("Confirm the downgrade")
        #expect(detail("Takes effect", downgrade)?.hasPrefix("once a parent approves the request, at the renewal after that") == true)
        #expect(detail("Price", downgrade)?.hasSuffix("it is charged from the renewal after they approve") == true, "\(detail("Price", downgrade) ?? "")")
        await downgrade.pilot.choose("\(downgrade.pilot.state.glyphs.unselectedMarker) Interrupted")
        let interrupted = try #require(detail("Price", downgrade))
        #expect(interrupted.hasSuffix("not charged now; it is charged from the renewal after it is resolved"), "an interrupted change that waits for the renewal is charged then: \(interrupted)")
    }
    /// A request that waits is charged as a purchase made when it stops waiting, in the storefront in force then (the
    /// ledger's rule): the sheet does not promise the price of the storefront it was asked in.
    @Test func aWaitingPurchaseSaysItIsChargedInTheStorefrontInForceWhenItStopsWaiting() async throws {
        var session = try await sheet(for: "Lifetime Unlock") { try $0.set(SettingOverride(key: "storefront", value: "JPN")) }
        await session.pilot.choose("\(session.pilot.state.glyphs.unselectedMarker) Interrupted")
        let price = try #require(detail("Price", session))
        #expect(price.hasSuffix("not charged now; it is charged once the interrupted purchase is resolved, in the storefront in force then"), "\(price)")
        await session.pilot.choose("Confirm")
        _ = try session.store.set(SettingOverride(key: "storefront", value: "USA"))
        let resolved = try session.store.resolve(try #require(try session.store.records().last).id)
        #expect(resolved.currency == "USD", "the ledger charges where the storefront is when it is resolved")
    }

    /// After a storefront switch an upgrade charges the whole price, as the ledger does, and refunds the unused rest
    /// in the currency it was paid in; the change screen, the sheet and the plans screen say so and never that it is
    /// credited.
    @Test func anUpgradeAfterAStorefrontSwitchSaysTheRestIsRefunded() async throws {
        var session = try await planChange(to: "Plus Premium, Monthly", askToBuy: false)
        _ = try session.store.set(SettingOverride(key: "storefront", value: "DEU"))
        await session.tick()
        let expected = try #require(detail("Takes effect", session))
        // The change screen names the amount refunded (review: it did not), the one the sheet names.
        let rest = try #require(expected.wholeMatch(of: /now; the unused rest of Plus Standard, Monthly, (\$\d+\.\d{2}) paid in USD, is refunded/)?.1,
                                "\(expected)")
        await session.pilot.choose("Confirm the upgrade")
        #expect(detail("Takes effect", session) == expected)
        let price = try #require(detail("Price", session))
        #expect(price.contains("now (the whole price; the unused rest, \(rest), paid in another currency, is refunded)"), "\(price)")
        await session.pilot.choose("Confirm")
        let record = try #require(try session.store.records().last)
        let whole = try #require(session.pilot.state.store?.product("demo.plus.premium.monthly")?.price)
        #expect(record.productID == "demo.plus.premium.monthly" && record.currency == "EUR")
        #expect(Decimal(try #require(record.priceMilliunits)) / 1_000 == whole, "the ledger charges the whole price")
        guard case .succeeded(let text) = session.pilot.state.current.outcome else {
            Issue.record("the upgrade succeeds: \(String(describing: session.pilot.state.current.outcome))")
            return
        }
        #expect(text.contains(/The change charged .+ now, the whole price; the unused rest of the old plan, \$\d+\.\d{2}, paid in another currency, was refunded\.$/), "\(text)")
    }

    /// Found by QA (helper-115): a sheet showing a plan's introductory offer charged the full price when, in the
    /// moment before Confirm, another process used the group's introductory offer: the offer is one of the terms, so
    /// Confirm charges nothing, and a sheet redrawn on it says the terms changed.
    @Test func confirmChargesNothingWhenTheIntroductoryOfferShownWasLostMeanwhile() async throws {
        var session = try await sheet(for: "Plus Standard, Monthly")
        #expect(detail("Price", session)?.hasPrefix("3 months at $1.99 each month, then $7.99 / month") == true, "\(detail("Price", session) ?? "")")
        let shell = try session.anotherShell()
        _ = try shell.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"), origin: "other")
        _ = try shell.expireSubscription(of: "demo.plus.standard.monthly")
        let before = try session.store.records()
        await session.pilot.choose("Confirm")
        let after = try session.store.records()
        #expect(after.map(\.id) == before.map(\.id), "charged without the introductory offer shown: \(after.map { ($0.id, $0.productID, $0.status, $0.priceMilliunits) })")
        guard case .notCharged(let text)? = session.pilot.state.current.outcome else {
            Issue.record("not refused: \(String(describing: session.pilot.state.current.outcome))")
            return
        }
        #expect(text.contains("nothing was charged"), "\(text)")
    }

    @Test func aSheetRedrawnAfterTheIntroductoryOfferWasLostSaysTheTermsChanged() async throws {
        var session = try await sheet(for: "Plus Standard, Monthly")
        let shell = try session.anotherShell()
        _ = try shell.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"), origin: "other")
        _ = try shell.expireSubscription(of: "demo.plus.standard.monthly")
        await session.tick()
        #expect(text(of: session).contains("The terms changed since this sheet opened"), "\(text(of: session))")
    }

    /// Confirm buys only on the terms the sheet showed: when another process switched the storefront after the
    /// sheet was drawn, the prorated dollars shown are not charged as the whole price in euros; nothing is
    /// charged, and the outcome says the terms changed.
    @Test func confirmChargesNothingWhenTheTermsChangedAfterTheSheetWasDrawn() async throws {
        var session = try await planChange(to: "Plus Premium, Monthly", askToBuy: false)
        await session.pilot.choose("Confirm the upgrade")
        #expect(detail("Price", session)?.hasPrefix("$11.00 now (prorated)") == true)
        let before = try session.store.records()
        _ = try session.store.set(SettingOverride(key: "storefront", value: "DEU"))
        await session.pilot.choose("Confirm")
        #expect(try session.store.records() == before, "nothing is charged on terms the sheet did not show")
        guard case .notCharged(let text) = session.pilot.state.current.outcome else {
            Issue.record("not refused: \(String(describing: session.pilot.state.current.outcome))")
            return
        }
        #expect(text.contains("$12.99") && text.contains("€"), "\(text)")
        #expect(text.contains("nothing was charged"), "\(text)")
    }

    /// Found by QA: at 80 columns the notice that the terms changed left "then" alone on a line. The sheet wrapped it
    /// to the screen's width less 4 columns, one more than the list draws text in, so its longest line was wrapped again.
    @Test func theTermsChangedNoticeFitsTheListsTextWidth() async throws {
        var session = try await sheet(for: "Plus Premium, Yearly", height: 24) { try $0.set(SettingOverride(key: "storefront", value: "KOR")) }
        _ = try session.store.set(SettingOverride(key: "storefront", value: "DEU"))
        await session.tick()
        let notice = ScreenContent.of(session.pilot.state).rows.drop { !$0.label.hasPrefix("The terms changed") }.prefix { $0.tone == .warning }
        let width = ListLayout.textWidth(for: session.pilot.state.size)
        #expect(notice.count > 1 && notice.allSatisfy { DisplayWidth.of($0.label) <= width }, "\(notice.map(\.label))")
    }

    /// A sheet redrawn after another process switched the storefront does not take the new terms silently (the
    /// price row may be scrolled out of view while Confirm is selected): it says the terms changed since it
    /// opened, and Confirm charges nothing.
    @Test func aSheetRedrawnOnNewTermsSaysSoAndConfirmChargesNothing() async throws {
        var session = try await sheet(for: "Lifetime Unlock")
        _ = try session.store.set(SettingOverride(key: "storefront", value: "DEU"))
        await session.tick()
        let said = ScreenContent.of(session.pilot.state).rows.map(\.label).joined(separator: " ")
        #expect(said.contains("The terms changed since this sheet opened"), "\(said)")
        await session.pilot.choose("Confirm")
        #expect(try session.store.records().isEmpty, "the euros were never confirmed")
        if case .notCharged = session.pilot.state.current.outcome {} else {
            Issue.record("not refused: \(String(describing: session.pilot.state.current.outcome))")
        }
    }

    /// Found by QA: once the sheet said the terms changed, its only ways on were a Confirm that charges nothing and
    /// Cancel. "Take the new terms" makes the terms shown the ones confirmed: the warning goes, and Confirm buys at
    /// them (a change after that is warned about again).
    @Test func takingTheNewTermsLetsConfirmBuyAtThem() async throws {
        var session = try await sheet(for: "Lifetime Unlock")
        _ = try session.store.set(SettingOverride(key: "storefront", value: "DEU"))
        await session.tick()
        let euros = try #require(session.pilot.state.store?.product("demo.lifetime")?.price)
        await session.pilot.choose("Take the new terms")
        let said = ScreenContent.of(session.pilot.state).rows.map(\.label).joined(separator: " ")
        #expect(!said.contains("The terms changed"), "\(said)")
        _ = try session.store.set(SettingOverride(key: "storefront", value: "JPN"))
        await session.tick()
        let again = ScreenContent.of(session.pilot.state).rows.map(\.label).joined(separator: " ")
        #expect(again.contains("The terms changed since this sheet opened") && again.contains("€"), "\(again)")
        _ = try session.store.set(SettingOverride(key: "storefront", value: "DEU"))
        await session.tick()
        await session.pilot.choose("Confirm")
        let record = try #require(try session.store.records().last)
        let charged = try #require(record.priceMilliunits)
        #expect(record.currency == "EUR" && Decimal(charged) / 1_000 == euros, "\(record)")
    }

    /// Found by QA: at 80x24 the terms-changed warning was below the outcomes, out of view, while the Price row at the
    /// top already showed the new price. It follows the Price row, with "Take the new terms".
    @Test func theTermsChangedWarningShowsUnderThePriceOnASmallTerminal() async throws {
        var session = try await sheet(for: "Lifetime Unlock", height: 24)
        _ = try session.store.set(SettingOverride(key: "storefront", value: "DEU"))
        await session.tick()
        let screen = session.pilot.screenWords
        #expect(screen.contains("The terms changed since this sheet opened") && screen.contains("Take the new terms"), "\(session.pilot.screenText)")
    }

    /// The same holds for a plain purchase: the dollar price shown is not charged in euros.
    @Test func confirmOfAPlainPurchaseChargesNothingWhenThePriceChanged() async throws {
        var session = try await sheet(for: "Lifetime Unlock")
        _ = try session.store.set(SettingOverride(key: "storefront", value: "DEU"))
        await session.pilot.choose("Confirm")
        #expect(try session.store.records().isEmpty, "nothing is charged in euros after the sheet showed dollars")
        if case .notCharged = session.pilot.state.current.outcome {} else {
            Issue.record("not refused: \(String(describing: session.pilot.state.current.outcome))")
        }
        await session.tick()
        session.pilot.goHome()
        await session.pilot.visit(["Store", "Lifetime Unlock", "Buy"])
        #expect(detail("Price", session)?.hasSuffix("(charged in EUR, Germany storefront)") == true, "the sheet shows the new terms")
        await session.pilot.choose("Confirm")
        #expect(try session.store.records().first?.currency == "EUR", "confirmed on the new terms, it is bought")
    }

    /// A session whose customer subscribed to Plus Standard, Monthly in the United States and whose storefront is
    /// now Germany's.
    private func subscribedInDollarsThenInGermany() async throws -> StorePilot {
        var session = try await sheet(for: "Plus Standard, Monthly", width: 160)
        await session.pilot.choose("Confirm")
        _ = try session.store.set(SettingOverride(key: "storefront", value: "DEU"))
        await session.tick()
        return session
    }

    /// Found in review: at 80 columns the product screen cut what an upgrade after a storefront switch does to the old
    /// plan's rest ("now; the unused rest of Plus Standard, Mont…"). It is wrapped under the change, whole.
    @Test func theProductScreenAt80ColumnsSaysWholeWhatTheUpgradeRefunds() async throws {
        var session = try await sheet(for: "Plus Standard, Monthly", width: 80, height: 24)
        await session.pilot.choose("Confirm")
        _ = try session.store.set(SettingOverride(key: "storefront", value: "JPN"))
        await session.tick()
        await session.pilot.visit(["Store", "Plus Premium, Monthly"])
        #expect(session.pilot.screenWords.contains(/now; the unused rest of Plus Standard, Monthly, \$\d+\.\d{2} paid in USD, is refunded/),
                "\(session.pilot.screenText)")
        #expect(session.pilot.screenText.contains("Change to this plan (upgrade)") && !session.pilot.screenText.contains("…"), "\(session.pilot.screenText)")
    }

    /// The plans screen says the same after a storefront switch: the upgrade's rest is refunded, not credited.
    @Test func thePlansScreenAfterAStorefrontSwitchSaysTheRestIsRefunded() async throws {
        var session = try await subscribedInDollarsThenInGermany()
        await SubscriptionStoreTests.openPlans(&session)
        let text = session.pilot.screenText
        #expect(session.pilot.screenWords.contains(/\$\d+\.\d{2} paid in USD, is refunded/), "\(text)")
        #expect(!text.contains("is credited"), "\(text)")
    }

    /// After a storefront switch the plans screen prices the current plan and a downgrade where the subscription
    /// renews (dollars, as the ledger charges them), and an upgrade that starts now in the storefront in force.
    @Test func thePlansScreenAfterAStorefrontSwitchPricesWhatRenewsWhereItRenews() async throws {
        var session = try await subscribedInDollarsThenInGermany()
        await SubscriptionStoreTests.openPlans(&session)
        let rows = ScreenContent.of(session.pilot.state).rows
        let price = { (name: String) in rows.first { $0.label.hasSuffix(name) }?.detail ?? "" }
        #expect(price("Plus Standard, Monthly").hasPrefix("$"), "the current plan renews in dollars: \(price("Plus Standard, Monthly"))")
        #expect(price("Plus Basic, Weekly").hasPrefix("$"), "the downgrade is billed at the renewal, in dollars: \(price("Plus Basic, Weekly"))")
        #expect(price("Plus Premium, Monthly").contains("€"), "the upgrade starts now, in euros: \(price("Plus Premium, Monthly"))")
    }

    /// After a storefront switch the product screen and the plan change screen of a downgrade show the dollars its
    /// renewals charge, not the storefront's euros; the current plan's screen says what it renews at.
    @Test func aDowngradeAfterAStorefrontSwitchIsPricedWhereTheSubscriptionRenews() async throws {
        var session = try await subscribedInDollarsThenInGermany()
        session.pilot.goHome()
        await session.pilot.visit(["Store", "Plus Basic, Weekly"])
        let price = try #require(detail("Price", session))
        #expect(price.hasPrefix("$") && price.contains("where your subscription renews") && price.contains("€"), "\(price)")
        await session.pilot.choose("Change to this plan (downgrade)")
        #expect(detail("To", session)?.contains("$") == true && detail("To", session)?.contains("€") == false, "\(detail("To", session) ?? "")")
        session.pilot.goHome()
        await session.pilot.visit(["Store", "Plus Standard, Monthly"])
        #expect(detail("Renews", session)?.contains("$") == true, "\(detail("Renews", session) ?? "")")
    }

    /// After a storefront switch the current plan's own Price row and the store list's price of a downgrade (which
    /// waits for the renewal) are what the renewals bill, in dollars, as on the plans screen.
    @Test func theCurrentPlanAndTheStoreListArePricedWhereTheSubscriptionRenews() async throws {
        var session = try await subscribedInDollarsThenInGermany()
        session.pilot.goHome()
        await session.pilot.choose("Store")
        let listed = ScreenContent.of(session.pilot.state).rows.first { $0.label.hasSuffix("Plus Basic, Weekly") }?.detail ?? ""
        #expect(listed.hasPrefix("$1.99"), "the downgrade is billed at the renewal, in dollars: \(listed)")
        let upgrade = ScreenContent.of(session.pilot.state).rows.first { $0.label.hasSuffix("Plus Premium, Monthly") }?.detail ?? ""
        #expect(upgrade.contains("€"), "the upgrade starts now, in euros: \(upgrade)")
        await session.pilot.choose("Plus Standard, Monthly")
        let price = try #require(detail("Price", session))
        #expect(price.hasPrefix("$7.99 / month where your subscription renews") && price.contains("€"), "\(price)")
    }

    /// A ledger row's charge as the sheet writes dollars and euros: `$40.12`.
    private func charged(_ record: LedgerRecord, symbol: String) throws -> String {
        symbol + String(format: "%.2f", NSDecimalNumber(decimal: Decimal(try #require(record.priceMilliunits)) / 1_000).doubleValue)
    }

    /// A change at the next renewal, made after the storefront changed, is priced on the sheet in the storefront
    /// the renewal charges in (the subscription's, euros), and the renewal charges that.
    @Test func aDeferredChangeAfterAStorefrontSwitchShowsWhatTheRenewalCharges() async throws {
        var session = try await sheet(for: "Plus Premium, Monthly") { try $0.set(SettingOverride(key: "storefront", value: "DEU")) }
        await session.pilot.choose("Confirm")
        _ = try session.store.set(SettingOverride(key: "storefront", value: "JPN"))
        await session.tick()
        await session.pilot.visit(["Store", "Plus Standard, Monthly"])
        await session.pilot.choose("Change to this plan")
        await session.pilot.choose("Confirm the downgrade")
        let price = try #require(detail("Price", session))
        await session.pilot.choose("Confirm")
        session.clock.advance(by: 40 * 86_400)
        _ = try session.store.catchUp()
        let renewal = try #require(try session.store.records().max { $0.id < $1.id })
        #expect(renewal.productID == "demo.plus.standard.monthly" && renewal.reason == .renewal && renewal.currency == "EUR")
        #expect(price.hasPrefix("\(try charged(renewal, symbol: "€")) / month (in EUR, Germany storefront"), "\(price)")
        #expect(!price.contains("¥") && !price.contains("JPY"), "\(price)")
    }
    /// An upgrade's sheet says what is charged now, prorated by the store's own computation, and what follows;
    /// the ledger charges exactly that, and the result says the amount the ledger row has.
    @Test func anUpgradesSheetShowsTheProratedChargeTheLedgerMakes() async throws {
        // The customer had Kiosk Plus's introductory offer (Premium, Yearly's free week), so the upgrade is charged its price.
        var session = try await sheet(for: "Plus Standard, Yearly") { store in
            _ = try store.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly"), origin: "test")
            _ = try store.expireSubscription(of: "demo.plus.premium.yearly")
        }
        await session.pilot.choose("Confirm")
        session.clock.advance(by: 100 * 86_400 + 777)
        await session.tick()
        await session.pilot.visit(["Store", "Plus Premium, Yearly"])
        await session.pilot.choose("Change to this plan")
        await session.pilot.choose("Confirm the upgrade")
        let price = try #require(detail("Price", session))
        await session.pilot.choose("Confirm")
        let record = try #require(try session.store.records().last)
        #expect(record.productID == "demo.plus.premium.yearly" && record.currency == "USD")
        let amount = try charged(record, symbol: "$")
        #expect(amount != "$119.99" && amount != "$0.00")
        #expect(price == "\(amount) now (prorated), then $119.99 / year (charged in USD, United States storefront)", "\(price)")
        guard case .succeeded(let text) = session.pilot.state.current.outcome else {
            Issue.record("the upgrade succeeds: \(String(describing: session.pilot.state.current.outcome))")
            return
        }
        #expect(text.hasSuffix(" The change charged \(amount) now (prorated)."), "\(text)")
    }

    /// An upgrade whose credit is larger than the new price: the sheet and the result say what is refunded beyond it.
    @Test func anUpgradeWhoseCreditExceedsThePriceSaysWhatIsRefunded() async throws {
        var session = try await sheet(for: "Plus Standard, Yearly")
        await session.pilot.choose("Confirm")
        await session.tick()
        await session.pilot.visit(["Store", "Plus Premium, Monthly"])
        await session.pilot.choose("Change to this plan")
        await session.pilot.choose("Confirm the upgrade")
        let price = try #require(detail("Price", session))
        #expect(price.hasPrefix("$0.00 now (prorated; $71.00 of the unused rest, more than the price, is refunded)"), "\(price)")
        await session.pilot.choose("Confirm")
        guard case .succeeded(let text) = session.pilot.state.current.outcome else {
            Issue.record("the upgrade succeeds: \(String(describing: session.pilot.state.current.outcome))")
            return
        }
        #expect(text.hasSuffix(" The change charged $0.00 now (prorated); $71.00 of the unused rest, more than the price, was refunded."), "\(text)")
    }
}

extension PurchaseSheetTests {
    /// A sheet whose product the customer came to own meanwhile (bought from another shell) offers nothing to
    /// confirm: it offered Confirm, which the store then refused.
    @Test(arguments: [("Lifetime Unlock", "demo.lifetime"), ("Plus Premium, Yearly", "demo.plus.premium.yearly")])
    func aSheetWhoseProductIsOwnedMeanwhileOffersOnlyBack(name: String, productID: String) async throws {
        var session = try await sheet(for: name)
        _ = try session.store.purchase(PurchaseRequest(productID: productID), origin: "another shell")
        await session.tick()
        let rows = ScreenRows(session.pilot.state)
        #expect(rows.selectable.map { rows.rows[$0].label } == ["Back"], "\(rows.rows.map(\.label))")
        #expect(session.pilot.screenText.contains("You already have this"), "\(session.pilot.screenText)")
        #expect(detail("Product", session) == name)
    }
}

extension PurchaseSheetTests {
    /// The refusal after the terms changed names the new terms without saying buying would charge them now: an
    /// interrupted purchase picked on the sheet charges nothing now (it said "buying now would charge €…").
    @Test func theTermsChangedRefusalOfAnInterruptedPurchaseDoesNotSayItWouldChargeNow() async throws {
        var session = try await sheet(for: "Lifetime Unlock")
        await session.pilot.choose("\(session.pilot.state.glyphs.unselectedMarker) Interrupted")
        _ = try session.store.set(SettingOverride(key: "storefront", value: "DEU"))
        await session.pilot.choose("Confirm")
        #expect(try session.store.records().isEmpty)
        guard case .notCharged(let text) = session.pilot.state.current.outcome else {
            Issue.record("not refused: \(String(describing: session.pilot.state.current.outcome))")
            return
        }
        #expect(!text.contains("would charge") && text.contains("the terms are now €"), "\(text)")
    }
}
