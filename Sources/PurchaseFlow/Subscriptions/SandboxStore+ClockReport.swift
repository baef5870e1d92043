import Foundation

extension SandboxStore {
    /// What the ledger holds now that moving the clock changes: each subscription's state, product and offer,
    /// each refund request's status and the next record id (before and after a move, for a `ClockReport`).
    public func clockReading() throws -> ClockReport.Reading {
        let time = clock.now()
        let statuses = try allSubscriptionStatuses()
        let latest = statuses.map { ($0.subscription.originalID, $0) }
        let failures = statuses.compactMap { status in status.failedRenewal.map { (status.subscription.originalID, $0) } }
        return ClockReport.Reading(
            time: time,
            states: Dictionary(latest.map { ($0.0, $0.1.state) }, uniquingKeysWith: { first, _ in first }),
            failedRenewals: Dictionary(failures, uniquingKeysWith: { first, _ in first }),
            products: Dictionary(latest.map { ($0.0, $0.1.latest.productID) }, uniquingKeysWith: { first, _ in first }),
            offers: Dictionary(latest.compactMap { id, status in status.latest.offer.map { (id, $0) } }, uniquingKeysWith: { first, _ in first }),
            refundRequests: Dictionary(try ledger.refundRequests().map { ($0.id, $0.status) }, uniquingKeysWith: { first, _ in first }),
            nextRecordID: try ledger.nextID())
    }

    /// Moves the clock by a step (`advanceClock`) and reports what that made happen, read back from the ledger: the
    /// readings and the move are one SQL transaction, so what other processes do meanwhile is not counted as this
    /// move's.
    public func advanceClockReporting(by step: ClockStep) throws -> ClockReport {
        try holdingTheLedger {
            let before = try clockReading()
            try advanceClock(by: step)
            return try report(since: before)
        }
    }

    /// Runs `body` as one SQL transaction: what it reads and writes on this store is not mixed with what other
    /// processes do meanwhile (a report read before and after a move it makes). `body` may run more than once, while
    /// the ledger is busy, so it must only change the ledger.
    public func holdingTheLedger<T>(_ body: () throws -> T) throws -> T {
        try ledger.database.write { _ in try body() }
    }

    /// What happened since a reading, as the ledger has it now.
    public func report(since before: ClockReport.Reading) throws -> ClockReport {
        ClockReport(from: before, to: try clockReading(), newRecords: try ledger.records(from: before.nextRecordID))
    }
}
