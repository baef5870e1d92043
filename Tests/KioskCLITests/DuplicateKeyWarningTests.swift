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
