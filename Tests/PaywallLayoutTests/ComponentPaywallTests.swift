import Foundation
import Testing
import PaywallModel
@testable import PaywallLayout

@Suite("v2 components in the terminal")
struct ComponentPaywallTests {
    typealias J = ComponentJSON

    private func draw(_ paywall: ComponentsPaywall, _ offering: Offering, width: Int = 60, height: Int = 20,
                      look: PaywallLook = PaywallLook(), change: (inout PaywallPresentation) -> Void = { _ in }) -> Canvas {
        var presentation = PaywallPresentation(offering: offering, now: Date(timeIntervalSince1970: 1_800_000_000),
                                               resolveVariables: J.prices)
        change(&presentation)
        return ComponentsPaywallRenderer.render(paywall, presentation: presentation, look: look, width: width, height: height)
    }

    /// Whether a line of the text holds both parts (a marker and its package's label).
    private func sameLine(_ text: String, _ first: String, _ second: String) -> Bool {
        text.split(separator: "\n").contains { $0.contains(first) && $0.contains(second) }
    }

    private func packages() -> [String] {
        let selectedLabel = J.override(#"{"type": "selected"}"#, #"{"text_lid": "chosen"}"#)
        return [
            J.package("$rc_monthly", [J.text("m", "monthly", extra: selectedLabel), J.text("mp", "price")]),
            J.package("$rc_annual", [J.text("a", "annual", extra: selectedLabel), J.text("ap", "price")], selected: true),
        ]
    }

    private let strings = ["monthly": "Monthly", "annual": "Annual", "chosen": "Chosen plan", "price": "{{ product.price_per_period }}",
                           "buy": "Buy for {{ product.price_per_period }}"]

    @Test func theSelectedPackageHasAMarkerAndItsSelectedOverrides() throws {
        let (paywall, offering) = try J.paywall(body: packages(), footer: [#"{"type": "purchase_button", "stack": \#(J.stack([J.text("b", "buy")]))}"#],
                                                strings: strings)
        let byDefault = draw(paywall, offering).buffer.text
        #expect(sameLine(byDefault, "○", "Monthly"))
        #expect(sameLine(byDefault, "◉", "Chosen plan"))
        #expect(byDefault.contains("Buy for $59.99/yr"))
        let picked = draw(paywall, offering) { $0.selectedPackageID = "$rc_monthly" }.buffer.text
        #expect(sameLine(picked, "◉", "Chosen plan"))
        #expect(sameLine(picked, "○", "Annual"))
        #expect(picked.contains("Buy for $9.99/mo"))
    }

    @Test func packagesMissingFromTheOfferingAreNotShown() throws {
        let (paywall, offering) = try J.paywall(body: packages() + [J.package("$rc_lifetime", [J.text("l", "monthly")])], strings: strings)
        let canvas = draw(paywall, offering)
        #expect(canvas.anchors[PaywallAnchor.package("$rc_lifetime")] == nil)
        #expect(ComponentsPaywallRenderer.shownPackages(of: paywall, presentation: PaywallPresentation(offering: offering, now: Date())) == ["$rc_monthly", "$rc_annual"])
    }

    @Test func introOfferEligibilityPicksTheOverride() throws {
        let trial = J.override(#"{"type": "intro_offer"}"#, #"{"text_lid": "trial"}"#)
        let (paywall, offering) = try J.paywall(body: [J.package("$rc_annual", [J.text("t", "plain", extra: trial)], selected: true)],
                                                strings: ["plain": "Subscribe", "trial": "Start free trial"])
        #expect(draw(paywall, offering).buffer.text.contains("Subscribe"))
        #expect(draw(paywall, offering) { $0.introOfferEligiblePackages = ["$rc_annual"] }.buffer.text.contains("Start free trial"))
    }

    @Test func sizeClassOverridesFollowTheWidth() throws {
        // Size classes apply from their width up ("medium" also on expanded), later overrides winning.
        let overrides = #", "overrides": [{"conditions": [{"type": "medium"}], "properties": {"text_lid": "medium"}}, {"conditions": [{"type": "expanded"}], "properties": {"text_lid": "wide"}}]"#
        let (paywall, offering) = try J.paywall(body: [J.text("t", "short", extra: overrides)],
                                                strings: ["short": "Compact words", "medium": "Medium words", "wide": "Expanded words"])
        #expect(draw(paywall, offering, width: 59).buffer.text.contains("Compact words"))
        #expect(draw(paywall, offering, width: 60).buffer.text.contains("Medium words"))
        #expect(draw(paywall, offering, width: 120).buffer.text.contains("Medium words"))
        #expect(draw(paywall, offering, width: 121).buffer.text.contains("Expanded words"))
        // Drawn for a terminal, the class is the terminal's, though the paywall keeps its 80-column width.
        func drawn(_ width: Int) -> String {
            PaywallRenderer.render(.components(paywall), presentation: PaywallPresentation(offering: offering, now: Date(), resolveVariables: J.prices),
                                   look: PaywallLook(), width: width, height: 10).buffer.text
        }
        #expect(drawn(100).contains("Medium words"))
        #expect(drawn(130).contains("Expanded words"))
    }

    @Test func theStickyFooterStaysVisibleWhileTheBodyScrolls() throws {
        let lines = (1...30).map { J.text("t\($0)", "line\($0)") }
        var texts = Dictionary(uniqueKeysWithValues: (1...30).map { ("line\($0)", "Line \($0)") })
        texts["buy"] = "Buy now"
        let (paywall, offering) = try J.paywall(body: lines, footer: [#"{"type": "purchase_button", "stack": \#(J.stack([J.text("b", "buy")]))}"#],
                                                strings: texts)
        let buffer = draw(paywall, offering, height: 10).buffer
        #expect(buffer.lines[9].contains("Buy now"))
        #expect(buffer.lines[8].hasSuffix("▼"))
        let scrolled = draw(paywall, offering, height: 10) { $0.scrollOffset = 100 }.buffer
        #expect(scrolled.text.contains("Line 30"))
        #expect(scrolled.lines[9].contains("Buy now"))
        #expect(scrolled.lines[0].hasSuffix("▲"))
    }

    @Test func tabsShowTheSelectedTabAndItsPackages() throws {
        let control = #"{"type": "tab_control"}"#
        func button(_ tab: String, _ lid: String) -> String { #"{"type": "tab_control_button", "tab_id": "\#(tab)", "stack": \#(J.stack([J.text("tb" + tab, lid)]))}"# }
        let tabs = #"""
            {"type": "tabs", "id": "plans", "control": {"type": "buttons", "stack": \#(J.stack([button("monthly", "monthly"), button("yearly", "annual")], extra: #", "dimension": {"type": "horizontal"}"#))},
             "default_tab_id": "yearly",
             "tabs": [{"id": "monthly", "stack": \#(J.stack([control, J.package("$rc_monthly", [J.text("mp", "price")])]))},
                      {"id": "yearly", "stack": \#(J.stack([control, J.package("$rc_annual", [J.text("ap", "price")])]))}]}
            """#
        let (paywall, offering) = try J.paywall(body: [tabs], strings: strings)
        let yearly = draw(paywall, offering).buffer.text
        #expect(sameLine(yearly, "◉", "Annual"))
        #expect(sameLine(yearly, "○", "Monthly"))
        #expect(yearly.contains("$59.99/yr") && !yearly.contains("$9.99/mo"))
        let monthly = draw(paywall, offering) { $0.selectedTabID = "monthly" }
        #expect(sameLine(monthly.buffer.text, "◉", "Monthly") && monthly.buffer.text.contains("$9.99/mo"))
        #expect(monthly.anchors[PaywallAnchor.tab("yearly")] != nil)
        #expect(ComponentsPaywallRenderer.selectedPackage(of: paywall, presentation: PaywallPresentation(offering: offering, selectedTabID: "monthly", now: Date())) == "$rc_monthly")
    }

    @Test func theFocusMarksTheFocusedTabOnly() throws {
        let control = #"{"type": "tab_control"}"#
        func button(_ tab: String, _ lid: String) -> String { #"{"type": "tab_control_button", "tab_id": "\#(tab)", "stack": \#(J.stack([J.text("tb" + tab, lid)]))}"# }
        let tabs = #"""
            {"type": "tabs", "id": "plans", "control": {"type": "buttons", "stack": \#(J.stack([button("monthly", "monthly"), button("yearly", "annual")], extra: #", "dimension": {"type": "horizontal"}, "size": {"width": {"type": "fill"}, "height": {"type": "fit"}}"#))},
             "default_tab_id": "yearly",
             "tabs": [{"id": "monthly", "stack": \#(J.stack([control, J.package("$rc_monthly", [J.text("mp", "price")])]))},
                      {"id": "yearly", "stack": \#(J.stack([control, J.package("$rc_annual", [J.text("ap", "price")])]))}]}
            """#
        let (paywall, offering) = try J.paywall(body: [tabs], strings: strings)
        var canvas = draw(paywall, offering)
        let monthly = try #require(canvas.anchors[PaywallAnchor.tab("monthly")])
        let yearly = try #require(canvas.anchors[PaywallAnchor.tab("yearly")])
        #expect(monthly.intersection(yearly).isEmpty, "\(monthly) \(yearly)")
        PaywallFocus.mark(PaywallAnchor.tab("yearly"), on: &canvas)
        let row = canvas.buffer.lines[yearly.y]
        let underlined = (0..<canvas.buffer.width).filter { canvas.buffer[$0, yearly.y].style.attributes.contains(.underline) }
        let annualStart = try #require(row.range(of: "Annual")).lowerBound.utf16Offset(in: row)
        let monthlyStart = try #require(row.range(of: "Monthly")).lowerBound.utf16Offset(in: row)
        #expect(underlined.contains(annualStart) && !underlined.contains(monthlyStart), "\(row) \(underlined)")
    }

    @Test func aCarouselShowsOnePageWithPageDots() throws {
        let pages = (1...3).map { J.stack([J.text("p\($0)", "page\($0)")]) }
        let carousel = #"{"type": "carousel", "id": "tour", "pages": [\#(pages.joined(separator: ", "))]}"#
        let (paywall, offering) = try J.paywall(body: [carousel], strings: ["page1": "First page", "page2": "Second page", "page3": "Third page"])
        let first = draw(paywall, offering).buffer.text
        #expect(first.contains("First page") && !first.contains("Second page"))
        #expect(first.contains("‹ ● ○ ○ ›"))
        let second = draw(paywall, offering) { $0.carouselPages["tour"] = 1 }.buffer.text
        #expect(second.contains("Second page") && second.contains("‹ ○ ● ○ ›"))
        #expect(draw(paywall, offering) { $0.carouselPages["tour"] = 9 }.buffer.text.contains("Third page"))
        #expect(ComponentsPaywallRenderer.carousels(of: paywall) == ["tour": 3])
        #expect(!ComponentsPaywallRenderer.hasCountdown(paywall))
    }

    @Test func aCountdownCountsToItsEndThenShowsItsEndStack() throws {
        let end = Date(timeIntervalSince1970: 1_800_000_000 + 86_400 + 2 * 3_600 + 3 * 60 + 4)
        let date = ISO8601DateFormatter().string(from: end)
        let countdown = #"{"type": "countdown", "style": {"type": "date", "date": "\#(date)"}, "countdown_stack": \#(J.stack([J.text("c", "left")])), "end_stack": \#(J.stack([J.text("e", "over")]))}"#
        let (paywall, offering) = try J.paywall(body: [countdown], strings: [
            "left": "{{ count_days_without_zero }}d {{ count_hours_with_zero }}:{{ count_minutes_with_zero }}:{{ count_seconds_with_zero }}",
            "over": "Offer ended"])
        #expect(draw(paywall, offering).buffer.text.contains("1d 02:03:04"))
        #expect(ComponentsPaywallRenderer.hasCountdown(paywall))
        let later = draw(paywall, offering) { $0.now = end.addingTimeInterval(1) }.buffer.text
        #expect(later.contains("Offer ended"))
        let hours = CountdownValues(from: 0, to: 90_061, countFrom: .hours)
        #expect(hours.days == 0 && hours.hours == 25 && hours.minutes == 1 && hours.seconds == 1)
        #expect(CountdownValues(from: 0, to: 90_061, countFrom: .minutes).minutes == 1_501)
    }

    @Test func imagesVideosAndWebPagesArePlaceholdersAndDecorationIsLeftOut() throws {
        let hero = #"{"type": "image", "name": "hero", "source": {"light": {"original": "h.png", "width": 1600, "height": 900}}}"#
        let laurel = #"{"type": "image", "name": "laurel", "size": {"width": {"type": "fixed", "value": 24}, "height": {"type": "fixed", "value": 24}}, "source": {"light": {"original": "l.png"}}}"#
        let backdrop = J.stack([#"{"type": "image", "name": "backdrop", "source": {"light": {"original": "b.png"}}}"#, J.text("t", "over")],
                               extra: #", "dimension": {"type": "zlayer", "alignment": "center"}"#)
        let video = #"{"type": "video", "source": {"light": {"url": "https://example.com/v.mp4"}}}"#
        let web = #"{"type": "web_view", "url": "https://example.com/page"}"#
        let (paywall, offering) = try J.paywall(body: [hero, laurel, backdrop, video, web], strings: ["over": "On the backdrop"])
        let canvas = draw(paywall, offering, height: 24, look: PaywallLook(theme: .builtInDefault))
        let text = canvas.buffer.text
        #expect(text.contains("image 16:9") && !text.contains("hero") && !text.contains("h.png"), "no image name or file name shows")
        #expect(!text.contains("laurel") && text.components(separatedBy: "image").count == 2, "decoration is left out")
        // The placeholder is drawn in the paywall's colors (on its background, dimmed), not the theme's muted color.
        let row = try #require(canvas.buffer.lines.firstIndex { $0.contains("image 16:9") })
        let column = DisplayWidth.of(String(canvas.buffer.lines[row].prefix { $0 != "i" }))
        #expect(canvas.buffer[column, row].attributes.contains(.dim))
        #expect(canvas.buffer[column, row].foreground != Theme.builtInDefault.color(.muted))
        #expect(text.contains("On the backdrop"))
        #expect(text.contains("video"))
        #expect(text.contains("web page: https://example.com/page"))
    }

    @Test func aCircleIconIsHollowAndAFilledCircleSolid() throws {
        let icons = [#"{"type": "icon", "icon_name": "circle"}"#, #"{"type": "icon", "icon_name": "filled-circle"}"#]
        let (paywall, offering) = try J.paywall(body: icons, strings: [:])
        let text = draw(paywall, offering).buffer.text
        #expect(text.contains("○") && text.contains("●"))
        #expect(IconGlyphs.glyph(for: "circle", ascii: true) == "o" && IconGlyphs.glyph(for: "filled-circle-check", ascii: false) == "✓")
    }

    @Test func aPackageDrawingItsOwnRadioGetsNoSecondOne() throws {
        let radio = #"{"type": "icon", "icon_name": "circle""# + J.override(#"{"type": "selected"}"#, #"{"icon_name": "filled-circle-check"}"#) + "}"
        let row = { (id: String, lid: String) in J.stack([radio, J.text(id, lid)], extra: #", "dimension": {"type": "horizontal", "alignment": "center", "distribution": "start"}"#) }
        let own = [J.package("$rc_monthly", [row("m", "monthly")]), J.package("$rc_annual", [row("a", "annual")], selected: true)]
        let (paywall, offering) = try J.paywall(body: own, strings: strings)
        let text = draw(paywall, offering).buffer.text
        #expect(sameLine(text, "○", "Monthly") && sameLine(text, "✓", "Annual"))
        #expect(!text.contains("◉"), "no marker beside the template's own")
        #expect(text.components(separatedBy: "○").count == 2, "one radio per package")
        let (plain, plainOffering) = try J.paywall(body: packages(), strings: strings)
        #expect(draw(plain, plainOffering).buffer.text.contains("◉"), "packages without their own indicator keep kiosk's marker")
    }

    @Test func iconsAndTimelinesUseGlyphs() throws {
        let icons = [#"{"type": "icon", "icon_name": "check"}"#, #"{"type": "icon", "icon_name": "mystery-shape"}"#]
        let item = #"{"title": \#(J.text("tt", "step")), "description": \#(J.text("td", "detail")), "icon": {"type": "icon", "icon_name": "star"}}"#
        let timeline = #"{"type": "timeline", "items": [\#(item)]}"#
        let (paywall, offering) = try J.paywall(body: icons + [timeline], strings: ["step": "Today", "detail": "Full access"])
        let text = draw(paywall, offering).buffer.text
        #expect(text.contains("✓") && text.contains("•"))
        #expect(sameLine(text, "★", "Today"))
        #expect(text.contains("Full access"))
        let ascii = draw(paywall, offering, look: PaywallLook(glyphs: .ascii)).buffer.text
        #expect(ascii.contains("v") && !ascii.contains("✓"))
    }

    @Test func leadingTextStartsFromTheRightInRightToLeftLanguages() throws {
        let leading = #", "horizontal_alignment": "leading""#
        let (paywall, offering) = try J.paywall(body: [J.text("ar", "arabic", extra: leading), J.text("en", "english", extra: leading)],
                                                strings: ["arabic": "مرحبا", "english": "Hello"])
        let lines = draw(paywall, offering, width: 20).buffer.lines
        #expect(lines[0] == "               مرحبا")
        #expect(lines[1] == "Hello               ")
    }

    @Test func headingsAreBoldAndPaywallColorsComeThrough() throws {
        let color = ##", "font_size": 28, "color": {"light": {"type": "hex", "value": "#ff0000"}, "dark": {"type": "hex", "value": "#00ff00"}}"##
        let (paywall, offering) = try J.paywall(body: [J.text("h", "title", extra: color)], strings: ["title": "Big title"])
        let dark = draw(paywall, offering, look: PaywallLook(theme: .builtInDefault))
        let rect = try #require(dark.anchors[PaywallAnchor.text("h")])
        let x = try #require((rect.x..<rect.maxX).first { dark.buffer[$0, rect.y].grapheme == "B" })
        #expect(dark.buffer[x, rect.y].attributes.contains(.bold))
        #expect(dark.buffer[x, rect.y].foreground == .rgb(0, 255, 0))
        let light = Theme(name: "light", colors: [.surface: .rgb(255, 255, 255), .text: .rgb(0, 0, 0)], paywallScheme: .light)
        #expect(draw(paywall, offering, look: PaywallLook(theme: light)).buffer[x, rect.y].foreground == .rgb(255, 0, 0))
    }

    @Test func monochromeDrawsThePurchaseButtonInReverseAndNoColors() throws {
        let background = ##", "background_color": {"light": {"type": "hex", "value": "#123456"}}"##
        let (paywall, offering) = try J.paywall(body: packages(), footer: [#"{"type": "purchase_button", "stack": \#(J.stack([J.text("b", "buy")], extra: background))}"#],
                                                strings: strings)
        let canvas = draw(paywall, offering, look: PaywallLook(theme: .monochrome, profile: .monochrome))
        let button = try #require(canvas.anchors[PaywallAnchor.text("b")])
        #expect(canvas.buffer[button.x, button.y].attributes.contains(.reverse))
        #expect(canvas.buffer.cells.allSatisfy { $0.foreground == .terminalDefault && $0.background == .terminalDefault })
        #expect(sameLine(canvas.buffer.text, "◉", "Chosen plan"))
    }
}
