import Testing
@testable import PaywallModel

@Suite("JSON Logic")
struct JSONLogicTests {
    func outcome(_ rule: LogicValue, _ data: LogicValue = .object([:])) throws -> JSONLogic.Outcome {
        try JSONLogic.evaluate(rule, data: data)
    }

    func value(_ rule: LogicValue, _ data: LogicValue = .object([:])) throws -> LogicValue {
        try outcome(rule, data).value
    }

    func op(_ name: String, _ operands: LogicValue...) -> LogicValue {
        .object([name: .array(operands)])
    }

    func variable(_ path: String) -> LogicValue { .object(["var": .string(path)]) }

    @Test func caseAndLengthHelpersTakeStrings() throws {
        let data = LogicValue.object(["name": .string("Ada"), "tags": .array([.string("a"), .string("b")])])
        #expect(try value(op("rc.lower", variable("name")), data) == .string("ada"))
        #expect(try value(op("rc.upper", variable("name")), data) == .string("ADA"))
        #expect(try value(op("rc.length", variable("tags")), data) == .number(2))
        #expect(try value(op("rc.length", variable("name")), data) == .number(3))
    }

    @Test func lengthCountsUTF16CodeUnits() throws {
        #expect(try value(op("rc.length", .string("😀"))) == .number(2))
        #expect(try value(op("rc.length", .string("e\u{301}"))) == .number(2))
        #expect(try value(op("rc.length", .string(""))) == .number(0))
    }

    @Test(arguments: ["rc.lower", "rc.upper", "rc.length"])
    func helpersRejectWhatIsNotAString(name: String) {
        for operand in [LogicValue.number(3), .null, .bool(true), .object(["var": .string("absent")])] {
            let error = #expect(throws: JSONLogicError.self) { try value(op(name, operand)) }
            #expect(error?.code == .typeMismatch)
        }
        if name != "rc.length" {
            #expect(throws: JSONLogicError.self) { try value(op(name, .array([.string("a")]))) }
        }
    }

