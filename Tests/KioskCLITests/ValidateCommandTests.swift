import Foundation
import Testing
import TestSupport
@testable import KioskCLI
@testable import PaywallModel

@Suite("kiosk validate")
struct ValidateCommandTests {
    func run(_ words: [String]) -> (status: Int32, console: Console) {
        runKiosk(["validate"] + words)
    }

    @Test(.needsFixtures) func theTwelveTemplatesValidateCleanAgainstTheirCatalog() throws {
        let offerings = try #require(Fixtures.url("revenuecat/v2-templates.json"))
        let catalog = try #require(Fixtures.url("revenuecat/template-products.storekit"))
        let state = TemporaryDirectory()
        let (status, console) = run(["--offerings", offerings.path, "--catalog", catalog.path, "--state", state.path])
        #expect(status == ExitStatus.ok)
        #expect(console.output.hasSuffix("v2-templates.json: 0 errors, 3 warnings\n"), "\(console.output)")
        #expect(!console.output.contains(": error:"))
    }

    @Test func everyProblemIsReportedWithItsPath() throws {
        let directory = TemporaryDirectory()
        let catalogURL = directory.file("demo.storekit")
        try Data(Catalog.demoConfiguration.utf8).write(to: catalogURL)
        let product = try #require(Catalog.demo.products.first { $0.subscription != nil }).id
        let document = #"""
        {"current_offering_id": "main",
         "offerings": [
          {"identifier": "main", "packages": [{"identifier": "$rc_monthly", "platform_product_identifier": "\#(product)"},
                                              {"identifier": "ghost", "platform_product_identifier": "no.such.product"}],
           "paywall": {"template_name": "2", "default_locale": "fr_FR",
                       "config": {"packages": ["$rc_monthly", "missing_package"], "default_package": "$rc_annual"},
                       "localized_strings": {"en_US": {"title": "{{ price }} {{ period }}", "call_to_action": "Buy"}}}},
          {"identifier": "v2", "packages": [{"identifier": "$rc_monthly", "platform_product_identifier": "\#(product)"}],
           "paywall_components": {"default_locale": "en_US",
             "components_localizations": {"en_US": {"t": "{{ product.nonsense }}"}, "de_DE": {"only_de": "Hallo"}},
             "components_config": {"base": {"stack": {"type": "stack", "components": [
               {"type": "text", "text_lid": "t"}, {"type": "text", "text_lid": "only_de"},
               {"type": "package", "package_id": "$rc_weekly", "stack": {"type": "stack", "components": []}}]}}}}},
          {"identifier": "odd", "packages": [],
           "paywall_components": {"components_config": {"base": {"stack": {"type": "stack", "components": [{"type": "hologram"}]}}}}}
         ],
         "placements": {"fallback_offering_id": "nowhere", "offering_ids_by_placement": {"upgrade": "gone", "off": null}}}
        """#
        let offeringsURL = directory.file("offerings.json")
        try Data(document.utf8).write(to: offeringsURL)
        let (status, console) = run(["--offerings", offeringsURL.path, "--catalog", catalogURL.path, "--json", "--state", directory.path])
        #expect(status == ExitStatus.dataError)
        let report = try JSONDocument(data: Data(console.output.utf8))
        guard case .array(let problems)? = report.root["problems"]?.value else { Issue.record("no problems array"); return }
        let lines = problems.map { problem -> String in
            let path = problem["path"].flatMap { if case .string(let text) = $0.value { text } else { nil } } ?? "-"
            let message = problem["message"].flatMap { if case .string(let text) = $0.value { text } else { nil } } ?? ""
            return "\(path) | \(message)"
        }
        let expected = [
            "$.offerings[2].paywall_components.components_config.base.stack.components[0].type | unsupported component type \"hologram\" with no \"fallback\"",
            "$.placements.fallback_offering_id | fallback_offering_id points to offering \"nowhere\", which is not in the document",
            "$.placements.offering_ids_by_placement.upgrade | placement \"upgrade\" points to offering \"gone\", which is not in the document",
            "$.offerings[0].packages[1].platform_product_identifier | package \"ghost\" sells \"no.such.product\", which is not in the catalog",
            "$.offerings[0].paywall.config.packages[1] | the paywall shows package \"missing_package\", which offering \"main\" does not have",
            "$.offerings[0].paywall.config.default_package | default package \"$rc_annual\" is not among the paywall's packages",
            "$.offerings[0].paywall.default_locale | there are no strings for the default locale \"fr_FR\"",
            "$.offerings[0].paywall.localized_strings.en_US.title | unknown variable \"period\": the paywall cannot be drawn, the default paywall is shown",
            "$.ui_config.localizations | no unit words for locale \"en_US\": kiosk uses its built-in words where RevenueCat's SDK shows none",
            "$.offerings[1].paywall_components.components_localizations.en_US.t | unknown variable \"product.nonsense\": rendered as \"\"",
            "$.offerings[1].paywall_components.components_config.base.stack.components[1].text_lid | \"only_de\" has no string in the default locale \"en_US\" (only in de_DE)",
            "$.offerings[1].paywall_components.components_config.base.stack.components[2].package_id | the paywall shows package \"$rc_weekly\", which offering \"v2\" does not have",
        ]
        #expect(lines == expected)
        #expect(report.root["errors"]?.value == .number("10"))
    }

    @Test func withJSONTheCatalogsDuplicateKeysAreWarningsInTheReportNotOnStandardError() throws {
        let directory = TemporaryDirectory()
        let catalogURL = directory.file("dup.storekit")
        let configuration = Catalog.demoConfiguration.drop { $0 != "{" }.dropFirst()
        try Data(("{\"note\": 1, \"note\": 2, " + configuration).utf8).write(to: catalogURL)
        let (status, console) = run(["--catalog", catalogURL.path, "--json"])
        #expect(status == ExitStatus.ok)
        #expect(console.errorOutput == "", "nothing but the JSON report is printed")
        let report = try JSONDocument(data: Data(console.output.utf8))
        guard case .array(let problems)? = report.root["problems"]?.value, let problem = problems.first else {
            Issue.record("no problems in \(console.output)")
            return
        }
        #expect(problems.count == 1)
        #expect(problem["severity"]?.value == .string("warning"))
        #expect(problem["source"]?.value == .string(catalogURL.path))
        #expect(problem["line"]?.value == .number("1"))
        #expect(problem["column"]?.value == .number("21"))
        guard case .string(let message)? = problem["message"]?.value else { Issue.record("no message"); return }
        #expect(message.hasPrefix("duplicate key \"note\": the value at line 1, column 21 is ignored"))
        #expect(report.root["warnings"]?.value == .number("1"))

        let plain = run(["--catalog", catalogURL.path])
        #expect(plain.console.errorOutput.hasPrefix("kiosk: \(catalogURL.path):1:21: warning: duplicate key \"note\""), "plain output keeps the warning on standard error")
        #expect(plain.console.output.hasSuffix(": 0 errors, 0 warnings\n"))
    }

    @Test func unreadableInputsHaveTheirExitStatus() {
        #expect(run(["--offerings", "/nonexistent/offerings.json"]).status == ExitStatus.noInput)
        let directory = TemporaryDirectory()
        let broken = directory.file("broken.json")
        try? Data("{\"offerings\": [,]}".utf8).write(to: broken)
        let (status, console) = run(["--offerings", broken.path])
        #expect(status == ExitStatus.dataError)
        #expect(console.errorOutput.contains("broken.json:1:16"))
        #expect(run(["--bogus"]).status == ExitStatus.usage)
    }

    @Test func withoutArgumentsTheDemoOfferingsValidateCleanAgainstTheDemoCatalog() {
        let (status, console) = run([])
        #expect(status == ExitStatus.ok)
        #expect(console.output == "\(OfferingsDocument.demoFileName): 0 errors, 0 warnings\n")
    }

    @Test func anUnreachableServerWithNothingCachedIsUnavailable() throws {
        let state = TemporaryDirectory()
        let (status, console) = run(["--offerings", "http://127.0.0.1:9/offerings.json", "--state", state.path])
        #expect(status == ExitStatus.unavailable)
        #expect(console.errorOutput.contains("no cached copy"))
    }
}
