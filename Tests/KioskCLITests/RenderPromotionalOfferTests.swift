import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// `kiosk render` has no store, so it draws a new customer (no promotional offer) unless `--promo-offers` draws a
/// current or lapsed subscriber, for whom the promotional offers packages name apply.
@Suite("kiosk render and promotional offers")
struct RenderPromotionalOfferTests {
    private func render(_ words: [String]) -> String {
        runKiosk(["render", "--offering", "comeback", "--width", "60", "--height", "24"] + words).console.output
    }

    @Test func byDefaultTheCustomerIsNewAndSeesTheRegularPrice() {
        let output = render([])
        #expect(output.contains("$12.99/month") && !output.contains("$6.49"), "\(output)")
    }

    @Test func promoOffersDrawsASubscriberWhoSeesTheOffer() {
        let output = render(["--promo-offers"])
        #expect(output.contains("$6.49/month until"), "\(output)")
        let yen = render(["--promo-offers", "--storefront", "JPN"])
        #expect(yen.contains("¥") && !yen.contains("$"), "\(yen)")
    }
}
