import Testing
@testable import PaywallModel

@Suite("JSON Logic")
struct JSONLogicTests {
    func value(_ rule: LogicValue, _ data: LogicValue = .object([:])) throws -> LogicValue {
        try JSONLogic.evaluate(rule, data: data).value
    }

    @Test func revenueCatHelpers() throws {
        let data = LogicValue.object(["name": .string("Ada"), "tags": .array([.string("a"), .string("b")])])
        #expect(try value(.object(["rc.lower": .object(["var": .string("name")])]), data) == .string("ada"))
        #expect(try value(.object(["rc.upper": .object(["var": .string("name")])]), data) == .string("ADA"))
        #expect(try value(.object(["rc.length": .object(["var": .string("tags")])]), data) == .number(2))
        #expect(try value(.object(["rc.length": .object(["var": .string("name")])]), data) == .number(3))
    }

    @Test func rootHelperReachesOutsideAnIteration() throws {
        let data = LogicValue.object(["wanted": .string("b"), "items": .array([.string("a"), .string("b")])])
        let rule = LogicValue.object(["some": .array([
            .object(["var": .string("items")]),
            .object(["==": .array([.object(["var": .string("")]), .object(["rc.root": .string("wanted")])])]),
        ])])
        #expect(try value(rule, data) == .bool(true))
    }

    @Test func versionsCompareByNumericParts() throws {
        func compare(_ a: String, _ b: String) throws -> LogicValue {
            try value(.object(["rc.version_compare": .array([.string(a), .string(b)])]))
        }
        #expect(try compare("2.10", "2.9") == .number(1))
        #expect(try compare("2.1", "2.1.0") == .number(0))
        #expect(try compare("1.9.9", "2") == .number(-1))
        #expect(try compare("3.0-beta", "3") == .number(0))
        let rule = LogicValue.object([">=": .array([.object(["rc.version_compare": .array([.object(["var": .string("app_version")]), .string("2.1")])]), .number(0)])])
        let context = CustomerContext(appVersion: "2.10.3", installID: "i")
        #expect(try JSONLogic.evaluate(rule, data: context.logicVariables).value == .bool(true))
    }

    @Test func unknownOperatorsAreErrors() {
        #expect(throws: JSONLogicError(.unsupportedOperator, "unrecognized operation \"nope\"")) {
            try value(.object(["nope": .array([])]))
        }
    }

    @Test func numbersPrintLikeJavaScript() {
        #expect(LogicValue.number(1e20).javaScriptString == "100000000000000000000")
        #expect(LogicValue.number(1e21).javaScriptString == "1e+21")
        #expect(LogicValue.number(2.5).javaScriptString == "2.5")
        #expect(LogicValue.number(-0.0).javaScriptString == "0")
        #expect(LogicValue.number(1e-7).javaScriptString == "1e-7")
    }
}
