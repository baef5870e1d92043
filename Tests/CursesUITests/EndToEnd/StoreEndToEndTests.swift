import Foundation
import Testing

/// The real binary on a sandbox ledger in a tmux terminal: buying, Ask to Buy, errors, restore, and changes made
/// by another kiosk process.
@Suite("End to end: buying in the storefront", .serialized)
struct StoreEndToEndTests {
    @Test(.needsTmux) func buyASubscriptionAndSeeItActive() throws {
        let session = try TmuxSession()
        try session.waitFor("Transaction manager")
        try session.press("Enter")
        try session.waitFor("Plus Standard, Monthly")
        try session.press("j", "j", "j", "Enter")
        try session.waitFor("starts with 3 months at $1.99 each month")
        try session.press("Enter")
        try session.waitFor("Plus Standard, Monthly is active until")
        try session.press("Escape")
        try session.waitFor("You have this product.")
        try session.press("Escape")
        try session.waitFor("active, renews")
        #expect(try session.kiosk("sandbox", "list").contains("demo.plus.standard.monthly"))
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux) func buyFromAPaywallAndSeeItActive() throws {
        let session = try TmuxSession(width: 90, height: 30, arguments: ["--placement", "onboarding"])
        try session.waitFor("Placement map · offering plus_trial")
        try session.press("j")
        try session.waitFor("Continue")
        try session.press("Enter")
        try session.waitFor("Plus Premium, Monthly is active until")
        try session.press("Escape")
        try session.waitFor("Kiosk › Paywall: onboarding")
        try session.press("Escape", "Enter")
        try session.waitFor("Plus Premium, Monthly")
        let store = try session.waitFor("active, renews")
        #expect(store.contains("Plus Premium, Monthly"))
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux) func askToBuyIsPendingThenApprovedAndTheScreenFollows() throws {
        let session = try TmuxSession()
        try session.waitFor("Transaction manager")
        try session.press("End", "k", "Enter")
        try session.waitFor("Ask to Buy")
        try session.press("Enter")
        try session.waitFor("Ask to Buy is on")
        try session.press("Escape", "Home", "Enter")
        try session.waitFor("Lifetime Unlock")
        try session.openFiltered("lifetime")
        try session.waitFor("Buy for $99.99")
        try session.press("Enter")
        try session.waitFor("Pending: Lifetime Unlock waits for a parent's approval")
        try session.press("Escape")
        try session.waitFor("Open the transaction manager")
        // Another kiosk process approves; this one shows it without a key press.
        try session.kiosk("sandbox", "approve", "1")
        try session.waitFor("You have this product.")
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux) func approveFromTheTransactionManager() throws {
        let session = try TmuxSession()
        try session.kiosk("sandbox", "set", "ask-to-buy", "on")
        try session.kiosk("sandbox", "buy", "demo.lifetime")
        try session.waitFor("Transaction manager")
        try session.press("End", "k", "k", "Enter")
        try session.waitFor("purchase · Ask to Buy")
        try session.openFiltered("#1")
        // The request opens with nothing selected: Enter decides nothing, the first ↓ selects Approve.
        try session.waitFor("This request waits; nothing is selected")
        try session.press("Enter")
        try session.waitFor("Nothing is selected: ↑ or ↓ selects an item.")
        try session.press("j")
        try session.waitFor("› Approve (Ask to Buy)")
        try session.press("Enter")
        try session.waitFor("Transaction #1 approved: Lifetime Unlock bought for $99.99.")
        try session.press("Escape")
        try session.waitFor("#1 Lifetime Unlock")
        #expect(!(try session.screen().contains("Ask to Buy")))
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux) func simulatedPurchaseErrorIsShownAndRecovered() throws {
        let session = try TmuxSession()
        try session.kiosk("sandbox", "set", "error.purchase", "networkError")
        try session.waitFor("Transaction manager")
        try session.press("Enter")
        try session.waitFor("Subscriptions: Kiosk Plus")
        try session.openFiltered("100 coins")
        try session.waitFor("Buy for $0.99")
        try session.press("Enter")
        try session.waitFor("Failed:")
        try session.waitFor("Try again")
        try session.kiosk("sandbox", "set", "error.purchase", "off")
        try session.press("Enter")
        try session.waitFor("100 Coins is yours, bought for $0.99.")
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux) func redeemAnOfferCode() throws {
        let session = try TmuxSession()
        try session.waitFor("Transaction manager")
        try session.openFiltered("redeem")
        try session.waitFor("Kiosk › Redeem an offer code")
        try session.type("Friends")
        try session.waitFor("Code: Friends_")
        try session.press("Enter")
        try session.waitFor("Press Enter again to redeem it")
        #expect(!(try session.kiosk("sandbox", "list").contains("demo.plus.standard.yearly")), "the terms come first; nothing is redeemed yet")
        try session.press("Enter")
        try session.waitFor("Plus Standard, Yearly is active until")
        #expect(try session.kiosk("sandbox", "list").contains("demo.plus.standard.yearly"))
        try session.press("Escape", "q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux) func restoreSaysWhatWasRestored() throws {
        let session = try TmuxSession()
        try session.kiosk("sandbox", "buy", "demo.lifetime")
        try session.waitFor("Transaction manager")
        try session.openFiltered("restore")
        try session.waitFor("Kiosk › Restore purchases")
        try session.press("Enter")
        try session.waitFor("Restored 1 purchase:")
        try session.waitFor("  Lifetime Unlock")
        try session.press("q")
        try session.waitFor("[exit 0]")
    }
}
