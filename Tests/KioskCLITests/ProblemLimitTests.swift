import Foundation
import Testing
import TestSupport
import PaywallModel
@testable import KioskCLI

@Suite("Long problem lists and unreadable inputs")
struct ProblemLimitTests {
    @Test func theFirstHundredProblemsThenACountAndAllWithTheFlag() throws {
        let directory = TemporaryDirectory()
        let products = (0..<150).map { #"{"productID": "p\#($0)", "type": "Consumable", "displayPrice": "x"}"# }
        let file = directory.file("many.storekit")
        try Data(#"{"products": [\#(products.joined(separator: ",\n"))]}"#.utf8).write(to: file)
        let (status, console) = runKiosk(["catalog", "check", file.path])
        #expect(status == ExitStatus.dataError)
        let lines = console.errorOutput.split(separator: "\n")
        #expect(lines.count == 102)
        #expect(lines[100] == "… and 50 more problems (--all prints every one)")
        #expect(lines[101].hasSuffix("many.storekit: 150 problems found."))
        let (_, everything) = runKiosk(["catalog", "check", file.path, "--all"])
        #expect(everything.errorOutput.split(separator: "\n").count == 151)
    }

    @Test func validateAndRulesCheckListTheFirstHundredToo() throws {
        let directory = TemporaryDirectory()
        let catalog = directory.file("Shop.storekit")
        try Data(Catalog.demoConfiguration.utf8).write(to: catalog)
        let packages = (0..<150).map { #"{"identifier": "p\#($0)", "platform_product_identifier": "no.such.\#($0)"}"# }
        let offerings = directory.file("offerings.json")
        try Data(#"{"offerings": [{"identifier": "o", "packages": [\#(packages.joined(separator: ", "))]}]}"#.utf8).write(to: offerings)
        let validate = ["validate", "--offerings", offerings.path, "--catalog", catalog.path, "--state", directory.file("state").path]
        let (status, console) = runKiosk(validate)
        #expect(status == ExitStatus.dataError)
        let lines = console.output.split(separator: "\n")
        #expect(lines.count == 102)
        #expect(lines[100] == "… and 50 more problems (--all prints every one)")
        #expect(lines[101].hasSuffix("offerings.json: 150 errors, 0 warnings"))
        #expect(runKiosk(validate + ["--all"]).console.output.split(separator: "\n").count == 151)

        let rules = directory.file("many.rules.json")
        try Data(("{" + (0..<150).map { "\"unknown\($0)\": 1" }.joined(separator: ", ") + "}").utf8).write(to: rules)
        let check = ["rules", "check", "--rules", rules.path, "--catalog", catalog.path]
        let limited = runKiosk(check).console.output
        #expect(limited.components(separatedBy: "warning: unknown key").count - 1 == 100)
        #expect(limited.contains("\n… and 50 more problems (--all prints every one)\n"))
        #expect(limited.hasSuffix("many.rules.json: 0 errors, 150 warnings\n"))
        #expect(runKiosk(check + ["--all"]).console.output.components(separatedBy: "warning: unknown key").count - 1 == 150)
        // Only the problems printed keep their text; --json prints (and keeps) every one.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(runKiosk(check + ["--json"]).console.output.utf8)) as? [String: Any])
        let report = try #require(json["check"] as? [String: Any])
        #expect((report["problems"] as? [Any])?.count == 150 && report["warnings"] as? Int == 150 && report["errors"] as? Int == 0)
    }

    @Test func aDeviceAsACatalogIsNotARegularFile() {
        let (status, console) = runKiosk(["catalog", "check", "/dev/null"])
        #expect(status == ExitStatus.noInput)
        #expect(console.errorOutput == "kiosk: /dev/null: cannot read the catalog: it is not a regular file\n")
    }
}
