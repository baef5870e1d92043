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

    /// Found by QA (helper-87): a text_lid missing in an override's properties (template_002's purchase button under
    /// its intro_offer override) passed validate with 0 errors and drew a blank button; kiosk render printed nothing
    /// and exited 0, for a text_lid missing outright too. Validate reports it as it does one missing outright (file,
    /// place, what was expected); render reports the problems of the paywall it draws on standard error.
    @Test(.needsFixtures) func aTextLIDMissingInAnOverrideIsAnErrorThatRenderReportsToo() throws {
        let fixture = try String(contentsOf: try #require(Fixtures.url("revenuecat/v2-templates.json")), encoding: .utf8)
        let catalog = try #require(Fixtures.url("revenuecat/template-products.storekit")).path
        let directory = TemporaryDirectory()
        for (lid, missing, place) in [("t38p5wJ_Z7", "MISSING_OVR", ".overrides[0].properties.text_lid"), ("FB8Ij4dWgS", "MISSING_TEXT", ".text_lid")] {
            let original = "\"text_lid\": \"\(lid)\""
            #expect(fixture.components(separatedBy: original).count == 2, "the fixture names \(lid) once")
            let file = directory.file("\(missing).json")
            try Data(fixture.replacingOccurrences(of: original, with: "\"text_lid\": \"\(missing)\"").utf8).write(to: file)
            let message = "error: \"\(missing)\" has no string in the default locale \"en_US\" (in no locale)"
            let validated = run(["--offerings", file.path, "--catalog", catalog, "--state", directory.path])
            #expect(validated.status == ExitStatus.dataError, "\(missing)")
            let line = try #require(validated.console.output.split(separator: "\n").first { $0.contains(message) }, "\(validated.console.output)")
            #expect(line.hasPrefix("\(file.path): $.offerings[1].paywall_components.") && line.contains("\(place): error:"), "\(line)")
            #expect(validated.console.output.hasSuffix(": 1 error, 3 warnings\n"), "\(validated.console.output)")
            let rendered = runKiosk(["render", "--offerings", file.path, "--catalog", catalog, "--placement", "template_002", "--state", directory.path])
            #expect(rendered.console.errorOutput.contains(String(line)), "render says what validate says: \(rendered.console.errorOutput)")
            let other = runKiosk(["render", "--offerings", file.path, "--catalog", catalog, "--placement", "template_001", "--state", directory.path])
            #expect(!other.console.errorOutput.contains(missing), "another paywall's problems are validate's to report")
        }
    }

    /// Found by QA: a paywall's `exit_offers` (RevenueCat's offering shown when the customer dismisses the paywall
    /// without buying) passed validate whatever it named. An offering the document does not have is an error naming
    /// the file and the JSON path, as RevenueCat's SDK then shows no exit offer; the paywall's own offering a warning
    /// (the SDK shows none either). RevenueCat's own fixture names an offering its document lacks.
    @Test(.needsFixtures) func anExitOfferNamingNoOfferingOfTheDocumentIsAnError() throws {
        let state = TemporaryDirectory()
        let fixture = try #require(Fixtures.url("revenuecat/OfferingsWithPaywallComponents.json"))
        let published = run(["--offerings", fixture.path, "--state", state.path])
        let place = "$.offerings[3].paywall_components.exit_offers.dismiss.offering_id"
        #expect(published.console.output.contains("\(fixture.path): \(place): error: the exit offer points to offering \"exit_offer_offering_id\", "
                                                  + "which is not in the document"), "\(published.console.output)")
        #expect(published.status == ExitStatus.dataError)
        let templates = try String(contentsOf: try #require(Fixtures.url("revenuecat/v2-templates.json")), encoding: .utf8)
        let catalog = try #require(Fixtures.url("revenuecat/template-products.storekit")).path
        let file = state.file("exits.json")
        let own = ExitOfferFixture.adding(exitTo: "template_002", onPaywall: 1, of: ExitOfferFixture.adding(exitTo: "nowhere", onPaywall: 0, of: templates))
        try Data(own.utf8).write(to: file)
        let validated = run(["--offerings", file.path, "--catalog", catalog, "--state", state.path])
        #expect(validated.console.output.contains("\(file.path): $.offerings[0].paywall_components.exit_offers.dismiss.offering_id: error: "
                                                  + "the exit offer points to offering \"nowhere\", which is not in the document"), "\(validated.console.output)")
        #expect(validated.console.output.contains("\(file.path): $.offerings[1].paywall_components.exit_offers.dismiss.offering_id: warning: "
                                                  + "the exit offer is this paywall's own offering \"template_002\""), "\(validated.console.output)")
        #expect(validated.console.output.hasSuffix(": 1 error, 4 warnings\n"), "\(validated.console.output)")
        let fine = run(["--offerings", try #require(Fixtures.url("revenuecat/v2-templates.json")).path, "--catalog", catalog, "--state", state.path])
        #expect(!fine.console.output.contains("exit offer"))
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
