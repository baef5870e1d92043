import Foundation
import PaywallLayout
import PaywallModel
import PurchaseFlow
import Testing
@testable import KioskApp

@Suite("Paywall buttons: one focus ring, clicks, and what each button does")
struct PaywallButtonTests {
    /// A v2 paywall selling two demo plans with one button of every kind, a sheet with its own close button.
    static let document: OfferingsDocument = {
        func text(_ lid: String) -> String { #"{"type": "stack", "components": [{"type": "text", "text_lid": "\#(lid)"}]}"# }
        func button(_ id: String, _ action: String, _ lid: String) -> String {
            #"{"type": "button", "id": "\#(id)", "action": \#(action), "stack": \#(text(lid))}"#
        }
        let sheet = #"{"type": "navigate_to", "destination": "sheet", "sheet": {"id": "more", "stack": {"type": "stack", "components": [{"type": "text", "text_lid": "sheet_text"}, \#(button("sheet_close", #"{"type": "navigate_back"}"#, "close"))]}}}"#
        let buttons = [
            button("close", #"{"type": "navigate_back"}"#, "close"),
            #"{"type": "package", "package_id": "$rc_monthly", "is_selected_by_default": true, "stack": \#(text("monthly"))}"#,
            #"{"type": "package", "package_id": "$rc_annual", "stack": \#(text("annual"))}"#,
            #"{"type": "purchase_button", "stack": \#(text("buy"))}"#,
            button("restore", #"{"type": "restore_purchases"}"#, "restore"),
            button("terms", #"{"type": "navigate_to", "destination": "terms", "url": {"url_lid": "terms_url", "method": "in_app_browser"}}"#, "terms"),
            button("privacy", #"{"type": "navigate_to", "destination": "privacy_policy", "url": {"url_lid": "privacy_url", "method": "in_app_browser"}}"#, "privacy"),
            button("site", #"{"type": "navigate_to", "destination": "url", "url": {"url_lid": "site_url", "method": "external_browser"}}"#, "site"),
            button("code", #"{"type": "navigate_to", "destination": "offer_code"}"#, "code"),
            button("center", #"{"type": "navigate_to", "destination": "customer_center"}"#, "center"),
            button("more", sheet, "more"),
        ]
        let json = """
            {"current_offering_id": "buttons", "placements": {"offering_ids_by_placement": {"buttons": "buttons"}},
             "offerings": [{"identifier": "buttons", "packages": [
               {"identifier": "$rc_monthly", "platform_product_identifier": "demo.plus.premium.monthly"},
               {"identifier": "$rc_annual", "platform_product_identifier": "demo.plus.premium.yearly"}],
             "paywall_components": {"default_locale": "en_US",
               "components_config": {"base": {"stack": {"type": "stack", "components": [\(buttons.joined(separator: ", "))]}}},
               "components_localizations": {"en_US": {"close": "Close", "monthly": "Monthly plan", "annual": "Annual plan",
                 "buy": "Subscribe", "restore": "Restore purchases", "terms": "Terms", "privacy": "Privacy", "site": "Our site",
                 "code": "Redeem a code", "center": "Manage", "more": "More", "sheet_text": "Everything about the plans",
                 "terms_url": "https://example.com/terms", "privacy_url": "https://example.com/privacy",
                 "site_url": "https://example.com/site"}}}}]}
            """
        return try! OfferingsDocument.decode(Data(json.utf8), source: "buttons.json")
    }()

    /// A pilot on the buttons paywall.
    private func openButtons(width: Int = 80, height: Int = 30) async throws -> StorePilot {
        var session = try StorePilot(width: width, height: height, document: Self.document)
        await session.tick()
        await session.pilot.choose("buttons")
        #expect(session.pilot.state.current.kind == .paywall(placement: "buttons"))
        return session
    }

    /// The cell where a text starts on the screen.
    private func cell(of text: String, in frame: Buffer) throws -> Cell {
        let row = try #require(frame.lines.firstIndex { $0.contains(text) }, "\(text) is on the screen")
        let line = frame.lines[row]
        let column = DisplayWidth.of(String(line[..<line.range(of: text)!.lowerBound]))
        return frame[column, row]
    }

    @Test func tabAndShiftTabGoRoundEveryPackageAndButtonInOrder() async throws {
        var session = try await openButtons()
        var ring: [String] = []
        for _ in 0..<12 {
            session.pilot.press(.tab)
            ring.append(try #require(session.pilot.state.current.paywall.focus))
        }
        // From the selected package: the rest of the paywall in order, then round to the top.
        #expect(ring == ["package:$rc_annual", "purchase", "button:restore", "button:terms", "button:privacy", "button:site",
                         "button:code", "button:center", "button:more", "button:close", "package:$rc_monthly", "package:$rc_annual"])
        #expect(session.pilot.state.current.paywall.packageID == nil, "a package reached with Tab is focused, not selected")
        session.pilot.press(.backTab, .backTab)
        #expect(session.pilot.state.current.paywall.focus == "button:close")
    }

    @Test func theFocusedControlIsMarkedWithoutColors() async throws {
        var session = try await openButtons()
        #expect(try !cell(of: "Restore purchases", in: session.pilot.frame).attributes.contains(.underline))
        #expect(session.pilot.frame.lines.last?.contains("Tab buttons") == true && session.pilot.frame.lines.last?.contains("Enter buy") == true)
        session.pilot.press(.tab, .tab, .tab)
        #expect(session.pilot.frame.lines.last?.contains("Enter press") == true, "the key bar says Enter presses the focused button")
        #expect(session.pilot.state.current.paywall.focus == "button:restore")
        let focused = try cell(of: "Restore purchases", in: session.pilot.frame)
        #expect(focused.attributes.isSuperset(of: [.reverse, .underline]), "the focus shows with the monochrome theme")
        #expect(try !cell(of: "Terms", in: session.pilot.frame).attributes.contains(.underline), "only one control is marked")
    }

    @Test func restoreFromTheKeyboardRestoresThroughTheStoreAndSaysWhatTheLedgerHas() async throws {
        var session = try await openButtons()
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.lifetime"), origin: "test")
        session.pilot.press(.tab, .tab, .tab, .enter)
        #expect(session.pilot.state.current.kind == .restore)
        await session.pilot.settle()
        #expect(session.pilot.screenText.contains("Restored 1 purchase:"))
        #expect(session.pilot.screenText.contains("     Lifetime Unlock"), "each product on a line of its own")
    }

    @Test func linksShowTheirAddressOrTheCatalogsPolicy() async throws {
        var session = try await openButtons()
        session.pilot.click(on: "Terms")
        #expect(session.pilot.state.current.kind == .link(title: "Terms of service", texts: ["https://example.com/terms"]))
        #expect(session.pilot.screenText.contains("https://example.com/terms"))
        session.pilot.press(.escape)
        // The demo catalog publishes its privacy policy: that wins over the paywall's address, as in the subscription store.
        session.pilot.click(on: "Privacy")
        #expect(session.pilot.screenText.contains("https://example.com/kiosk/privacy"))
        session.pilot.press(.escape)
        session.pilot.click(on: "Our site")
        #expect(session.pilot.screenText.contains("https://example.com/site"))
    }

    @Test func offerCodeAndCustomerCenterOpenTheirScreens() async throws {
        var session = try await openButtons()
        session.pilot.click(on: "Redeem a code")
        #expect(session.pilot.state.current.kind == .offerCode)
        session.pilot.press(.escape)
        session.pilot.click(on: "Manage")
        #expect(session.pilot.state.current.kind == .myPurchases)
    }

    @Test func aSheetOpensOverThePaywallAndItsCloseButtonClosesOnlyIt() async throws {
        var session = try await openButtons()
        session.pilot.click(on: "More")
        #expect(session.pilot.screenText.contains("Everything about the plans"))
        #expect(!session.pilot.screenText.contains("Monthly plan"))
        session.pilot.press(.tab)
        #expect(session.pilot.state.current.paywall.focus == "button:sheet_close")
        session.pilot.press(.enter)
        #expect(session.pilot.screenText.contains("Monthly plan"), "close inside a sheet closes the sheet")
        session.pilot.click(on: "More")
        session.pilot.press(.escape)
        #expect(session.pilot.state.current.kind == .paywall(placement: "buttons"), "Esc closes the sheet first")
        #expect(session.pilot.screenText.contains("Monthly plan"))
        session.pilot.click(on: "Close")
        #expect(session.pilot.state.current.kind == .home, "close closes the paywall")
    }

    @Test func templateLinksAndRestoreWork() async throws {
        var session = try StorePilot(width: 80, height: 40)
        await session.tick()
        await session.pilot.choose("upgrade")
        session.pilot.click(on: "Terms")
        #expect(session.pilot.screenText.contains("https://example.com/kiosk/terms"))
        session.pilot.press(.escape)
        session.pilot.click(on: "Restore purchases")
        #expect(session.pilot.state.current.kind == .restore)
        await session.pilot.settle()
        #expect(session.pilot.screenText.contains("There was nothing to restore"))
    }
}

extension Pilot {
    /// Clicks the first cell of a text on the screen (the text must be shown).
    mutating func click(on text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let row = frame.lines.firstIndex(where: { $0.contains(text) }), let range = frame.lines[row].range(of: text) else {
            Issue.record("\(text) is not on the screen", sourceLocation: sourceLocation)
            return
        }
        click(x: DisplayWidth.of(String(frame.lines[row][..<range.lowerBound])), y: row)
    }
}
