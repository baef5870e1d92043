import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Taking back what refunded consumables credited: never on a refund that does not verify, never held up by one, once per
/// transaction whichever process reads the refund or lands the credit first.
@Suite("Take-backs of refunded consumables")
struct ConsumableTakeBackTests {
    /// Replaces a transaction's signature in the ledger (as tampering would), returning the one it had.
    @discardableResult
    private func setSignature(of id: UInt64, in sandbox: SandboxHarness, to jws: (String) -> String) throws -> String {
        try sandbox.store.ledger.database.write { database in
            let signed = try #require(try database.statement("SELECT jws FROM transactions WHERE id = ?1").firstRow([.integer(Int64(id))]) { $0.text(0) })
            try database.statement("UPDATE transactions SET jws = ?2 WHERE id = ?1").run([.integer(Int64(id)), .text(jws(signed))])
            return signed
        }
    }

    /// Found in review: the refunds were read in order and the read stopped at the first that did not verify, so one
    /// tampered row held up every later take-back for good. It is now passed over, never acted on, and taken back once
    /// if it verifies later.
    @Test func aRefundThatDoesNotVerifyHoldsUpNoLaterTakeBackAndIsTakenBackOnceWhenItVerifies() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let customer = try sandbox.customerSession()
        let hundred = try await sandbox.bought(by: customer, "demo.coins.100"), chest = try await sandbox.bought(by: customer, "demo.coins.600")
        _ = try sandbox.store.refund(Int64(hundred.id))
        _ = try sandbox.store.refund(Int64(chest.id))
        let signed = try setSignature(of: hundred.id, in: sandbox) { $0.dropLast(6) + "AAAAAA" }
        #expect(try await customer.takeBackRefunds() == [ConsumableCredit(transactionID: chest.id, balance: "coins", amount: 600, isNew: true)],
                "the later refund is taken back, the one that does not verify is not")
        #expect(try await customer.balances().map(\.amount) == [100])
        #expect(try await customer.book.takeBack(afterRefundOf: hundred.id, through: sandbox.marketplace, at: sandbox.clock.now())
                == .waitsForVerification)
        #expect(try await customer.takeBackRefunds().isEmpty, "nothing is taken back twice")
        #expect(try await sandbox.reopened().customerSession().balances().map(\.amount) == [100], "another process sees the same")

        try setSignature(of: hundred.id, in: sandbox) { _ in signed }
        #expect(try await customer.takeBackRefunds() == [ConsumableCredit(transactionID: hundred.id, balance: "coins", amount: 100, isNew: true)],
                "once it verifies it is taken back")
        #expect(try await customer.takeBackRefunds().isEmpty)
        #expect(try await customer.balances().map(\.amount) == [0])
    }

    /// A refund read while verification is simulated to fail is taken back once verification works again.
    @Test func aRefundReadWhileVerificationFailsIsTakenBackOnceItVerifies() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let customer = try sandbox.customerSession()
        let hundred = try await sandbox.bought(by: customer, "demo.coins.100")
        _ = try await sandbox.bought(by: customer, "demo.coins.600")
        _ = try sandbox.store.refund(Int64(hundred.id))
        try sandbox.set("error.verification", "unverifiedTransaction")
        #expect(try await customer.takeBackRefunds().isEmpty)
        #expect(try await customer.balances().map(\.amount) == [700])
        try sandbox.set("error.verification", "off")
        #expect(try await customer.takeBackRefunds().map(\.transactionID) == [hundred.id])
        #expect(try await customer.takeBackRefunds().isEmpty)
        #expect(try await customer.balances().map(\.amount) == [600])
    }

    /// Found in review: a delivery racing a refund in another process kept its credit for good. Process A's purchase
    /// returned the verified transaction, not refunded; before A's `CustomerSession.deliver` recorded the credit
    /// (`CustomerBook.recordDelivery`, after the app's own delivery step), process B refunded it and B's take-back read
    /// the refund, found no credit to take back and moved the book's read of refunds past it. The refund is now kept
    /// in the book as read, and the credit that lands after it is taken back as it lands.
    @Test func aCreditThatLandsAfterAnotherProcessReadItsRefundIsTakenBackAsItLands() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let other = try sandbox.reopened()
        let customer = try sandbox.customerSession(), otherProcess = try other.customerSession()
        let coins = try await sandbox.product("demo.coins.100")
        guard case .purchased(let transaction) = try await sandbox.marketplace.purchase(
            item: coins, offer: nil, quantity: 1, appAccountToken: customer.customer.appAccountToken) else {
            Issue.record("not bought"); return
        }
        #expect(!transaction.isRevoked)
        _ = try other.store.refund(Int64(transaction.id))
        #expect(try await otherProcess.takeBackRefunds().isEmpty, "nothing credited yet")
        #expect(try await customer.deliver(transaction) == ConsumableCredit(transactionID: transaction.id, balance: "coins", amount: 100, isNew: true))
        #expect(try await customer.balances().map(\.amount) == [0], "taken back as it landed")
        #expect(try await otherProcess.balances().map(\.amount) == [0])
        #expect(try await customer.book.takeBack(afterRefundOf: transaction.id, through: sandbox.marketplace, at: sandbox.clock.now())
                == .taken(TakenBack(customer: Customer.defaultName, balance: "coins", amount: 100, left: 0)))
        #expect(try await customer.deliver(transaction)?.isNew == false)
        #expect(try await otherProcess.takeBackRefunds().isEmpty)
        #expect(try await customer.balances().map(\.amount) == [0], "credited once, taken back once")
    }

    /// The same two processes the other way round: the credit lands first, the refund is read after it.
    @Test func aCreditThatLandsBeforeTheRefundIsReadIsTakenBackOnce() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let other = try sandbox.reopened()
        let customer = try sandbox.customerSession(), otherProcess = try other.customerSession()
        let transaction = try await sandbox.bought(by: customer, "demo.coins.100")
        _ = try other.store.refund(Int64(transaction.id))
        #expect(try await otherProcess.takeBackRefunds().map(\.amount) == [100])
        #expect(try await customer.deliver(transaction)?.isNew == false)
        #expect(try await customer.takeBackRefunds().isEmpty)
        #expect(try await customer.balances().map(\.amount) == [0])
    }
}

