import Foundation
import Testing
@testable import PaywallModel

@Suite("Hostile offerings documents")
struct HostileDocumentTests {
    func failure(_ data: Data) -> DocumentIssue? {
        do {
            _ = try OfferingsDocument.decode(data, source: "hostile.json")
            return nil
        } catch {
            return error.issue
        }
    }

    @Test func deepNestingIsRefusedWithItsPlace() {
        let deep = "{\"offerings\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        let issue = failure(Data(deep.utf8))
        #expect(issue?.message.contains("nested") == true)
        #expect(issue?.line == 1)
    }

    @Test func deepComponentTreesInsideTheLimitDecode() throws {
        var stack = #"{"type": "text", "text_lid": "deep"}"#
        for _ in 0..<100 { stack = #"{"type": "stack", "components": ["# + stack + "]}" }
        let json = #"{"offerings": [{"identifier": "o", "packages": [], "paywall_components": {"components_config": {"base": {"stack": "# + stack + "}}}}]}"
        let document = try OfferingsDocument.decode(Data(json.utf8), source: "deep.json")
        guard case .components(let paywall) = document.offerings[0].paywall else {
            Issue.record("deep paywall was not read")
            return
        }
        #expect(paywall.allComponents.count == 101)
    }

    @Test func invalidUTF8IsRefusedWithLineAndColumn() {
        var bytes = Array("{\"offerings\": [],\n \"current_offering_id\": \"x".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"}".utf8)
        let issue = failure(Data(bytes))
        #expect(issue?.message.contains("expected UTF-8 text") == true)
        #expect(issue?.line == 2)
        #expect(issue?.column == 27)
    }

    /// Found by QA: a byte that is not UTF-8 outside a string (a UTF-16 file's byte-order mark, a stray byte) was quoted
    /// as it was, which the terminal shows as "��", not said.
    @Test func aByteThatIsNotUTF8OutsideAStringIsNamed() {
        let utf16 = failure(Data([0xFF, 0xFE] + Array(#"{"offerings": []}"#.utf8)))
        #expect(utf16?.message == "expected a value (object, array, string, number, true, false or null), found the byte 0xFF, "
            + "which is not UTF-8 text (a JSON file is UTF-8)")
        #expect(utf16?.line == 1 && utf16?.column == 1)
        let stray = failure(Data(Array(#"{"offerings": "#.utf8) + [0xE9] + Array("}".utf8)))
        #expect(stray?.message.hasSuffix("found the byte 0xE9, which is not UTF-8 text (a JSON file is UTF-8)") == true, "\(stray?.message ?? "")")
        let wellFormed = failure(Data(#"{"offerings": é}"#.utf8))
        #expect(wellFormed?.message.hasSuffix("found 'é}'") == true, "UTF-8 text is quoted as before: \(wellFormed?.message ?? "")")
    }

    @Test func outOfRangeNumbersAreRefusedWithTheirPath() {
        let json = #"{"offerings": [{"identifier": "o", "packages": [], "paywall": {"template_name": "1", "revision": 1e400, "config": {}, "localized_strings": {"en_US": {}}}}]}"#
        guard let document = try? OfferingsDocument.decode(Data(json.utf8), source: "big.json") else {
            Issue.record("one bad paywall stopped the whole document")
            return
        }
        #expect(document.offerings[0].paywall == .invalid(reason: "$.offerings[0].paywall.revision: expected a whole number in range, found 1e400"))
        let sizes = #"{"offerings": [{"identifier": "o", "packages": [], "paywall_components": {"components_config": {"base": {"stack": {"type": "stack", "spacing": -1e999}}}}}]}"#
        let issues = (try? OfferingsDocument.decode(Data(sizes.utf8), source: "big.json"))?.issues ?? []
        #expect(issues.first?.message == "the number -1e999 is out of range")
        #expect(issues.first?.path == "$.offerings[0].paywall_components.components_config.base.stack.spacing")
    }

    @Test func tenMegabyteStringsAreRead() throws {
        let big = String(repeating: "x", count: 10_000_000)
        let json = #"{"offerings": [{"identifier": "o", "description": ""# + big + #"", "packages": []}]}"#
        let document = try OfferingsDocument.decode(Data(json.utf8), source: "big.json")
        #expect(document.offerings[0].description.utf8.count == 10_000_000)
    }

    @Test func wrongTopLevelShapeNamesWhatWasExpected() {
        #expect(failure(Data("[]".utf8))?.description == "hostile.json:1:1: $: error: expected an object, found an array")
        #expect(failure(Data("{}".utf8))?.message == "missing \"offerings\"")
    }
}

@Suite("Hostile documents at the nesting limit")
struct NestingLimitTests {
    @Test func theDeepestComponentTreeTheParserAllowsDecodesValidatesAndResolves() throws {
        var stack = #"{"type": "text", "text_lid": "deep"}"#
        var depth = 0
        while true {
            let next = #"{"type": "stack", "components": ["# + stack + "]}"
            let json = #"{"offerings": [{"identifier": "o", "packages": [], "paywall_components": {"components_config": {"base": {"stack": "# + next + "}}}}]}"
            guard (try? JSONDocument(data: Data(json.utf8))) != nil else { break }
            stack = next
            depth += 1
        }
        #expect(depth > 240)
        let json = #"{"current_offering_id": "o", "offerings": [{"identifier": "o", "packages": [], "paywall_components": {"components_config": {"base": {"stack": "# + stack + "}}}}]}"
        let document = try OfferingsDocument.decode(Data(json.utf8), source: "deepest.json")
        guard case .components(let paywall) = document.offerings[0].paywall else {
            Issue.record("the deepest paywall was not read")
            return
        }
        #expect(paywall.allComponents.count == depth + 1)
        #expect(OfferingsValidator.validate(document, catalog: nil).errors.count == 1)
        #expect(PlacementResolver(document: document, catalog: nil).resolve("p", context: CustomerContext(installID: "i")).offering != nil)
    }

    @Test func deeplyNestedLogicEvaluates() throws {
        var rule = "true"
        for _ in 0..<254 { rule = #"{"!": ["# + rule + "]}" }
        let document = try JSONDocument(data: Data(rule.utf8))
        #expect(try JSONLogic.evaluate(LogicValue(document.root.value), data: .null).value == .bool(true))
    }
}
