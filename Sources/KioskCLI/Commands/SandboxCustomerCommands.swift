import Foundation
import PaywallModel
import PurchaseFlow
import TerminalSafety

/// The `kiosk sandbox` subcommands that act for one customer under the storefront rules: status, buying
/// with `--customer`, delivering, spending, restoring, and the list of customers.
enum SandboxCustomerCommands {

    static var status: CommandSpec {
        CommandSpec(
            name: "status",
            abstract: "Show a customer's entitlements, tier, features, balances, what the store shows, and conflicts.",
            discussion: SandboxCommand.sharedOptionsNote,
            options: [SharedOptions.customer, SharedOptions.rules, SharedOptions.json(printing: "the status")],
            run: { arguments, console in
                let store = try SandboxStoreInput.open(arguments, console)
                let session = try session(arguments, console, store: store)
                let (availability, storefront) = (store.availability, try StoreCall.run { try store.settings().storefront })
                let status = try BlockingAsync.wait {
                    try await SandboxCustomerStatus(session: session) { availability.isAvailable($0, in: storefront) }
                }
                if arguments.printsJSON {
                    console.print(try JSONOutput.string(status))
                } else {
                    status.lines.forEach(console.print)
                }
                return ExitStatus.ok
            }
        )
    }

    static var customers: CommandSpec {
        CommandSpec(
            name: "customers",
            abstract: "List the customers on this ledger with their app account tokens.",
            discussion: SandboxCommand.sharedOptionsNote,
            run: { arguments, console in
                let store = try SandboxStoreInput.open(arguments, console)
                let customers = try StoreCall.run { try CustomerBook(directory: store.stateDirectory).customers() }
                if customers.isEmpty { console.print("No customers yet; '--customer NAME' creates one.") }
                customers.forEach { console.print("\($0.name)  \($0.appAccountToken.uuidString)") }
                return ExitStatus.ok
            }
        )
    }

    static var deliver: CommandSpec {
        CommandSpec(
            name: "deliver",
            abstract: "Deliver and finish a customer's unfinished transactions, as the app does at launch.",
            discussion: """
            Only the transactions of the customer --customer names (the default customer without it) are considered.
            An unverified transaction is never delivered nor finished: each one left is named, with the reason. Exits with 1
            when it leaves unverified transactions of the customer unfinished, as a purchase that comes back unverified does,
            so a script can tell; with 0 when every unfinished transaction of theirs was delivered and finished.

            \(SandboxCommand.sharedOptionsNote)
            """,
            options: [SharedOptions.customer, SharedOptions.rules],
            run: { arguments, console in
                let store = try SandboxStoreInput.open(arguments, console)
                let session = try session(arguments, console, store: store)
                let credits = try perform { try await session.deliverUnfinished() }
                // An unverified transaction is never delivered nor finished; what is left of this customer's (whose its
                // ledger row says: another customer's are theirs to deliver) is read back from the store.
                let book = session.book
                let unverified = try perform { try await session.client.unfinishedTransactions() }.compactMap { result -> UnverifiedTransaction? in
                    if case .unverified(let transaction) = result { return transaction }
                    return nil
                }.filter { transaction in
                    let record = try StoreCall.run { try store.record(transaction.transactionID) }
                    return try StoreCall.run { try book.owner(of: record) } == session.customer.name
                }
                if credits.isEmpty {
                    console.print("Nothing to credit for \(session.customer.name); their verified unfinished transactions, if any, are finished.")
                }
                for credit in credits {
                    console.print(credit.isNew ? "Credited \(credit.amount) to \(credit.balance) (transaction \(credit.transactionID))."
                                               : "Transaction \(credit.transactionID) was credited before; finished it.")
                }
                unverified.map(leftUnfinished).forEach(console.print)
                return unverified.isEmpty ? ExitStatus.ok : ExitStatus.failure
            }
        )
    }

    static var spend: CommandSpec {
        CommandSpec(
            name: "spend",
            abstract: "Spend from a customer's balance (coins, credits).",
            discussion: SandboxCommand.sharedOptionsNote,
            options: [SharedOptions.customer, SharedOptions.rules, ReasonOptions.spending],
            arguments: [ArgumentSpec("BALANCE", help: "The balance's key."), ArgumentSpec("AMOUNT", help: "How much (a positive whole number).")],
            run: { arguments, console in
                let session = try session(arguments, console)
                let key = arguments.argument("BALANCE") ?? ""
                guard session.rules.balances.contains(where: { $0.key == key }) else {
                    let known = session.rules.balances.map(\.key).joined(separator: ", ")
                    throw UsageError("There is no balance '\(key)'; the rules have \(known.isEmpty ? "none" : known).", commandPath: arguments.commandPath)
                }
                guard let amount = Int(arguments.argument("AMOUNT") ?? ""), amount > 0 else {
                    throw UsageError("AMOUNT must be a positive whole number.", commandPath: arguments.commandPath)
                }
                do {
                    let left = try perform { try await session.spend(amount, from: key, reason: arguments.spendingReason ?? "spent from kiosk sandbox") }
                    console.print("Spent \(amount) from \(key) for \(session.customer.name); \(left) left.")
                    return ExitStatus.ok
                } catch let error as InsufficientBalanceError {
                    throw CommandFailure(error.description, status: ExitStatus.failure)
                }
            }
        )
    }

