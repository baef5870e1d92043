import Foundation
import Testing
import TestSupport
@testable import PaywallModel

/// Runs every case of ../shared/fixtures/jsonlogic: `{fixtures: [{id, predicate, variables, expected,
/// expectedWarnings?, expectedLogs?}]}`.
@Suite("JSON Logic conformance")
struct JSONLogicConformanceTests {
    struct Case {
        var file: String
        var id: String
        var fields: [String: JSONValue]
    }

    static func cases() throws -> [Case] {
        var result: [Case] = []
        for file in Fixtures.files(in: "jsonlogic") where file.pathExtension == "json" {
            let document = try JSONDocument(data: Data(contentsOf: file))
            guard case .array(let fixtures)? = document.root["fixtures"]?.value else { continue }
            for fixture in fixtures {
                guard case .object(let members) = fixture.value else { continue }
                let fields = Dictionary(members.map { ($0.key, $0.value.value) }, uniquingKeysWith: { _, last in last })
                result.append(Case(file: file.lastPathComponent, id: fields["id"]?.stringText ?? "?", fields: fields))
            }
        }
        return result
    }

    /// JSON cannot spell the infinities, so the fixtures read them as the variables `+Infinity` and
    /// `-Infinity`, which the runner supplies (as purchases-ios's fixture runner does).
    static func variables(_ json: JSONValue?) -> LogicValue {
        var data = json.map(LogicValue.init) ?? .object([:])
        if case .object(var members) = data {
            members["+Infinity"] = members["+Infinity"] ?? .number(.infinity)
            members["-Infinity"] = members["-Infinity"] ?? .number(-.infinity)
            data = .object(members)
        }
        return data
    }

    @Test(.needsFixtures) func everyFixtureCasePasses() throws {
        let cases = try Self.cases()
        #expect(!cases.isEmpty)
        var passed = 0
        for testCase in cases {
            let rule = LogicValue(testCase.fields["predicate"] ?? .null)
            let data = Self.variables(testCase.fields["variables"])
            let expected = testCase.fields["expected"] ?? .null
            let label = "\(testCase.file) \(testCase.id)"
            if case .object(let members) = expected, let code = members.first(where: { $0.key == "error" })?.value.value.stringText {
                do {
                    let outcome = try JSONLogic.evaluate(rule, data: data)
                    Issue.record("\(label): expected error \(code), got \(outcome.value)")
                } catch {
                    #expect(error.code.rawValue == code, "\(label)")
                    if error.code.rawValue == code { passed += 1 }
                }
                continue
            }
            let outcome: JSONLogic.Outcome
            do {
                outcome = try JSONLogic.evaluate(rule, data: data)
            } catch {
                Issue.record("\(label): \(error)")
                continue
            }
            // A predicate's value is read as a boolean (JSON Logic truthiness); other expectations compare exactly.
            let actual = if case .bool = expected { LogicValue.bool(outcome.value.isTruthy) } else { outcome.value }
            var ok = actual == LogicValue(expected)
            #expect(actual == LogicValue(expected), "\(label)")
            if case .object(let warningSpec)? = testCase.fields["expectedWarnings"],
               case .array(let wanted)? = warningSpec.first(where: { $0.key == "contains" })?.value.value {
                let texts = wanted.compactMap { $0.value.stringText }
                let warningsOK = texts.isEmpty ? outcome.warnings.isEmpty
                    : texts.allSatisfy { text in outcome.warnings.contains { $0.contains(text) } }
                #expect(warningsOK, "\(label): warnings \(outcome.warnings), wanted \(texts)")
                ok = ok && warningsOK
            }
            if case .array(let logs)? = testCase.fields["expectedLogs"] {
                let wanted = logs.compactMap { $0.value.stringText }
                #expect(outcome.logs == wanted, "\(label)")
                ok = ok && outcome.logs == wanted
            }
            if ok { passed += 1 }
        }
        print("JSON Logic conformance: \(passed) of \(cases.count) fixture cases passed")
        #expect(passed == cases.count)
        #expect(cases.count == 250)
    }
}

extension JSONValue {
    var stringText: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
