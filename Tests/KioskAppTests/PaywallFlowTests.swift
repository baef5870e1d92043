import Foundation
import PaywallLayout
import PaywallModel
import Testing
@testable import KioskApp

@Suite("Paywalls for placements: packages, carousel, tabs, buying, clicks")
struct PaywallFlowTests {
    @Test func homeListsEveryPlacementOfTheOfferings() async throws {
        var session = try StorePilot()
        await session.tick()
        let text = session.pilot.screenText
        for placement in OfferingsDocument.demo.placements?.placementNames ?? [] {
            #expect(text.contains(placement), "home is missing placement \(placement)")
        }
        #expect(text.contains("onboarding") && text.contains("upgrade") && text.contains("settings"))
    }

    @Test func onboardingPaywallSelectsAndBuysThePackageShown() async throws {
        var session = try StorePilot()
        await session.tick()
        await session.pilot.choose("onboarding")
        let first = session.pilot.screenText
        #expect(first.contains("Placement map · offering plus_trial"))
        let yearlyLine = try #require(session.pilot.frame.lines.first { $0.contains("Plus Premium, Yearly") })
        #expect(yearlyLine.contains("◉"), "the default package is selected")
        #expect(first.contains("Plus Premium, Monthly"))
        session.pilot.press(.character("j"))
        let monthlyLine = try #require(session.pilot.frame.lines.first { $0.contains("Plus Premium, Monthly") })
        #expect(monthlyLine.contains("◉"), "j selects the next package")
        session.pilot.press(.enter)
        #expect(session.pilot.state.purchasesInFlight == ["demo.plus.premium.monthly"])
        await session.pilot.settle()
        #expect(session.pilot.screenText.contains("Done: Plus Premium, Monthly is active until"))
        guard case .active = session.pilot.state.store?.states["demo.plus.premium.monthly"] else {
            Issue.record("the monthly plan is not active after buying it from the paywall")
            return
        }
    }

    @Test func carouselPagesMoveWithLeftAndRight() async throws {
        var session = try StorePilot()
        await session.tick()
        await session.pilot.choose("onboarding")
        #expect(session.pilot.screenText.contains("‹ ● ○ ○ ›"))
        session.pilot.press(.right)
        #expect(session.pilot.screenText.contains("‹ ○ ● ○ ›"))
        session.pilot.press(.right, .right, .right)
        #expect(session.pilot.screenText.contains("‹ ○ ○ ● ›"), "the last page stays")
        session.pilot.press(.character("h"))
        #expect(session.pilot.screenText.contains("‹ ○ ● ○ ›"))
        #expect(session.pilot.state.current.kind == .paywall(placement: "onboarding"), "← turns the page instead of going back")
    }

    @Test func digitsAndArrowsChooseTabs() async throws {
        var session = try StorePilot()
        await session.tick()
        await session.pilot.choose("settings")
        #expect(session.pilot.screenText.contains("$12.99/month"))
        session.pilot.press(.character("2"))
        #expect(session.pilot.screenText.contains("$1.99/week"))
        #expect(!session.pilot.screenText.contains("$12.99/month"))
        session.pilot.press(.left)
        #expect(session.pilot.screenText.contains("$12.99/month"))
        session.pilot.press(.character("9"))
        #expect(session.pilot.screenText.contains("$12.99/month"), "a digit past the last tab does nothing")
    }

    @Test func experimentPlacementNamesAudienceAndVariantAndItsCountdownRunsOnTheClock() async throws {
        var session = try StorePilot(attributes: ["plan": "lapsed"])
        await session.tick()
        await session.pilot.choose("paywall_test")
        #expect(session.pilot.frame.lines[1].contains("Audience lapsed · variant comeback"))
        let before = session.pilot.screenText
        session.clock.advance(by: 61)
        await session.tick()
        #expect(session.pilot.screenText != before, "the countdown moves with the clock, without a key")
    }

    @Test func aRouteLineTooLongForTheWindowEndsInAnEllipsis() async throws {
        var session = try StorePilot(width: 50, height: 20, attributes: ["plan": "lapsed"])
        await session.tick()
        await session.pilot.choose("paywall_test")
        let line = session.pilot.frame.lines[1].trimmingCharacters(in: .whitespaces)
        #expect(line.hasPrefix("Audience lapsed · variant comeback"))
        #expect(line.hasSuffix("…"), "cut lines say so: \(line)")
    }

    @Test func clicksSelectPackagesAndThePurchaseButtonBuys() async throws {
        var session = try StorePilot()
        await session.tick()
        await session.pilot.choose("onboarding")
        let lines = session.pilot.frame.lines
        let monthlyRow = try #require(lines.firstIndex { $0.contains("Plus Premium, Monthly") })
        session.pilot.click(x: 20, y: monthlyRow)
        #expect(session.pilot.state.current.paywall.packageID != nil)
        // The trial timeline shows only while a package with the trial is selected, so the rows move up.
        let selectedRow = try #require(session.pilot.frame.lines.first { $0.contains("Plus Premium, Monthly") })
        #expect(selectedRow.contains("◉"))
        let buttonRow = try #require(session.pilot.frame.lines.firstIndex { $0.contains("Continue") })
        let column = try #require(session.pilot.frame.lines[buttonRow].firstIndex(of: "C"))
        session.pilot.click(x: session.pilot.frame.lines[buttonRow].distance(from: session.pilot.frame.lines[buttonRow].startIndex, to: column), y: buttonRow)
        #expect(session.pilot.state.purchasesInFlight == ["demo.plus.premium.monthly"])
    }

    @Test func everyPlacementDrawsAtOddSizesWithoutOverflow() async throws {
        for (width, height) in [(40, 12), (53, 17), (80, 24), (121, 40)] {
            var session = try StorePilot(width: width, height: height)
            await session.tick()
            for placement in OfferingsDocument.demo.placements?.placementNames ?? [] {
                session.pilot.goHome()
                await session.pilot.choose(placement)
                let frame = session.pilot.frame
                #expect(frame.lines.count == height)
                #expect(frame.lines.allSatisfy { DisplayWidth.of($0) == width })
                #expect(frame.lines[0].contains("Paywall: \(placement)"))
            }
        }
    }

    @Test func withoutOfferingsOnePlacementShowsTheCatalogsDefaultPaywall() async throws {
        var session = try StorePilot(width: 80, height: 40, document: OfferingsDocument(offerings: []))
        await session.tick()
        #expect(!session.pilot.screenText.contains("onboarding"))
        await session.pilot.choose("default")
        let text = session.pilot.screenText
        #expect(text.contains("No offering published · the whole catalog"))
        for shown in ["Choose a plan", "Lifetime Unlock", "$99.99", "Continue", "Restore purchases"] {
            #expect(text.contains(shown), "\(shown) is missing:\n\(text)")
        }
    }
}
