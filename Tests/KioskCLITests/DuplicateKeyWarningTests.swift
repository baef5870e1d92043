import Foundation
import Testing
import TestSupport
@testable import KioskCLI

@Suite("Duplicate keys in catalogs, their sidecars and themes are warnings naming both places")
struct DuplicateKeyWarningTests {
    /// A catalog whose only product says its price twice (line 2 and line 3), and the file it is in.
    static func catalogWithARepeatedPrice(in directory: TemporaryDirectory) throws -> URL {
        let file = directory.file("Shop.storekit")
        let text = """
            {"products": [{"productID": "coins", "type": "Consumable", "referenceName": "coins",
              "displayPrice": "0.99",
              "displayPrice": "5.99"}]}
            """
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test func catalogCheckWarnsAndUsesTheFirstValue() throws {
        let directory = TemporaryDirectory()
        let file = try Self.catalogWithARepeatedPrice(in: directory)
        let (status, console) = runKiosk(["catalog", "check", file.path])
        #expect(status == ExitStatus.ok, "a warning is no problem: the program keeps going")
        #expect(console.errorOutput == "kiosk: \(file.path):3:19: warning: duplicate key \"displayPrice\": the value at line 3, column 19 "
                    + "is ignored; the first, at line 2, column 19, is used\n")
        #expect(console.output.contains("0.99") && !console.output.contains("5.99"))
    }

    /// With --json the warnings are part of the report, so standard output stays one JSON document and standard
    /// error stays empty (as `validate --json` does).
    @Test func catalogCheckWithJSONPutsTheWarningsInItsReport() throws {
        let directory = TemporaryDirectory()
        let file = try Self.catalogWithARepeatedPrice(in: directory)
        let (status, console) = runKiosk(["catalog", "check", "--json", file.path])
        #expect(status == ExitStatus.ok)
        #expect(console.errorOutput.isEmpty, "\(console.errorOutput)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        let warnings = try #require(report["warnings"] as? [[String: Any]])
        #expect(warnings.count == 1)
        #expect(warnings.first?["line"] as? Int == 3 && warnings.first?["column"] as? Int == 19)
        #expect((warnings.first?["message"] as? String)?.hasPrefix("duplicate key \"displayPrice\"") == true, "\(warnings)")
        #expect(report["products"] != nil, "the summary is still there")
    }

    /// `catalog check --json` of the catalog with a repeated price beside a price sidecar that repeats its version and
    /// prices `storefront`: the exit status, the JSON report, and the sidecar's path. Standard error stays empty.
    static func checkWithASidecar(pricing storefront: String) throws -> (status: Int32, report: [String: Any], sidecar: String) {
        let directory = TemporaryDirectory()
        let file = try catalogWithARepeatedPrice(in: directory)
        let sidecar = directory.file("Shop.prices.json")
        try Data(#"{"version": 1, "storefronts": {"\#(storefront)": {"products": {"coins": "1.09"}}}, "version": 1}"#.utf8).write(to: sidecar)
        let (status, console) = runKiosk(["catalog", "check", "--json", file.path])
        #expect(console.errorOutput.isEmpty, "\(console.errorOutput)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        return (status, report, sidecar.path)
    }

    /// A price sidecar's duplicate keys go into the JSON report too, each naming the sidecar's file (the catalog's
    /// own name none: the report's `file` is the catalog).
    @Test func catalogCheckWithJSONPutsThePriceSidecarsWarningsInItsReport() throws {
        let (status, report, sidecar) = try Self.checkWithASidecar(pricing: "DEU")
        #expect(status == ExitStatus.ok)
        let warnings = try #require(report["warnings"] as? [[String: Any]])
        #expect(warnings.count == 2)
        #expect(warnings.first?["file"] == nil && warnings.first?["line"] as? Int == 3)
        let fromSidecar = try #require(warnings.last)
        #expect(fromSidecar["file"] as? String == sidecar)
        #expect(fromSidecar["line"] as? Int == 1 && fromSidecar["column"] as? Int == 84)
        #expect((fromSidecar["message"] as? String)?.hasPrefix("duplicate key \"version\"") == true, "\(fromSidecar)")
    }

    /// When the sidecar has problems, the JSON report's problems and warnings from it name its file too.
    @Test func catalogCheckWithJSONNamesTheSidecarOfEachProblem() throws {
        let (status, report, sidecar) = try Self.checkWithASidecar(pricing: "NOWHERE")
        #expect(status == ExitStatus.dataError)
        let problems = try #require(report["problems"] as? [[String: Any]])
        #expect(problems.count == 1 && problems.first?["file"] as? String == sidecar, "\(problems)")
        let warnings = try #require(report["warnings"] as? [[String: Any]])
        #expect(warnings.map { $0["file"] as? String } == [nil, sidecar])
    }

    @Test func everySandboxCommandWarnsAboutTheCatalogAndItsSidecars() throws {
        let directory = TemporaryDirectory()
        let catalog = try Self.catalogWithARepeatedPrice(in: directory)
        try Data(#"{"version": 1, "storefronts": {"DEU": {"products": {"coins": "1.09"}}}, "version": 1}"#.utf8)
            .write(to: directory.file("Shop.prices.json"))
        try Data(#"{"products": {"coins": {"only": ["USA"]}}, "products": {}}"#.utf8).write(to: directory.file("Shop.storefronts.json"))
        let state = directory.file("state").path
        let (status, console) = runKiosk(["sandbox", "--catalog", catalog.path, "--state", state, "list"])
        #expect(status == ExitStatus.ok)
        let warnings = console.errorOutput.split(separator: "\n")
        #expect(warnings.count == 3)
        #expect(warnings.contains { $0.hasPrefix("kiosk: \(catalog.path):3:19: warning: duplicate key \"displayPrice\"") })
        #expect(warnings.contains { $0.hasPrefix("kiosk: \(directory.file("Shop.prices.json").path):1:84: warning: duplicate key \"version\"")
            && $0.hasSuffix("the first, at line 1, column 13, is used") })
        #expect(warnings.contains { $0.hasPrefix("kiosk: \(directory.file("Shop.storefronts.json").path):1:56: warning: duplicate key \"products\"") })
    }
}
