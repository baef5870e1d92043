import Foundation

/// Evaluates JSON Logic rules (jsonlogic.com) as RevenueCat's rules engine does: json-logic-js's semantics
/// for the standard operators, plus RevenueCat's `rc.lower`, `rc.upper`, `rc.length` and `rc.rootVar` (a
/// `var` that reads the root data even inside `map`, `filter`, `all`, `some`, `none` and `reduce`), and
/// kiosk's own `rc.version_compare` (-1, 0 or 1 comparing dotted versions part by part as numbers: `2.10`
/// is after `2.9`). docs/formats.md lists each operator and where kiosk departs from RevenueCat.
public enum JSONLogic {
    /// What an evaluation produced: the value, the warnings (missing variables, ignored arguments) and the
    /// texts passed to `log`.
    public struct Outcome: Sendable, Hashable {
        /// The rule's value.
        public var value: LogicValue
        /// Warnings, in order.
        public var warnings: [String]
        /// What `log` printed, in order.
        public var logs: [String]
    }

    /// Evaluates `rule` against `data`.
    public static func evaluate(_ rule: LogicValue, data: LogicValue) throws(JSONLogicError) -> Outcome {
        let run = LogicRun(root: data)
        let value = try run.apply(rule, data)
        return Outcome(value: value, warnings: run.warnings, logs: run.logs)
    }

    /// Evaluates a parsed JSON rule against `data`; the rule holds when its value is truthy.
    public static func holds(_ rule: JSONValue, data: LogicValue) throws(JSONLogicError) -> Bool {
        try evaluate(LogicValue(rule), data: data).value.isTruthy
    }
}
