extension LedgerSchema {
    /// Version 14: `signing_generations`, one row (`id` 1, `generation`) counting the times the state directory's signing
    /// identities were replaced (`kiosk sandbox reset --new-key`: `SandboxStore.reset(newKey: true)` counts one in the
    /// write that empties the ledger); no row is generation 0.
    ///
    /// A store holds the identities it read and the generation it read them at; every write that signs reads the
    /// generation (with the clock offset, one statement: `SandboxLedger.clockAndSigningIn`) and reads the files again
    /// when it changed, so a store open while another process replaced them signs with the new ones, never the old.
    /// A reset without a new key leaves the row alone. Running it again (a ledger whose version was set back) changes nothing.
    static let signingGenerations = """
    CREATE TABLE IF NOT EXISTS signing_generations (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        generation INTEGER NOT NULL
    );
    """
}
