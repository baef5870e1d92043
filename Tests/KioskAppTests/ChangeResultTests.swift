import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

/// Results say what changed and when, as the ledger has it: a plan change or a subscriber's code that waits for
/// the renewal names the plan to come, the date, and the plan kept until then.
@Suite("Change results: what changed and when, read back from the ledger")
struct ChangeResultTests {
    /// The renewal date of the subscription whose current product is `productID`, as the store read has it.
    static func renewal(of productID: String, _ session: StorePilot) throws -> String {
        DateText.day(try #require(session.pilot.state.store?.subscription(productID)?.subscription.expirationDate))
    }

    @Test func aDowngradeChosenOnAPaywallIsConfirmedAndSaysWhenItStarts() async throws {
        var session = try StorePilot(width: 100, height: 30)
        await session.tick()
        await session.pilot.buyFromStore("Plus Premium, Yearly")
        await session.tick()
        session.pilot.goHome()
        await session.pilot.choose("settings")
        session.pilot.press(.character("2"))
        session.pilot.press(.enter)
        #expect(session.pilot.state.current.kind == .planChange(productID: "demo.plus.standard.monthly"),
                "the paywall asks first, as the product screen does")
        #expect(session.pilot.pendingTasks.isEmpty, "nothing is bought before confirming")
        let renewal = try Self.renewal(of: "demo.plus.premium.yearly", session)
        #expect(session.pilot.screenText.contains("at the next renewal, \(renewal)"))
        #expect(await session.pilot.choose("Confirm the downgrade"))
        let text = session.pilot.screenWords
        #expect(text.contains("Plus Standard, Monthly starts at your next renewal on \(renewal); you keep Plus Premium, Yearly until then."))
        #expect(!text.contains("Plus Premium, Yearly is active"))
    }

    @Test func aSubscribersCodeReportsTheOfferAtTheNextRenewal() async throws {
        var session = try StorePilot(width: 100, height: 30)
        await session.tick()
        await session.pilot.buyFromStore("Plus Premium, Monthly")
        await session.tick()
        let renewal = try Self.renewal(of: "demo.plus.premium.monthly", session)
        session.pilot.goHome()
        await session.pilot.choose("Redeem an offer code")
        await session.pilot.redeem("HALFYEAR")
        let text = session.pilot.screenWords
        #expect(text.contains("Plus Premium, Yearly with the offer code HALFYEAR starts at your next renewal on \(renewal); you keep Plus Premium, Monthly until then."))
    }

