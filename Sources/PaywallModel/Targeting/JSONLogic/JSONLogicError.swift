/// Why a JSON Logic rule could not be evaluated.
public struct JSONLogicError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure, named as in the conformance fixtures.
    public enum Code: String, Sendable, Hashable {
        /// An operation got operands it cannot work on (`{"*": []}`).
        case typeMismatch
        /// The rule names an operator that does not exist.
        case unsupportedOperator
    }

    /// The kind of failure.
    public var code: Code
    /// What went wrong.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// `code: message`.
    public var description: String { "\(code.rawValue): \(message)" }
}
