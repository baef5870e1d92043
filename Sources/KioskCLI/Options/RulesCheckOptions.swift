import Foundation

/// The options only `kiosk rules check` takes, each declared once with its typed value, as `SharedOptions` are:
/// the products a customer owns (`--owned`) and the moment `until` rules are judged at (`--at`).
enum RulesCheckOptions {
    /// `--owned PRODUCT`, repeatable: a product the customer owns.
    static let owned = OptionSpec.option(Name.owned, value: "PRODUCT", help: "A product the customer owns; repeat for several.", repeatable: true)

    /// `--at DATE`: the moment `until` rules are judged at.
    static let at = OptionSpec.option(Name.at, value: "DATE",
                                      help: "Judge `until` rules at this moment (2027-01-01 or 2027-01-01T12:00:00Z; default now).")

    /// The names, spelled here only.
    fileprivate enum Name {
        static let owned = "owned", at = "at"
    }
}

extension ParsedArguments {
    /// `--owned`'s product ids, in the order given.
    var ownedProductIDs: [String] { options(RulesCheckOptions.Name.owned) }

    /// `--at`'s moment, given as a day (midnight UTC) or an ISO 8601 time with a zone; `nil` when left out; a usage
    /// error when it is neither.
    func judgedMoment() throws -> Date? {
        guard let text = option(RulesCheckOptions.Name.at) else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withFullDate]
        if let day = formatter.date(from: text) { return day }
        throw UsageError("--at \(text): expected a date such as 2027-01-01 or a time such as 2027-01-01T12:00:00Z.", commandPath: commandPath)
    }
}
