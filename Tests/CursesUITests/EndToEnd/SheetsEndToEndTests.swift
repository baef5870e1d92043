import Foundation
import Testing

/// The real binary in a tmux terminal: the subscription store opened by `kiosk --group`, and refund requests.
@Suite("End to end: the subscription store and refund requests", .serialized)
struct SheetsEndToEndTests {
    @Test(.needsTmux) func upgradeFromTheSubscriptionStoreOpenedByGroup() throws {
        let session = try TmuxSession(arguments: ["--group", "KPLUS"])
        try session.waitFor("Plans: Kiosk Plus")
        try session.waitFor("Introductory offer: free for 1 week")
        try session.kiosk("sandbox", "buy", "demo.plus.standard.monthly")
        // The purchase by another process shows without a key press: the current plan, and the changes.
        try session.waitFor("✓ Plus Standard, Monthly")
        try session.waitFor("upgrade: now; the unused rest of Plus")
        try session.press("j", "Enter")
        try session.waitFor("Confirm the upgrade")
        try session.press("Enter")
        try session.waitFor("Plus Premium, Monthly is active until")
        try session.press("Escape", "Escape")
        try session.waitFor("✓ Plus Premium, Monthly")
        #expect(try session.kiosk("sandbox", "status").contains("demo.plus.premium.monthly"))
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux) func aRefundRequestIsGrantedAfterTheDelayAndShowsRevoked() throws {
        let session = try TmuxSession()
        try session.kiosk("sandbox", "buy", "demo.lifetime")
        try session.waitFor("Transaction manager")
        try session.openFiltered("My purchases")
        try session.waitFor("Request a refund: Lifetime Unlock")
        try session.press("j", "Enter")
        try session.waitFor("Why do you want a refund?")
        try session.press("Enter")
        try session.waitFor("The sandbox grants refund requests after 48h on its clock.")
        try session.press("Enter")
        try session.waitFor("The refund request was sent.")
        try session.waitFor("review due")
        try session.press("Enter", "Escape")
        try session.waitFor("Refund of Lifetime Unlock")
        // The sandbox clock moves past the review in another process: the grant shows without a key press.
        try session.kiosk("sandbox", "advance", "49h")
        let revoked = try session.waitFor("Ended")
        #expect(revoked.contains("refunded"))
        #expect(try session.kiosk("sandbox", "list").contains("refunded"))
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux) func downgradeFromTheSubscriptionStoreWaitsForTheRenewal() throws {
        let session = try TmuxSession(arguments: ["--group", "KPLUS"])
        try session.kiosk("sandbox", "buy", "demo.plus.premium.monthly")
        try session.waitFor("✓ Plus Premium, Monthly")
        try session.waitFor("downgrade: at the next renewal")
        try session.openFiltered("Basic")
        try session.waitFor("Confirm the downgrade")
        try session.press("Enter")
        try session.waitFor("starts at your next renewal")
        try session.press("Escape", "Escape", "Escape")
        // The current plan stays until the renewal; the change is waiting in its renewal info.
        try session.waitFor("✓ Plus Premium, Monthly")
        #expect(try session.kiosk("sandbox", "subscriptions").contains("demo.plus.basic.weekly"))
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux) func aDeclinedRefundRequestLeavesThePurchase() throws {
        let session = try TmuxSession()
        try session.kiosk("sandbox", "set", "refund-review", "decline")
        try session.kiosk("sandbox", "buy", "demo.lifetime")
        try session.waitFor("Transaction manager")
        try session.openFiltered("My purchases")
        try session.waitFor("Request a refund: Lifetime Unlock")
        try session.openFiltered("Request a refund")
        try session.waitFor("Why do you want a refund?")
        try session.openFiltered("another reason")
        try session.waitFor("The sandbox declines every refund request.")
        try session.press("Enter")
        try session.waitFor("Failed: the store declined the refund request.")
        // Done, then Esc clears each screen's filter and closes the reasons.
        try session.press("Enter", "Escape", "Escape", "Escape")
        let purchases = try session.waitFor("Refund of Lifetime Unlock")
        #expect(purchases.contains("declined") && purchases.contains("Active"))
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux) func theSheetsSimulatedErrorsSayWhyAndGoBack() throws {
        let session = try TmuxSession(width: 100, height: 40)
        for sheet in ["refund-request-sheet", "offer-code-redeem-sheet", "manage-subscriptions-sheet"] {
            try session.kiosk("sandbox", "set", "error.\(sheet)", "networkError")
        }
        try session.kiosk("sandbox", "buy", "demo.plus.standard.monthly")
        try session.waitFor("Transaction manager")
        try session.openFiltered("Redeem an offer code")
        try session.waitFor("Redeeming an offer code cannot open: the sandbox simulates the error networkError")
        try session.press("Enter", "Escape")
        try session.waitFor("Check for an update")
        try session.openFiltered("My purchases")
        try session.waitFor("Request a refund: Plus Standard, Monthly")
        try session.openFiltered("Request a refund")
        try session.waitFor("The refund request cannot open: the sandbox simulates the error networkError")
        try session.press("Enter", "Escape")
        try session.waitFor("Refunds")
        try session.openFiltered("Plus Standard, Monthly")
        try session.waitFor("Manage subscription: cannot open")
        #expect(!(try session.screen()).contains("Cancel auto-renew"))
        try session.press("Escape")
        try session.waitFor("Refunds")
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux) func anOldOriginalAppVersionUnlocksKioskPlus() throws {
        let session = try TmuxSession(width: 100, height: 50, arguments: ["--original-app-version", "1.0"])
        try session.waitFor("Transaction manager")
        try session.openFiltered("My purchases")
        try session.waitFor("from the app's purchase (version 1.0)")
        try session.press("Escape", "Escape")
        try session.waitFor("Check for an update")
        try session.press("End", "k", "Enter")
        let settings = try session.waitFor("Granted by the original version")
        #expect(settings.contains("Kiosk Plus, Ad-free browsing") && settings.contains("Original app version"))
        #expect(try session.kiosk("sandbox", "app-transaction").contains("original app version:   1.0"))
        try session.press("q")
        try session.waitFor("[exit 0]")
    }
}