    @Test func rootVarReachesTheRootInsideEveryIteration() throws {
        let data = LogicValue.object([
            "wanted": .string("b"), "step": .number(10),
            "items": .array([.string("a"), .string("b")]),
        ])
        let matchesWanted = op("==", variable(""), .object(["rc.rootVar": .string("wanted")]))
        #expect(try value(op("some", variable("items"), matchesWanted), data) == .bool(true))
        #expect(try value(op("all", variable("items"), matchesWanted), data) == .bool(false))
        #expect(try value(op("none", variable("items"), matchesWanted), data) == .bool(false))
        #expect(try value(op("filter", variable("items"), matchesWanted), data) == .array([.string("b")]))
        #expect(try value(op("map", variable("items"), .object(["rc.rootVar": .string("step")])), data)
            == .array([.number(10), .number(10)]))
        let sum = op("reduce", variable("items"), op("+", variable("accumulator"), .object(["rc.rootVar": .string("step")])), .number(1))
        #expect(try value(sum, data) == .number(21))
        // `var` inside the iteration reads the element, so the same rule with `var` misses and warns.
        let withVar = try outcome(op("some", variable("items"), op("==", variable(""), variable("wanted"))), data)
        #expect(withVar.value == .bool(false))
        #expect(withVar.warnings.contains("missing variable: wanted"))
    }

    @Test func rootVarPathsDefaultsAndWholeRoot() throws {
        let data = LogicValue.object([
            "plans": .array([.object(["id": .string("monthly")]), .object(["id": .string("annual")])]),
            "key": .string("plans.1.id"),
            "rows": .array([.object(["key": .string("plans.0.id")])]),
        ])
        #expect(try value(.object(["rc.rootVar": .string("plans.1.id")]), data) == .string("annual"))
        #expect(try value(.object(["rc.rootVar": .string("")]), data) == data)
        #expect(try value(.object(["rc.rootVar": .null]), data) == data)
        let withDefault = try outcome(op("rc.rootVar", .string("absent"), .string("fallback")), data)
        #expect(withDefault.value == .string("fallback"))
        #expect(withDefault.warnings.isEmpty)
        // The path is computed in the current scope (the row), then read from the root.
        let computed = op("map", variable("rows"), .object(["rc.rootVar": variable("key")]))
        #expect(try value(computed, data) == .array([.string("monthly")]))
    }

    @Test func rootVarWarnsAboutMissingVariablesAndExtraArguments() throws {
        let missing = try outcome(.object(["rc.rootVar": .string("plans.9")]), .object(["plans": .array([])]))
        #expect(missing.value == .null)
        #expect(missing.warnings == ["missing variable: plans.9"])
        let extra = try outcome(op("rc.rootVar", .string("a"), .number(1), .number(2), .number(3)), .object(["a": .number(5)]))
        #expect(extra.value == .number(5))
        #expect(extra.warnings.count == 1)
        #expect(extra.warnings.first?.hasPrefix("rc.rootVar: ignoring 2 extra") == true)
    }

    @Test func variablesReadOnlyObjectMembersAndArrayIndexes() throws {
        let data = LogicValue.object(["name": .string("Ada"), "list": .array([.number(7)]), "nothing": .null])
        let lengthOfText = try outcome(variable("name.length"), data)
        #expect(lengthOfText.value == .null)
        #expect(lengthOfText.warnings == ["missing variable: name.length"])
        #expect(try value(variable("list.length"), data) == .null)
        #expect(try value(variable("list.0"), data) == .number(7))
        let throughNull = try outcome(variable("nothing.deeper"), data)
        #expect(throughNull.value == .null)
        #expect(throughNull.warnings == ["missing variable: nothing.deeper"])
    }

    @Test func missingSomeReadsOptionsAsArrayLike() throws {
        let data = LogicValue.object(["a": .number(1)])
        // A string is one key, but counts its UTF-16 length as the number of options.
        #expect(try value(op("missing_some", .number(2), .string("abc")), .object([:])) == .array([]))
        #expect(try value(op("missing_some", .number(3), .string("abc")), .object([:])) == .array([.string("abc")]))
        #expect(try value(op("missing_some", .number(1), .null), data) == .array([]))
        #expect(try value(op("missing_some", .number(1), .array([.string("a"), .string("b")])), data) == .array([]))
        #expect(try value(op("missing_some", .number(2), .array([.string("a"), .string("b")])), data) == .array([.string("b")]))
        for wrong in [op("missing_some", .number(1)), op("missing_some", .number(1), .array([]), .number(2)),
                      op("missing_some", .number(1), .number(5))] {
            #expect(throws: JSONLogicError.self) { try value(wrong, data) }
        }
    }

    @Test func missingReportsKeysAsText() throws {
        let data = LogicValue.object(["1": .string(""), "a": .number(0)])
        #expect(try value(op("missing", .number(1), .string("a"), .null, .string("b"))) == .array([.string("1"), .string("a"), .string("b")]))
        #expect(try value(op("missing", .number(1), .string("a"), .string("b")), data) == .array([.string("1"), .string("b")]))
    }

    @Test func onlyRevenueCatsOperatorsExist() throws {
        // json-logic-js's `?:` alias and kiosk's old `rc.root` are not in RevenueCat's engine.
        for name in ["?:", "rc.root", "rc.entries"] {
            #expect(throws: JSONLogicError(.unsupportedOperator, "unrecognized operation \"\(name)\"")) {
                try value(op(name, .bool(true), .number(1), .number(2)))
            }
        }
    }

    @Test func unaryOperatorsEvaluateOnlyTheirFirstOperand() throws {
        let logged = try outcome(op("!", .bool(false), .object(["log": .string("second")])))
        #expect(logged.value == .bool(true))
        #expect(logged.logs.isEmpty)
        #expect(try value(op("-", .number(5), .object(["and": .array([])]))).javaScriptString == "NaN")
    }

    @Test func substrCountsCharacters() throws {
        #expect(try value(op("substr", .string("🇩🇪 flag"), .number(0), .number(1))) == .string("🇩🇪"))
        #expect(try value(op("substr", .string("kiosk"), .number(-3))) == .string("osk"))
        #expect(try value(op("substr", .string("kiosk"), .number(1), .number(-1))) == .string("ios"))
    }

    @Test func versionsCompareByNumericParts() throws {
        func compare(_ a: String, _ b: String) throws -> LogicValue {
            try value(op("rc.version_compare", .string(a), .string(b)))
        }
        #expect(try compare("2.10", "2.9") == .number(1))
        #expect(try compare("2.1", "2.1.0") == .number(0))
        #expect(try compare("1.9.9", "2") == .number(-1))
        #expect(try compare("3.0-beta", "3") == .number(0))
        let rule = op(">=", op("rc.version_compare", variable("app_version"), .string("2.1")), .number(0))
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
