import Foundation
import Testing
import TestSupport
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

    @Test func aDeviceAsACatalogIsNotARegularFile() {
        let (status, console) = runKiosk(["catalog", "check", "/dev/null"])
        #expect(status == ExitStatus.noInput)
        #expect(console.errorOutput == "kiosk: /dev/null: cannot read the catalog: it is not a regular file\n")
    }
}
