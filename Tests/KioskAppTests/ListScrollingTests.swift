import PurchaseFlow
import Testing
@testable import KioskApp

/// Text rows above a screen's first item can be read: at 80x23 a subscribed plan's product screen opens with its
/// first item (Cancel auto-renew) selected and its price scrolled away above.
@Suite("List scrolling: the text above the first item")
struct ListScrollingTests {
    /// A session at 80x23 on the product screen of a plan the customer subscribes to, its price hidden above.
    private func subscribedProductScreen() async throws -> StorePilot {
        var session = try StorePilot(width: 80, height: 23)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        await session.tick()
        await session.pilot.visit(["Store", "Plus Premium, Monthly"])
        #expect(!session.pilot.screenText.contains("Price"), "the price starts above the screen: \(session.pilot.screenText)")
        #expect(ScreenRows(session.pilot.state).selectedRow(session.pilot.state.current.selection).map { ScreenRows(session.pilot.state).rows[$0].label }
                == "Cancel auto-renew")
        return session
    }

    @Test(arguments: [Key.up, .pageUp, .home])
    func upPageUpAndHomeOnTheFirstItemShowTheTextAboveIt(key: Key) async throws {
        var session = try await subscribedProductScreen()
        for _ in 0..<3 { session.pilot.press(key) }
        #expect(session.pilot.screenText.contains("Price"), "\(key) shows the rows above: \(session.pilot.screenText)")
        #expect(!session.pilot.screenText.contains("▲"), "nothing is hidden above any more")
        session.pilot.press(.down)
        let rows = ScreenRows(session.pilot.state)
        #expect(rows.selectedRow(session.pilot.state.current.selection).map { rows.rows[$0].label } != "Cancel auto-renew",
                "the next Down moves the selection as before")
    }
}