    static var restore: CommandSpec {
        CommandSpec(
            name: "restore",
            abstract: "Restore purchases for a customer: what another customer owned moves to them.",
            discussion: SandboxCommand.sharedOptionsNote,
            options: [SharedOptions.customer, SharedOptions.rules],
            run: { arguments, console in
                let session = try session(arguments, console)
                let moved = try perform { try await session.restore() }
                if moved.isEmpty { console.print("Restored for \(session.customer.name): nothing moved; everything owned was already theirs.") }
                for purchase in moved {
                    console.print("Moved \(purchase.productID) (transaction \(purchase.transactionID)) from \(purchase.fromCustomer) to \(session.customer.name).")
                }
                return ExitStatus.ok
            }
        )
    }

    /// `kiosk sandbox buy --customer NAME`: buys as the app would for that customer, under the rules.
    static func buy(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let store = try SandboxStoreInput.open(arguments, console)
        let session = try session(arguments, console, store: store)
        let request = try SandboxContext.purchaseRequest(arguments, store: store)
        let current = try SandboxCommand.currentSubscription(ofGroupOf: request.productID, store: store)
        try SandboxCommand.refuseAnotherCustomersGroup(request, current: current, for: session.customer.name, book: session.book, store: store)
        let client = session.client
        let restart = AutoRenewRestart(before: current)
        let firstNewID = try StoreCall.run { try store.ledger.nextID() }
        let changesBefore = try StoreCall.run { try store.ledger.latestChangeSequence() }
        let result: CustomerPurchaseResult
        do {
            result = try perform { () async throws -> CustomerPurchaseResult in
                let subscription = store.catalog.product(withID: request.productID)?.isSubscription ?? false
                guard let item = try await client.fetchProducts(for: [request.productID], subscription: subscription).first else {
                    throw store.unlistedProduct(request.productID)
                }
                let offer = request.offer.flatMap { choice in item.subscriptionOffers?.first { $0.choice == choice } }
                return try await session.purchase(item, offer: offer, quantity: request.quantity)
            }
        } catch let failure as CommandFailure {
            // A purchase another process removed before it was finished: say so.
            if let made = purchaseMade(by: client, after: changesBefore, store: store),
               let removed = RemovedPurchase.removedFailure(made, of: request.productID, store: store) { throw removed }
            // A purchase that comes back unverified was charged, and is neither delivered nor finished: say so.
            guard let record = try? store.record(firstNewID), record.productID == request.productID,
                  let unverified = try unverified(record.id, store: store) else { throw failure }
            return try boughtButHeld(record, unverified, for: session.customer.name, store: store, console: console)
        }
        switch result {
        case .purchased(let transaction, _) where transaction.productID != request.productID || Int64(transaction.id) < firstNewID:
            // A change at the next renewal comes back with the current plan's transaction; so does keeping the current
            // plan while a change waited (an older transaction of the product bought).
            console.print(SandboxTransactionRow.scheduledChange(to: request.productID, from: transaction.productID, for: session.customer.name,
                                                                 renewal: transaction.expirationDate) + (try restart.words(store: store)))
        case .purchased(let transaction, let credit):
            let credited = credit.map { ", credited \($0.amount) to \($0.balance)" } ?? ""
            let charge = try RemovedPurchase.steps(after: Int64(transaction.id), of: transaction.productID, store: store) {
                try StoreCall.run { try SandboxTransactionRow.charge(store.record(Int64(transaction.id)), in: store) }
            }
            console.print("Bought \(transaction.productID) for \(session.customer.name): transaction \(transaction.id)\(credited), finished\(charge)."
                          + (try restart.words(store: store)))
        case .pending(let pending):
            console.print("Pending (\(pending.reason.rawValue)): request \(pending.requestID) for \(pending.productID) waits.")
        case .cancelled:
            console.print("Cancelled; nothing was charged.")
        case .alreadyEntitled(let decision) where decision.runningTerm != nil:
            console.printError("kiosk: \(session.customer.name): \(decision), so nothing was charged.")
            return ExitStatus.failure
        case .alreadyEntitled(let decision):
            console.printError("kiosk: \(session.customer.name) already has \"\(decision.entitlement)\" from \(decision.source); buying \(decision.productID) would add nothing, so nothing was charged.")
            return ExitStatus.failure
        case .ownedByAnotherCustomer(let transaction, let owner):
            console.printError(ownedByAnother(transaction.productID, transaction: Int64(transaction.id), owner: owner, buyer: session.customer.name))
            return ExitStatus.failure
        }
        return ExitStatus.ok
    }

    /// The transaction `client` completed after the change log's entry `sequence`, if any (the Marketplace client of
    /// this command, `marketplace(store)`, logs its changes under its own id).
    private static func purchaseMade(by client: any MarketplaceClient, after sequence: Int64, store: SandboxStore) -> Int64? {
        guard let client = client as? SandboxMarketplace, let changes = try? store.ledger.changes(after: sequence) else { return nil }
        return changes.first { $0.kind == .transactionCompleted && $0.origin == client.clientID }?.transactionID
    }

