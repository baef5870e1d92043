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

    /// The base clock's time plus the offset, to the millisecond (as the ledger keeps dates).
    public func now() -> Date {
        now(offset: (try? ledger.clockOffset()) ?? 0).date
    }

    /// The time with a given offset (in milliseconds), to the millisecond.
    func now(offset: Int64) -> Timestamp {
        let base = Timestamp(base.now()).milliseconds
        let (sum, overflow) = base.addingReportingOverflow(offset)
        return Timestamp(milliseconds: overflow ? .max : sum)
    }
}