extension ConsumableTakeBackTests {
    /// Every row of a customer book's tables, one line each, in key order.
    private func rows(of database: SQLiteDatabase) throws -> [String] {
        try database.read { database in
            try [
                "SELECT 'customer ' || name || ' ' || token || ' ' || created_at FROM customers ORDER BY name",
                "SELECT 'owner ' || original_id || ' ' || customer || ' ' || moved_at FROM owners ORDER BY original_id",
                "SELECT 'delivery ' || transaction_id || ' ' || customer || ' ' || balance || ' ' || amount || ' ' || delivered_at FROM deliveries ORDER BY transaction_id",
                "SELECT 'spend ' || id || ' ' || customer || ' ' || balance || ' ' || amount || ' ' || reason || ' ' || at FROM spends ORDER BY id",
                "SELECT 'takeback ' || transaction_id || ' ' || customer || ' ' || balance || ' ' || amount || ' ' || taken_at FROM takebacks ORDER BY transaction_id",
                "SELECT 'read ' || seq FROM refunds_read",
            ].flatMap { try database.statement($0).rows { $0.text(0) } }
        }
    }

    @Test func aVersion2BookIsMigratedKeepingEveryRow() throws {
        let directory = TemporaryDirectory()
        let old = try SQLiteDatabase(path: directory.url.appendingPathComponent(CustomerBook.fileName).path)
        try SchemaMigrator(name: "customer book", migrations: Array(CustomerSchema.migrator.migrations.prefix(2))).migrate(old)
        try old.write { database in
            try database.execute("""
                INSERT INTO customers (name, token, created_at) VALUES ('default', '00000000-0000-4000-8000-000000000001', 1.5),
                    ('ann', '00000000-0000-4000-8000-000000000002', 2.5);
                INSERT INTO owners (original_id, customer, moved_at) VALUES (9, 'ann', 3.5);
                INSERT INTO deliveries (transaction_id, customer, balance, amount, delivered_at) VALUES (1, 'default', 'coins', 100, 4.5),
                    (2, 'ann', 'coins', 600, 5.5), (3, 'ann', 'coins', 100, 6.5);
                INSERT INTO spends (customer, balance, amount, reason, at) VALUES ('ann', 'coins', 50, 'sticker pack', 7.5);
                INSERT INTO takebacks (transaction_id, customer, balance, amount, taken_at) VALUES (1, 'default', 'coins', 100, 8.5),
                    (2, 'ann', 'coins', 600, 9.5);
                INSERT INTO refunds_read (id, seq) VALUES (1, 2);
                """)
        }
        let before = try rows(of: old)
        #expect(try SchemaMigrator.version(of: old) == 2 && before.count == 10)

        let book = try CustomerBook(directory: directory.url)
        #expect(try SchemaMigrator.version(of: book.database) == 4, "migrated to the newest version")
        #expect(try rows(of: book.database) == before)
        #expect(try book.refundsRead() == 2)
        #expect(try book.balance("coins", customer: "ann") == 50)
        #expect(try book.balance("coins", customer: Customer.defaultName) == 0)
        // What was taken back before is known as refunded (the migration fills refunded_consumables from takebacks), and
        // nothing else is: a credit recorded again takes nothing back again.
        #expect(try book.hasReadRefunds(of: [1, 2]) && !book.hasReadRefunds(of: [3]))
        #expect(try !book.recordDelivery(transactionID: 2, customer: "ann", balance: "coins", amount: 600, at: Date()))
        #expect(try book.balance("coins", customer: "ann") == 50)
    }
}
