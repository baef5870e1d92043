import Foundation
import PaywallModel

extension SandboxLedger {
    /// Records the unused rest of the plan an upgrade replaced that its change refunded (`LedgerSchema.planChangeRefunds`),
    /// inside the write that commits the upgrade.
    func insertPlanChangeRefundIn(_ database: SQLiteDatabase, upgradeID: Int64, replacedID: Int64, refunded: Price) throws {
        try database.statement("""
            INSERT INTO plan_change_refunds (transaction_id, replaced_id, amount_milliunits, currency) VALUES (?1, ?2, ?3, ?4)
            """).run([.integer(upgradeID), .integer(replacedID), .integer(SandboxStore.milliunits(refunded.amount)), .text(refunded.currency.code)])
    }

    /// What an upgrade's change refunded of the rest of the plan it replaced, as recorded; nil when it recorded none.
    func planChangeRefundIn(_ database: SQLiteDatabase, upgradeID: Int64) throws -> Price? {
        try database.statement("SELECT amount_milliunits, currency FROM plan_change_refunds WHERE transaction_id = ?1")
            .firstRow([.integer(upgradeID)]) { Self.price($0, amount: 0, currency: 1) }
    }

    /// Every recorded refund of a replaced plan's unused rest, by the id of the transaction replaced.
    public func planChangeRefundsByReplaced() throws -> [Int64: Price] {
        try database.read { database in
            let rows = try database.statement("SELECT replaced_id, amount_milliunits, currency FROM plan_change_refunds")
                .rows { ($0.int64(0), Self.price($0, amount: 1, currency: 2)) }
            return Dictionary(rows, uniquingKeysWith: { _, newer in newer })
        }
    }

    /// A price from an amount in milliunits and a currency code.
    private static func price(_ row: SQLiteRow, amount: Int32, currency: Int32) -> Price {
        Price(Decimal(row.int64(amount)) / 1_000, Currency(code: row.text(currency)))
    }
}
