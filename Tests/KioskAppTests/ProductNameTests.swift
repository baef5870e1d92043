import Testing
@testable import KioskApp

/// Screens name products the way the store does (their localized display names), never by product id, except
/// where an id is asked for (the transaction manager's "Product ID" row).
@Suite("Product names: display names, not ids, in what people read")
struct ProductNameTests {
    static let monthly = "demo.plus.standard.monthly"

    /// Lines of a screen that show a product id, other than the "Product ID" row.
    static func idsShown(_ pilot: Pilot) -> [String] {
        let ids = pilot.state.store?.products.map(\.id) ?? []
        return pilot.screenText.split(separator: "\n").map(String.init).filter { line in
            !line.contains("Product ID") && ids.contains { line.contains($0) }
        }
    }

    @Test func anUpcomingDowngradeNamesThePlanItChangesTo() async throws {
        var session = try StorePilot()
        await session.tick()
        await session.pilot.buyFromStore("Plus Standard, Monthly")
        await session.pilot.buyFromStore("Plus Basic, Weekly")
        session.pilot.goHome()
        await session.pilot.choose("Store")
        #expect(session.pilot.screenText.contains("changes to Plus Basic, Weekly"))
        await session.pilot.choose("Plus Standard, Monthly")
        #expect(session.pilot.screenText.contains("on, as Plus Basic, Weekly"))
        #expect(Self.idsShown(session.pilot).isEmpty, "\(Self.idsShown(session.pilot))")
    }

    /// (My purchases is left out: its entitlement rows name each entitlement's key, which the demo rules make
    /// equal to a product id.)
    @Test func noScreenShowsAProductIDAfterPurchasesAndChanges() async throws {
        var session = try StorePilot()
        await session.tick()
        await session.pilot.buyFromStore("Plus Standard, Monthly")
        await session.pilot.buyFromStore("Plus Basic, Weekly")
        await session.pilot.buyFromStore("100 Coins")
        let paths: [[String]] = [
            ["Store"], ["Store", "Plus Standard, Monthly"], ["Store", "Plus Basic, Weekly"],
            ["Transaction manager"], ["Transaction manager", "#1"], ["Restore purchases", "Restore purchases"],
            ["Store", "Plus Standard, Monthly", "Cancel auto-renew"],
        ]
        for path in paths {
            await session.pilot.visit(path)
            #expect(Self.idsShown(session.pilot).isEmpty, "\(path): \(Self.idsShown(session.pilot))")
        }
        session.pilot.goHome()
        await session.pilot.choose("Transaction manager")
        await session.pilot.choose("#1")
        #expect(session.pilot.screenText.contains(Self.monthly), "the transaction shows its product id on its own row")
    }

    @Test func purchaseInProgressAndTheQuitQuestionNameTheProduct() async throws {
        var session = try StorePilot()
        await session.tick()
        await session.pilot.choose("Store")
        await session.pilot.choose("Plus Standard, Monthly")
        session.pilot.select("Buy")
        session.pilot.press(.enter)
        #expect(session.pilot.screenText.contains("Purchasing Plus Standard, Monthly…"))
        session.pilot.press(.character("q"))
        #expect(session.pilot.state.overlay == .confirmQuit)
        #expect(session.pilot.screenText.contains("(Plus Standard, Monthly)"))
        #expect(Self.idsShown(session.pilot).isEmpty, "\(Self.idsShown(session.pilot))")
    }
}
