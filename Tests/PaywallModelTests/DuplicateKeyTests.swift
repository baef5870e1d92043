import Foundation
import Testing
@testable import PaywallModel

@Suite("Duplicate keys in JSON")
struct DuplicateKeyTests {
    @Test func theParserNamesBothPlacesOfEveryRepeatedKey() throws {
        let small = #"{"a": 1,"# + "\n" + #" "b": 2, "a": 3}"#
        let document = try JSONDocument(data: Data(small.utf8))
        #expect(document.duplicateKeys.map(\.message) == [
            "duplicate key \"a\": the value at line 2, column 15 is ignored; the first, at line 1, column 7, is used",
        ])
        #expect(document.root["a"]?.value == .number("1"), "the first value wins")
        guard case .object(let members) = document.root.value else { Issue.record("expected an object"); return }
        #expect(members.map(\.key) == ["a", "b"], "a reader walking every member sees only the first value too")
        let large = "{" + (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + ", \"k3\": 0, \"k3\": 1}"
        #expect(try JSONDocument(data: Data(large.utf8)).duplicateKeys.count == 2)
    }

    @Test func smallObjectsFindRepeatsWrittenWithEscapesOrBeyondTheSharedNames() throws {
        let escaped = try JSONDocument(data: Data(#"{"a": 1, "b": 2, "\u0061": 3, "a": 4}"#.utf8))
        #expect(escaped.duplicateKeys.map(\.message) == [
            "duplicate key \"a\": the value at line 1, column 28 is ignored; the first, at line 1, column 7, is used",
            "duplicate key \"a\": the value at line 1, column 36 is ignored; the first, at line 1, column 7, is used",
        ], "an escaped name is the same key as the plain one, and each repeat names the first value")
        #expect(escaped.root["a"]?.value == .number("1"))
        // 600 distinct names fill the parser's table of shared names, so the last object's names are compared by
        // their bytes.
        let filler = (0..<600).map { "\"n\($0)\": 0" }.joined(separator: ", ")
        let beyond = try JSONDocument(data: Data(#"[{\#(filler)}, {"late": 1, "later": 2, "late": 3}]"#.utf8))
        #expect(beyond.duplicateKeys.count == 1)
        #expect(beyond.duplicateKeys.first?.message.hasPrefix("duplicate key \"late\":") == true)
        guard case .array(let elements) = beyond.root.value, case .object(let members) = elements[1].value else {
            Issue.record("expected an array of objects"); return
        }
        #expect(members.map(\.key) == ["late", "later"])
    }

    @Test func offeringsAndRulesReportThemAsWarnings() throws {
        let offerings = #"{"current_offering_id": "a", "offerings": [], "current_offering_id": "b"}"#
        let issues = try OfferingsDocument.decode(Data(offerings.utf8), source: "o.json").issues
        #expect(issues.contains { $0.severity == .warning && $0.description.hasPrefix("o.json:1:70: warning: duplicate key \"current_offering_id\"") })
        let rules = try StorefrontRules.decode(Data(#"{"tiers": {}, "tiers": {}}"#.utf8), source: "r.json", catalog: nil)
        #expect(rules.issues.contains { $0.severity == .warning && $0.message.hasPrefix("duplicate key \"tiers\"") })
    }
}
