import PurchaseFlow

/// `--reason`, which three sandbox commands take with three meanings, each declared once with its typed value:
/// why a refund is asked for (`refund-request`: one of Apple's `RefundReason`s), why a transaction is refunded
/// (`refund`: a `RevocationReason`), and what a balance was spent on (`spend`: free text).
enum ReasonOptions {
    /// `--reason REASON` of `kiosk sandbox refund-request`.
    static let refundRequest = OptionSpec.option(name, value: "REASON", help: "Why the refund is asked for.")

    /// `--reason REASON` of `kiosk sandbox refund`.
    static let revocation = OptionSpec.option(name, value: "REASON", help: "other (default) or developer-issue.")

    /// `--reason TEXT` of `kiosk sandbox spend`.
    static let spending = OptionSpec.option(name, value: "TEXT", help: "What it was spent on.")

    /// The name, spelled here only.
    fileprivate static let name = "reason"
}

extension ParsedArguments {
    /// `--reason` as a refund request's reason (default other); a usage error naming the known ones when it is none.
    func refundRequestReason() throws -> RefundReason {
        let text = option(ReasonOptions.name) ?? RefundReason.other.rawValue
        guard let reason = RefundReason(rawValue: text) else {
            let known = RefundReason.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("Unknown refund reason '\(text)'; expected one of \(known).", commandPath: commandPath)
        }
        return reason
    }

    /// `--reason` as a refund's revocation reason: other (the default) or developer-issue; a usage error otherwise.
    func revocationReason() throws -> RevocationReason {
        switch option(ReasonOptions.name) ?? "other" {
        case "other": return .other
        case "developer-issue": return .developerIssue
        case let other: throw UsageError("Unknown refund reason '\(other)'; expected other or developer-issue.", commandPath: commandPath)
        }
    }

    /// `--reason` as what a balance was spent on, when given.
    var spendingReason: String? { option(ReasonOptions.name) }
}
