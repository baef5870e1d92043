/// The sandbox's signing key is gone while the ledger still holds transactions it signed.
public struct MissingSigningKeyError: Error, Sendable, CustomStringConvertible {
    /// The key file that is missing.
    public var keyFile: String
    /// How many transactions the ledger holds.
    public var transactionCount: Int

    public var description: String {
        "the signing key \(keyFile) is missing, but the ledger holds \(transactionCount) transaction\(transactionCount == 1 ? "" : "s") "
            + "signed with it; a new key would leave every one unverified. Put the key back, or start over with a new key and an "
            + "empty ledger: kiosk sandbox reset --new-key"
    }
}
