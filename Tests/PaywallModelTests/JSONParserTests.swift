import Foundation
import Testing
@testable import PaywallModel

@Suite("JSON parser")
struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONNode {
        try JSONDocument(data: Data(text.utf8)).root
    }

    private func syntaxError(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error as? JSONSyntaxError
        }
    }

    @Test func parsesEveryKindOfValue() throws {
        let root = try parse(#"{"a": [1, -2.5e3, true, false, null], "b": {"c": "d"}, "e": ""}"#)
        #expect(root["a"]?.value == .array([
            JSONNode(.number("1"), offset: 7), JSONNode(.number("-2.5e3"), offset: 10), JSONNode(.bool(true), offset: 18),
            JSONNode(.bool(false), offset: 24), JSONNode(.null, offset: 31),
        ]))
        #expect(root["b"]?["c"]?.value == .string("d"))
        #expect(root["e"]?.value == .string(""))
        #expect(root["missing"] == nil)
    }

    @Test func keepsNumbersAsWritten() throws {
        #expect(try parse("4.990").value == .number("4.990"))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        #expect(try parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#).value == .string("a\"b\\c/d\n\té😀"))
        #expect(try parse("\"ünïcödé 日本\"").value == .string("ünïcödé 日本"))
    }

    @Test func keepsMemberOrder() throws {
        guard case .object(let members) = try parse(#"{"z": 1, "a": 2, "m": 3}"#).value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["z", "a", "m"])
    }

    @Test func reportsLineAndColumnOfSyntaxErrors() throws {
        let missingComma = try #require(syntaxError("{\n  \"a\": 1\n  \"b\": 2\n}"))
        #expect(missingComma.position == SourcePosition(line: 3, column: 3))
        #expect(missingComma.message.contains("expected ',' or '}'"))

        let trailingComma = try #require(syntaxError("[1, 2,]"))
        #expect(trailingComma.position == SourcePosition(line: 1, column: 6))
        #expect(trailingComma.message.contains("trailing comma"))

        let unterminated = try #require(syntaxError("{\"a\": \"abc"))
        #expect(unterminated.position == SourcePosition(line: 1, column: 7))
        #expect(unterminated.message.contains("close the string"))

        let empty = try #require(syntaxError("  "))
        #expect(empty.message.contains("empty"))

        #expect(syntaxError("{} x")?.message.contains("end of the file") == true)
        #expect(syntaxError("tru") != nil)
        #expect(syntaxError("01") != nil)
        #expect(syntaxError("1.") != nil)
        #expect(syntaxError("\"\\x\"") != nil)
        #expect(syntaxError("\"\\ud800\"") != nil)
        #expect(syntaxError("{'a': 1}") != nil)
    }

    @Test func readsASliceOfData() throws {
        let whole = Data("xxxx{\n \"a\": [1,]\n}".utf8)
        do {
            _ = try JSONDocument(data: whole[4...])
            Issue.record("expected a syntax error")
        } catch let error as JSONSyntaxError {
            #expect(error.position == SourcePosition(line: 2, column: 9), "the trailing comma")
        }
        let document = try JSONDocument(data: Data("xx[true]".utf8)[2...])
        #expect(document.root.value == .array([JSONNode(.bool(true), offset: 1)]))
        #expect(document.position(ofOffset: 1) == SourcePosition(line: 1, column: 2))
    }

    @Test func countsColumnsInCharactersNotBytes() throws {
        let error = try #require(syntaxError("[\"é\" 1]"))
        #expect(error.position == SourcePosition(line: 1, column: 6))
    }

    @Test func rejectsTooDeepNesting() {
        #expect(syntaxError(String(repeating: "[", count: 600) + String(repeating: "]", count: 600))?.message.contains("nested") == true)
    }

    @Test func writesPaths() {
        let path = JSONPath.root.appending(key: "products").appending(index: 2).appending(key: "display Price")
        #expect(path.description == #"$.products[2]["display Price"]"#)
        #expect(JSONPath.root.description == "$")
    }
}
