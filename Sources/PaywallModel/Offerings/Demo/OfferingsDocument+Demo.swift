import Foundation

extension OfferingsDocument {
    /// The built-in demo offerings, for the demo catalog (`Catalog.demo`): kiosk's own document.
    ///
    /// Placements: `onboarding` (a v2 paywall with a carousel, a trial timeline and badge shown only to customers
    /// who may take the premium free trial),
    /// `settings` (tabs between Premium and Standard; Standard monthly has a pay-as-you-go introductory
    /// offer), `upgrade` (a v1 template paywall for Kiosk News), `store` (consumable coins, the lifetime
    /// unlock, the season pass, and a button to redeem offer codes) and `paywall_test`, an experiment: lapsed
    /// customers (`plan` attribute `lapsed`) get the comeback offering (a countdown and premium monthly with its
    /// promotional offer, named by the package, for those who subscribed to the group before); everyone else is
    /// split 50/40 between onboarding's and settings' paywalls, with a 10% holdout (bucketed by customer name:
    /// `default` sees onboarding's, `alice` settings', `ann` nothing). Texts are in English, German and Japanese.
    /// Each paywall is read when a placement first shows it (it has no issues to report: `DemoOfferingsTests`).
    public static let demo: OfferingsDocument = {
        do {
            return try OfferingsDocument.decode(Data(demoJSON.utf8), source: demoFileName, paywalls: .atFirstUse)
        } catch {
            preconditionFailure("the built-in demo offerings are invalid: \(error)")
        }
    }()

    /// The name the demo offerings go by in messages.
    public static let demoFileName = "Kiosk Demo Offerings.json"

    /// The demo offerings as JSON, for `kiosk validate` and for tests.
    public static let demoJSON = DemoOfferingsText.document
}