    /// Found by QA: a code for a higher level than the subscriber's plan waited for the renewal. It upgrades now: the
    /// terms say it starts now in place of the current plan, less that plan's unused rest, and the result what it charged.
    @Test func aSubscribersCodeForAHigherLevelUpgradesNowAndSaysWhatItCharged() async throws {
        var session = try StorePilot(width: 100, height: 30)
        _ = try session.store.set(SettingOverride(key: "time-rate", value: "real"))
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.yearly"), origin: "test")
        _ = try session.store.advanceClock(by: try #require(ClockStep("P30D")))
        await session.tick()
        await session.pilot.choose("Redeem an offer code")
        session.pilot.type("HALFYEAR")
        session.pilot.press(.enter)
        await session.pilot.settle()
        let terms = session.pilot.screenWords
        #expect(terms.contains("$29.99 now, less the unused rest of Plus Standard, Yearly") && terms.contains("now, in place of Plus Standard, Yearly"),
                "\(terms)")
        session.pilot.press(.enter)
        await session.pilot.settle()
        let upgrade = try #require(try session.store.records().last)
        #expect(upgrade.productID == "demo.plus.premium.yearly" && upgrade.originalID == 1 && upgrade.offer?.id == "HALFYEAR")
        let text = session.pilot.screenWords
        #expect(text.contains("Plus Premium, Yearly is active until \(DateText.day(try #require(upgrade.expirationDate))). It used the code offer HALFYEAR. "
                              + "The change charged $0.00 now (prorated)"), "\(text)")
        #expect(!text.contains("next renewal"), "\(text)")
    }

    /// Found by QA: a code redeemed in the grace period said it starts "at your next renewal on" the date of the
    /// renewal that had failed to bill. It says it starts once billing is fixed.
    @Test func aCodeRedeemedInTheGracePeriodStartsOnceBillingIsFixed() async throws {
        var session = try StorePilot(width: 100, height: 30)
        _ = try session.store.set(SettingOverride(key: "time-rate", value: "real"))
        _ = try session.store.set(SettingOverride(key: "billing-grace-period", value: "on"))
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        try session.store.setBillingIssue(of: "demo.plus.premium.monthly", true)
        _ = try session.store.advanceClock(by: try #require(ClockStep("P32D")))
        #expect(try session.store.subscriptionStatuses(group: "KPLUS").first?.state == .inGracePeriod)
        await session.tick()
        await session.pilot.choose("Redeem an offer code")
        await session.pilot.redeem("HALFYEAR")
        #expect(session.pilot.screenWords.contains(
            "Plus Premium, Yearly with the offer code HALFYEAR starts at your next renewal, once billing is fixed; you keep Plus Premium, Monthly until then."),
            "\(session.pilot.screenWords)")
    }

    /// Found by QA: a subscriber's code waiting for the renewal showed nowhere on the subscription ("Renews 9 Dec
    /// 2026", no price, no code). The renewal row names the code and what the renewal charges with it.
    @Test func aCodeWaitingForTheRenewalIsShownOnItsSubscription() async throws {
        var session = try StorePilot(width: 100, height: 30)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly"), origin: "test")
        await session.tick()
        await session.pilot.choose("Redeem an offer code")
        await session.pilot.redeem("HALFYEAR")
        await session.tick()
        session.pilot.goHome()
        await session.pilot.visit(["My purchases", "Plus Premium, Yearly"])
        let renews = try #require(ScreenContent.of(session.pilot.state).rows.first { $0.label == "Renews" }?.detail)
        let price = try #require(session.pilot.state.store?.subscriptions.first?.renewalInfo.renewalPrice)
        #expect(renews.contains("with offer code HALFYEAR at $\(price)"), "\(renews)")
    }

    /// Found by QA: a code redeemed while a downgrade waited for the renewal dropped the downgrade without a word; then
    /// its terms did not say so, only the result. Both do.
    @Test func aCodeThatReplacesAScheduledChangeSaysSoInItsTermsAndItsResult() async throws {
        var session = try StorePilot(width: 100, height: 30)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"), origin: "test")
        await session.tick()
        await session.pilot.choose("Redeem an offer code")
        session.pilot.type("HALFYEAR")
        session.pilot.press(.enter)
        await session.pilot.settle()
        let replaces = ScreenContent.of(session.pilot.state).rows.first { $0.label == "Replaces" }?.detail
        #expect(replaces == "the change to Plus Standard, Monthly planned for that renewal", "\(session.pilot.screenWords)")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.pilot.screenWords.contains("The change to Plus Standard, Monthly planned for that renewal is dropped: the code replaces it."),
                "\(session.pilot.screenWords)")
    }

    /// Found by QA: with a downgrade scheduled, the current plan could not be chosen again ("your current plan; there
    /// is nothing to buy"), so the change could only be dropped by cancelling auto-renew and resuming it. The product
    /// screen offers to keep the plan, and the result says what the ledger has: the change is dropped.
    @Test func keepingTheCurrentPlanFromItsScreenDropsTheScheduledChange() async throws {
        var session = try StorePilot(width: 100, height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"), origin: "test")
        await session.tick()
        session.pilot.goHome()
        await session.pilot.choose("Store")
        await session.pilot.choose("Plus Premium, Monthly")
        await session.pilot.choose("Keep this plan")
        await session.pilot.settle()
        let text = session.pilot.screenWords
        #expect(text.contains("You keep Plus Premium, Monthly; the change to Plus Standard, Monthly is dropped."), "\(text)")
        #expect(try session.store.scheduledPlanChanges().isEmpty)
    }

    /// The settings paywall on Plus Premium, Yearly with a downgrade to Plus Standard, Monthly waiting for its renewal,
    /// the current plan's package selected.
    static func paywallWithAChangeWaiting(width: Int, height: Int) async throws -> StorePilot {
        var session = try StorePilot(width: width, height: height)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly"), origin: "test")
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"), origin: "test")
        await session.tick()
        session.pilot.goHome()
        await session.pilot.choose("settings")
        session.pilot.press(.character("1"))
        return session
    }

    /// The same, Enter pressed on the current plan's package.
    static func keptOnThePaywall(width: Int, height: Int) async throws -> StorePilot {
        var session = try await paywallWithAChangeWaiting(width: width, height: height)
        session.pilot.press(.enter)
        await session.pilot.settle()
        return session
    }

    /// Found by QA: after a storefront switch, the package of the plan a change starts showed the storefront's price
    /// (¥1,200/month) while the renewal charges where the subscription renews ($7.99). Its mark names that price.
    @Test func theComingPlansMarkNamesThePriceItRenewsAt() async throws {
        var session = try await Self.paywallWithAChangeWaiting(width: 100, height: 30)
        _ = try session.store.set(SettingOverride(key: "storefront", value: "JPN"))
        await session.tick()
        session.pilot.press(.right)
        await session.pilot.settle()
        let renewal = try #require(session.pilot.state.store?.subscriptions.first?.renewalInfo.renewalPrice)
        #expect(session.pilot.screenWords.contains("Starts at renewal: $\(renewal)"), "\(session.pilot.screenText)")
    }

    /// Found by QA: the current plan's button read "Your current plan" while Enter on it dropped the waiting change.
    /// It says it keeps the plan, and the tab of the plan the change starts is marked.
    @Test func whileAChangeWaitsThePaywallSaysItsButtonKeepsTheCurrentPlan() async throws {
        var session = try await Self.paywallWithAChangeWaiting(width: 80, height: 24)
        #expect(session.pilot.screenWords.contains("Keep your current plan"), "\(session.pilot.screenText)")
        session.pilot.press(.right)
        await session.pilot.settle()
        #expect(session.pilot.screenWords.contains("Starts at renewal"), "\(session.pilot.screenText)")
    }

    /// The same from a paywall: its current plan's package keeps the plan while a change waits for the renewal, and the
    /// result fits the paywall's one status line at 80 columns (QA: cut before it said the change was dropped).
    @Test func theCurrentPlansPackageOnAPaywallKeepsThePlanWhileAChangeWaits() async throws {
        var session = try await Self.keptOnThePaywall(width: 80, height: 24)
        #expect(session.pilot.screenWords.contains("You keep Plus Premium, Yearly; the change to Plus Standard, Monthly is dropped."),
                "\(session.pilot.screenWords)")
        #expect(try session.store.scheduledPlanChanges().isEmpty)
    }

    /// Found in review: while an offer code waits for the renewal (a change to the code's plan), the paywall's current
    /// plan said "Keep your current plan" and the product screen offered "Keep this plan", and both were refused (keeping
    /// the plan would drop the code, which redeeming used up). Neither is offered; the code still waits.
    @Test func whileACodeWaitsNeitherThePaywallNorTheProductScreenOffersToKeepThePlan() async throws {
        var session = try StorePilot(width: 100, height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        _ = try session.store.redeem(code: "HALFYEAR")
        await session.tick()
        session.pilot.goHome()
        await session.pilot.choose("Store")
        await session.pilot.choose("Plus Premium, Monthly")
        #expect(!session.pilot.screenWords.contains("Keep this plan"), "\(session.pilot.screenText)")
        // Nor does another plan's screen offer a change the store refuses (QA): it says why not.
        session.pilot.press(.escape)
        await session.pilot.choose("Plus Basic, Weekly")
        let change = try #require(ScreenContent.of(session.pilot.state).rows.first { $0.label.hasPrefix("Plan change") || $0.label.hasPrefix("Change to this plan") })
        #expect(!change.isSelectable && change.detail == "not now: the offer code HALFYEAR waits for the next renewal; change plans once it has started",
                "\(change.label): \(change.detail)")
        // Nor do the group's plans, or the change screen they open (review: both led to Confirm and a refusal).
        session.pilot.press(.escape)
        await session.pilot.choose("Compare the plans of Kiosk Plus")
        #expect(session.pilot.screenWords.contains("not now: the offer code HALFYEAR waits for the next renewal"), "\(session.pilot.screenText)")
        #expect(!session.pilot.screenWords.contains("downgrade: at the next renewal"), "\(session.pilot.screenText)")
        await session.pilot.choose("Plus Basic, Weekly")
        let rows = ScreenContent.of(session.pilot.state).rows
        #expect(!rows.contains { $0.label.hasPrefix("Confirm") }, "\(rows.map(\.label))")
        #expect(session.pilot.screenWords.contains("Not now: the offer code HALFYEAR waits for the next renewal"), "\(session.pilot.screenText)")
        session.pilot.goHome()
        await session.pilot.choose("settings")
        session.pilot.press(.down)
        await session.pilot.settle()
        #expect(session.pilot.screenWords.contains("Your current plan") && !session.pilot.screenWords.contains("Keep your current plan"),
                "\(session.pilot.screenText)")
        // Enter on it does what its button says (review: it asked the store to keep the plan, which refused).
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.pilot.screenWords.contains("Plus Premium, Monthly is your current plan; there is nothing to buy."),
                "\(session.pilot.screenText)")
        #expect(try session.store.subscriptionStatuses(group: "KPLUS").first?.subscription.pendingCodeOffer == "HALFYEAR")
    }

    /// Found by QA: a notice written over a paywall's status line left the end of the longer line behind ("…there is
    /// nothing to buy.TC for $12…"). The notice takes the whole row.
    @Test func aNoticeOverAPaywallStatusLineLeavesNothingOfIt() async throws {
        var session = try await Self.keptOnThePaywall(width: 80, height: 24)
        session.pilot.press(.enter)
        let lines = session.pilot.screenText.split(separator: "\n", omittingEmptySubsequences: false)
        let status = lines[lines.count - 2].trimmingCharacters(in: .whitespaces)
        #expect(status == "Plus Premium, Yearly is your current plan; there is nothing to buy.", "\(status)")
    }
}

extension Pilot {
    /// The frame's text with every run of spaces and line breaks as one space, so wrapped lines read as one.
    var screenWords: String {
        screenText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
