/// The option only `kiosk sandbox reset` takes, declared once with its typed value, as `SharedOptions` are:
/// `--new-key`, which also makes a new signing key.
enum LedgerResetOptions {
    /// `--new-key`.
    static let newKey = OptionSpec.flag(Name.newKey, help: "Also make a new signing key and certificate chain (to start over when the old ones are lost or damaged).")

    /// The name, spelled here only.
    fileprivate enum Name {
        static let newKey = "new-key"
    }
}

extension ParsedArguments {
    /// Whether `--new-key` was given.
    var makesNewSigningKey: Bool { flag(LedgerResetOptions.Name.newKey) }
}
