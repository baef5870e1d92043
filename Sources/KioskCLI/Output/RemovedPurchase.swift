import PurchaseFlow
import TerminalSafety

/// What `kiosk sandbox buy` says when the purchase it made was removed from the ledger by another process (a reset, or
/// a delete of it) before it could be finished: the purchase was completed, then removed, so nothing is left to
/// deliver or finish (exit 65), rather than only that the transaction is not there.
enum RemovedPurchase {
    /// Runs what follows a purchase completed as transaction `id` of `productID` (delivering, finishing, reading it back);
    /// when a step fails because another process removed the transaction meanwhile, the failure says so instead.
    static func steps<T>(after id: Int64, of productID: String, store: SandboxStore, _ steps: () throws -> T) throws -> T {
        do {
            return try steps()
        } catch let failure as CommandFailure {
            throw removedFailure(id, of: productID, store: store) ?? failure
        }
    }

    /// The failure saying that transaction `id` of `productID`, completed by this command, was removed by another
    /// process before it could be finished; nil when the ledger's change log records no such removal.
    static func removedFailure(_ id: Int64, of productID: String, store: SandboxStore) -> CommandFailure? {
        guard let removal = try? store.ledger.removal(of: id) else { return nil }
        let remover = removal.kind == .reset ? "a reset ('kiosk sandbox reset')" : "a delete ('kiosk sandbox delete \(id)')"
        return CommandFailure(SafeText.line("The purchase of \(productID) was completed as transaction \(id), then \(remover) in another process "
                                            + "removed it from the ledger before it could be finished; nothing of it is left to deliver or finish."),
                              status: ExitStatus.dataError)
    }
}
