import Foundation
import Testing
@testable import PaywallModel

/// `kiosk validate` warns where a paywall shows offer copy (offer variables, trial wording) to every customer,
/// without the eligibility condition that keeps it from those who cannot have the offer.
@Suite("Offer copy without an eligibility condition")
struct OfferCopyWarningTests {
    /// The warnings about offer copy for a v2 paywall whose base stack is `stack` and whose en_US strings are `strings`.
    static func warnings(stack: String, strings: String) throws -> [DocumentIssue] {
        let json = #"{"offerings": [{"identifier": "o", "packages": [], "paywall_components": {"default_locale": "en_US", "#
            + #""components_config": {"base": {"stack": "# + stack + #"}}, "components_localizations": {"en_US": "# + strings + "}}}]}"
        let document = try OfferingsDocument.decode(Data(json.utf8), source: "test.json")
        return OfferingsValidator.validate(document, catalog: nil).warnings.filter { $0.message.contains("offer copy") }
    }

    static let strings = #"{"badge": "{{ product.offer_period_with_unit | uppercase }} FREE", "plain": "Continue", "trial": "Start your free trial"}"#

    @Test func anOfferVariableShownToEveryoneIsWarnedAboutWithItsPath() throws {
        let warnings = try Self.warnings(stack: #"{"type": "stack", "components": [{"type": "text", "text_lid": "plain"}, {"type": "text", "text_lid": "badge"}]}"#,
                                         strings: Self.strings)
        #expect(warnings.count == 1)
        #expect(warnings.first?.path == "$.offerings[0].paywall_components.components_config.base.stack.components[1].text_lid")
        #expect(warnings.first?.message.contains("\"badge\"") == true)
    }

    @Test func trialWordingIsOfferCopyToo() throws {
        let warnings = try Self.warnings(stack: #"{"type": "stack", "components": [{"type": "text", "text_lid": "trial"}]}"#, strings: Self.strings)
        #expect(warnings.count == 1)
    }

    @Test func aTextOnlyAnEligibilityOverrideGivesIsFine() throws {
        let stack = #"{"type": "stack", "components": [{"type": "text", "text_lid": "plain", "overrides": [{"conditions": [{"type": "intro_offer"}], "properties": {"text_lid": "badge"}}]}]}"#
        #expect(try Self.warnings(stack: stack, strings: Self.strings).isEmpty)
    }

    @Test func anOverrideWithoutEligibilityGivingOfferCopyIsWarnedAbout() throws {
        let stack = #"{"type": "stack", "components": [{"type": "text", "text_lid": "plain", "overrides": [{"conditions": [{"type": "selected"}], "properties": {"text_lid": "badge"}}]}]}"#
        let warnings = try Self.warnings(stack: stack, strings: Self.strings)
        #expect(warnings.map(\.path) == ["$.offerings[0].paywall_components.components_config.base.stack.components[0].overrides[0].properties.text_lid"])
    }

    @Test(arguments: [
        #"{"type": "stack", "visible": false, "overrides": [{"conditions": [{"type": "intro_offer"}], "properties": {"visible": true}}], "components": [{"type": "text", "text_lid": "badge"}]}"#,
        #"{"type": "stack", "overrides": [{"conditions": [{"type": "intro_offer_condition", "operator": "=", "value": false}], "properties": {"visible": false}}], "components": [{"type": "text", "text_lid": "badge"}]}"#,
        #"{"type": "stack", "components": [{"type": "text", "text_lid": "badge", "visible": false, "overrides": [{"conditions": [{"type": "promo_offer"}], "properties": {"visible": true}}]}]}"#,
    ])
    func offerCopyHiddenFromIneligibleCustomersIsFine(stack: String) throws {
        #expect(try Self.warnings(stack: stack, strings: Self.strings).isEmpty)
    }

    @Test func aV1TemplateWarnsForStringsEveryoneSeesNotForItsIntroOfferVariants() throws {
        let json = #"{"offerings": [{"identifier": "o", "packages": [], "paywall": {"template_name": "2", "config": {}, "localized_strings": {"en_US": {"#
            + #""title": "Try it", "call_to_action": "Start with {{ sub_offer_price }}", "call_to_action_with_intro_offer": "Start with {{ sub_offer_price }}", "#
            + #""offer_details_with_intro_offer": "{{ sub_offer_duration }} free"}}}}]}"#
        let document = try OfferingsDocument.decode(Data(json.utf8), source: "test.json")
        let warnings = OfferingsValidator.validate(document, catalog: nil).warnings.filter { $0.message.contains("offer copy") }
        #expect(warnings.map(\.path) == ["$.offerings[0].paywall.localized_strings.en_US.call_to_action"])
    }
}