    /// The refusal of a purchase of what the Apple ID already owns for another customer, naming them and the restore
    /// that moves it to the buyer.
    static func ownedByAnother(_ productID: String, transaction id: Int64, owner: String, buyer: String) -> String {
        "kiosk: this Apple ID already owns \(productID) (transaction \(id)), for \(owner); nothing was charged. "
            + "'kiosk sandbox restore --customer \(buyer)' moves it to \(buyer)."
    }

    /// The session of the customer a command line names, under its rules.
    /// The customer's original app version is their app transaction's: a customer who never launched the app does so
    /// now, at the default app version (as `app-transaction` would), so status and buying agree from their first command.
    static func session(_ arguments: ParsedArguments, _ console: Console, store: SandboxStore? = nil) throws -> CustomerSession {
        let store = try store ?? SandboxStoreInput.open(arguments, console)
        let read = try RulesInput.load(arguments.rulesPath, catalogPath: arguments.catalogPath, catalog: store.catalog)
        RulesInput.report(read, to: console)
        let rules = try read.covering { try StoreCall.run { try store.removedProducts() }.map { ($0.id, $0.kind) } }
        let client = marketplace(store)
        let book = try StoreCall.run { try CustomerBook(directory: store.stateDirectory) }
        let customer = try StoreCall.run { try book.customer(named: arguments.customerName ?? Customer.defaultName, at: Date()) }
        let originalAppVersion = try perform {
            await client.verifiedOriginalAppVersion(for: customer, installedAt: SandboxAppTransactionCommand.defaultAppVersion)
        }
        return try StoreCall.run {
            try CustomerSession(customerNamed: customer.name, client: client, book: book, rules: rules, catalog: store.catalog,
                                clock: store.clock, originalAppVersion: originalAppVersion)
        }
    }

    /// Delivers one transaction as the app does and finishes it, for the customer of `--customer` (the default
    /// one without): a consumable is credited to its balance first. Returns the credit given. `verified` is the
    /// transaction as the Marketplace client gave it verified just before (`unfinished`), when the caller checked it:
    /// it is not looked up and verified again.
    static func deliver(_ transactionID: Int64, _ arguments: ParsedArguments, _ console: Console, store: SandboxStore,
                        verified: PurchaseTransaction?) throws -> ConsumableCredit? {
        let session = try session(arguments, console, store: store)
        let transaction = try verified ?? StoreCall.run { () throws -> PurchaseTransaction in
            guard let transaction = try marketplace(store).unfinishedTransaction(id: transactionID)?.verifiedTransaction else {
                throw MarketplaceError(.noSuchTransaction, "Transaction \(transactionID) is not an unfinished, verified transaction.")
            }
            return transaction
        }
        return try perform { try await session.deliver(transaction) }
    }

    /// The unfinished transaction `id` when it does not verify (an app neither delivers nor finishes it); nil when it
    /// verifies or is not an unfinished transaction.
    static func unverified(_ id: Int64, store: SandboxStore) throws -> UnverifiedTransaction? {
        guard case .unverified(let transaction)? = try unfinished(id, store: store) else { return nil }
        return transaction
    }

    /// The unfinished transaction `id` as the Marketplace client gives it, verified or not; nil when it is not an
    /// unfinished transaction.
    static func unfinished(_ id: Int64, store: SandboxStore) throws -> VerificationResult? {
        try StoreCall.run { try marketplace(store).unfinishedTransaction(id: id) }
    }

    /// What `deliver` and `buy` say of an unverified transaction they leave unfinished.
    static func leftUnfinished(_ transaction: UnverifiedTransaction) -> String {
        SafeText.line("Transaction \(transaction.transactionID) (\(transaction.productID)) is left unfinished: it is not verified (\(transaction.reason)).")
    }

    /// Says that a purchase was bought and charged but is left unfinished because it does not verify (for `name`,
    /// when one was given), as deliver says it; the exit status is 1, as deliver's.
    static func boughtButHeld(_ record: LedgerRecord, _ unverified: UnverifiedTransaction, for name: String?, store: SandboxStore,
                              console: Console) throws -> Int32 {
        let charge = try StoreCall.run { try SandboxTransactionRow.charge(record, in: store) }
        console.print("Bought \(record.productID)\(name.map { " for \($0)" } ?? ""): transaction \(record.id)\(SandboxTransactionRow.summary(record))\(charge).")
        console.print(leftUnfinished(unverified))
        return ExitStatus.failure
    }

    /// The Marketplace client of the sandbox store, as the app has it.
    static func marketplace(_ store: SandboxStore) -> SandboxMarketplace {
        SandboxMarketplace(store: store, installationSource: .configured(in: ProcessEnvironment.atStart))
    }

    /// Runs async store work, turning its errors into command failures.
    static func perform<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        try StoreCall.run { try BlockingAsync.wait(body) }
    }
}
