/// `kiosk sandbox reset --new-key` stopped after the new signing key was renamed over the old one
/// (`SandboxIdentities.replace`): what failed, what is in place, whether the new generation was counted so every process
/// signs with the new key, and that the ledger was not emptied, so the reset is to be run again.
public struct IdentitiesHalfReplacedError: Error, CustomStringConvertible, Sendable {
    /// The failure of the step that stopped it (replacing the certificate chain, or the write that empties the ledger).
    public let failure: String
    /// Whether the certificate chain had been replaced too.
    public let chainReplaced: Bool
    /// Why counting the new signing generation failed as well; nil when it was counted.
    public let countProblem: String?

    public var description: String {
        let replaced = chainReplaced ? "The new signing key and certificate chain are in place of the old ones"
            : "The new signing key is in place of the old one (the certificate chain is not replaced)"
        let counted = countProblem.map {
            "; counting it in the ledger failed too (\($0)), so a process open on the ledger may sign with the old key until it reads the files again"
        } ?? ", and it is counted as a new signing generation, so every process on the ledger signs with it from its next write"
        return "The reset with a new key stopped halfway: \(failure) \(replaced)\(counted). The ledger was not emptied: "
            + "its transactions signed with the old key no longer verify. Run 'kiosk sandbox reset --new-key' again to finish it."
    }
}
