import PaywallModel

extension Timestamp {
    /// The moment in UTC as ISO 8601 internet date-time text to the second ("2026-12-01T09:48:46Z").
    ///
    /// Written by `InternetDate` rather than `ISO8601DateFormatter`, which builds an ICU formatter per use:
    /// `kiosk sandbox list` prints three dates for each of a ledger's rows.
    public var iso8601: String {
        InternetDate.string(millisecondsSince1970: milliseconds)
    }
}
