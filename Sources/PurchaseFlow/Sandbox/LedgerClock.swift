import Foundation

/// The sandbox store's clock: a base clock (the system's, or a manual one) plus the offset that
/// `kiosk sandbox advance` keeps in the ledger, so every process on one ledger sees the same time.
public struct LedgerClock: SandboxClock {
    /// The clock the offset is added to.
    public let base: any SandboxClock
    let ledger: SandboxLedger

    /// Creates the clock of a ledger.
    public init(base: any SandboxClock, ledger: SandboxLedger) {
        self.base = base
        self.ledger = ledger
    }

    public func now() -> Date {
        base.now().addingTimeInterval((try? ledger.clockOffset()) ?? 0)
    }
}
