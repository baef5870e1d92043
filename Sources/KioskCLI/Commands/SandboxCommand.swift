import Foundation
import PaywallModel
import PurchaseFlow

/// `kiosk sandbox`: does by script what Xcode's Transaction Manager does by hand, on the sandbox ledger
/// the interactive program uses.
enum SandboxCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "sandbox",
            abstract: "Buy, finish, approve, refund and inspect sandbox transactions from scripts.",
            discussion: """
            Works on the same ledger as the interactive program (the state directory's ledger.sqlite). Without
            --catalog the built-in demo catalog is used. Price and storefront sidecars beside the catalog
            (NAME.prices.json, NAME.storefronts.json) are read when present.

            \(SandboxRulesText.planChanges)

            \(SandboxRulesText.endedSubscriptions)

            \(SandboxRulesText.clock)

            \(SandboxRulesText.timeOrder)

            \(SandboxRulesText.refunds)
            """,
            options: SharedOptions.store,
            subcommands: [list, buy, transactionAction("finish", "Finish (acknowledge) a transaction.") { try $0.finish($1, checkingVerification: true) },
                          transactionAction("approve", "Approve an Ask to Buy request: the purchase is made now.",
                                            discussion: SandboxRulesText.planChanges, saying: SandboxTransactionRow.charge, notesAutoRenewRestart: true) {
                              try completing($0, $1, verb: "approve") { try $0.approve($1) }
                          },
                          transactionAction("decline", "Decline an Ask to Buy request.") { try $0.decline($1) },
                          transactionAction("resolve", "Resolve an interrupted purchase: the purchase is made now.",
                                            discussion: SandboxRulesText.planChanges, saying: SandboxTransactionRow.charge, notesAutoRenewRestart: true) {
                              try completing($0, $1, verb: "resolve") { try $0.resolve($1) }
                          },
                          refund,
                          transactionAction("delete", "Delete a transaction or request from the ledger.",
                                            saying: SandboxTransactionRow.afterDelete) { try $0.delete($1) },
                          set, reset,
                          SandboxCustomerCommands.status, SandboxCustomerCommands.customers, SandboxCustomerCommands.deliver,
                          SandboxCustomerCommands.spend, SandboxCustomerCommands.restore,
                          SandboxAppTransactionCommand.spec, SandboxRefundCommands.refundRequest, SandboxRefundCommands.reviewRefunds,
                          SandboxRootCertificateCommand.spec, SandboxNotificationsCommand.spec] + subscriptionCommands
        )
    }

    /// Said in every subcommand's help: the parent's options apply.
    static let sharedOptionsNote = """
        The options of 'kiosk sandbox' (--catalog, --state, --storefronts) may be given before or after the subcommand.
        """

    static var list: CommandSpec {
        CommandSpec(
            name: "list",
            abstract: "List every transaction and request, with its signature check as the app sees it.",
            discussion: """
            With --json, an array of rows, oldest first: id, originalID, productID, productType, subscriptionGroupID,
            status, reason, quantity, purchaseDate, originalPurchaseDate, expirationDate, revocationDate,
            revocationReason (the App Store's: 0 other, 1 a problem in the app), refunded (what the refund gave back: what
            the row charged, and for an upgrade the unused rest of the old plan credited to it, refundedCreditedRest),
            unusedRestRefunded (on a row an upgrade replaced: the part of its unused rest the upgrade refunded at once, in
            the row's currency: what the new price could not take, or the whole rest when the upgrade was charged in
            another currency), ownership, storefront, price (what a completed row charged), currency, offer,
            appAccountToken, signedDate, isFinished, isUpgraded, willAutoRenew, signature (as the app sees it: UNVERIFIED while the simulated
            Verification error is on, saying whether the signature itself verifies), signatureProblem (a field without a
            value is left out).
            \(sharedOptionsNote)
            """,
            options: [SharedOptions.json(printing: "the transactions")],
            run: { arguments, console in
                let store = try SandboxStoreInput.open(arguments, console)
                if arguments.printsJSON {
                    try SandboxTransactionRow.writeJSON(store, to: console)
                } else {
                    try SandboxTransactionRow.writeTable(store, to: console)
                }
                return ExitStatus.ok
            }
        )
    }

    static var buy: CommandSpec {
        CommandSpec(
            name: "buy",
            abstract: "Buy a product as the customer would (Ask to Buy, interruptions and errors apply).",
            discussion: helpDiscussion("""
            Without --customer it is the store's purchase for the default customer, as StoreKit makes it: the transaction
            is left unfinished, for an app to deliver ('kiosk sandbox deliver'), unless --finish delivers and finishes
            it; --account-token and --family shape it. With --customer (the default customer's name, \(Customer.defaultName),
            too) it is the app's purchase for that customer: the storefront rules are asked first (already entitled:
            nothing charged, exit 1), the transaction carries the customer's token, and it is delivered (a consumable
            credited once) and finished. When another process removes the transaction (a reset, or a delete of it) after the
            purchase completed and before it is finished, buy says so and exits 65: the purchase was made, then removed,
            and nothing of it is left to deliver or finish.
            """),
            options: [
                PurchaseOptions.quantity,
                PurchaseOptions.offer,
                PurchaseOptions.accountToken,
                PurchaseOptions.family,
                PurchaseOptions.finish,
                SharedOptions.customer,
                SharedOptions.rules,
            ],
            arguments: [ArgumentSpec("PRODUCT", help: "The product identifier.")],
            run: { arguments, console in
                // For a customer: as the app buys, under the rules (already entitled, delivered, finished).
                if arguments.customerName != nil {
                    // A customer's purchase carries their own token and is their own, never a family member's.
                    if try arguments.isFamilyShared || arguments.appAccountToken() != nil {
                        throw UsageError("--customer buys as that customer, with their own app account token; --family and --account-token "
                                         + "are for a purchase without --customer.", commandPath: arguments.commandPath)
                    }
                    return try SandboxCustomerCommands.buy(arguments, console)
                }
                let store = try SandboxStoreInput.open(arguments, console)
                let request = try SandboxContext.purchaseRequest(arguments, store: store)
                let current = try currentSubscription(ofGroupOf: request.productID, store: store)
                try refuseAnotherCustomersGroup(request, current: current, store: store)
                let restart = AutoRenewRestart(before: current)
                switch try StoreCall.run({ try store.purchase(request) }) {
                case .completed(let record):
                    return try bought(record, arguments, console, store: store, restart: restart)
                case .pending(let record):
                    let next = record.status == .askToBuy ? "approve \(record.id)' or 'decline \(record.id)" : "resolve \(record.id)"
                    console.print("\(record.status == .askToBuy ? "Ask to Buy" : "Interrupted"): request \(record.id) for \(record.productID) waits; run 'kiosk sandbox \(next)'.")
                case .planChangeScheduled(let record):
                    console.print(SandboxTransactionRow.scheduledChange(to: request.productID, from: record.productID, renewal: record.expirationDate)
                                  + (try restart.words(store: store)))
                case .alreadyEntitled(let record):
                    // The default customer's purchase, unless it carries another token: what another customer owns is named so.
                    let buyer = request.appAccountToken == nil ? Customer.defaultName : nil
                    let owner = try buyer.map { _ in try StoreCall.run { try CustomerBook(directory: store.stateDirectory).owner(of: record) } }
                    guard let buyer, let owner, owner != buyer else {
                        console.printError("kiosk: the customer already owns \(record.productID) (transaction \(record.id)); nothing was charged.")
                        return ExitStatus.failure
                    }
                    console.printError(SandboxCustomerCommands.ownedByAnother(record.productID, transaction: record.id, owner: owner, buyer: buyer))
                    return ExitStatus.failure
                }
                return ExitStatus.ok
            }
        )
    }

    /// Says what a purchase completed as `record` bought; with --finish, delivers (a consumable credited to the customer's
    /// balance first) and finishes it first, as an app that verified it does, and leaves one that does not verify unfinished.
    /// Another process removing the transaction meanwhile is said as such (`RemovedPurchase`).
    static func bought(_ record: LedgerRecord, _ arguments: ParsedArguments, _ console: Console, store: SandboxStore,
                       restart: AutoRenewRestart) throws -> Int32 {
        try RemovedPurchase.steps(after: record.id, of: record.productID, store: store) {
            try finishedAndSaid(record, arguments, console, store: store, restart: restart)
        }
    }

    /// `bought`'s steps.
    private static func finishedAndSaid(_ record: LedgerRecord, _ arguments: ParsedArguments, _ console: Console, store: SandboxStore,
                                        restart: AutoRenewRestart) throws -> Int32 {
        // Checked once: an unverified transaction is neither delivered nor finished, a verified one is
        // delivered as it was checked.
        let checked = arguments.finishesAtOnce ? try SandboxCustomerCommands.unfinished(record.id, store: store) : nil
        if case .unverified(let unverified)? = checked {
            // An app neither delivers nor finishes a transaction that does not verify: it is charged, and waits.
            return try SandboxCustomerCommands.boughtButHeld(record, unverified, for: nil, store: store, console: console)
        }
        // Finished as an app that delivered it: a consumable is credited to the customer's balance first.
        var credit: ConsumableCredit?
        if arguments.finishesAtOnce, record.productKind == .consumable {
            credit = try SandboxCustomerCommands.deliver(record.id, arguments, console, store: store,
                                                         verified: checked?.verifiedTransaction)
        } else if arguments.finishesAtOnce {
            _ = try StoreCall.run { try store.finish(record.id) }
        }
        let finished = try StoreCall.run { try store.record(record.id) }
        let charge = try StoreCall.run { try SandboxTransactionRow.charge(finished, in: store) }
        let credited = credit.map { ", credited \($0.amount) to \($0.balance)" } ?? ""
        console.print("Bought \(record.productID): transaction \(record.id)\(credited)\(SandboxTransactionRow.summary(finished))\(charge)."
                      + (try restart.words(store: store)))
        return ExitStatus.ok
    }

    /// The subscription giving access now of the group of a plan (`activeSubscription`); nil for a product of no group,
    /// or a group with none.
    static func currentSubscription(ofGroupOf productID: String, store: SandboxStore) throws -> SandboxSubscriptionStatus? {
        guard let group = store.catalog.product(withID: productID)?.subscription?.groupID else { return nil }
        return try activeSubscription(in: group, store: store)
    }

    /// Without an account token, a purchase is the default customer's (or, with `--customer`, that customer's): a
    /// subscription of the group another customer owns (`current`, active or in its grace period) is theirs to change
    /// (`refuseAnotherCustomers`: one refusal, exit 65, for buy with or without --customer, change and redeem).
    static func refuseAnotherCustomersGroup(_ request: PurchaseRequest, current: SandboxSubscriptionStatus?, for name: String = Customer.defaultName,
                                            book: CustomerBook? = nil, store: SandboxStore) throws {
        guard request.appAccountToken == nil, request.ownership == .purchased, let current else { return }
        let book = try book ?? StoreCall.run { try CustomerBook(directory: store.stateDirectory) }
        try refuseAnotherCustomers(current, command: "buy", productID: request.productID, for: name, book: book)
    }

    static var refund: CommandSpec {
        CommandSpec(
            name: "refund",
            abstract: "Refund (revoke) a transaction.",
            discussion: helpDiscussion(SandboxRulesText.refunds),
            options: [ReasonOptions.revocation],
            arguments: [ArgumentSpec("ID", help: "The transaction id.")],
            run: { arguments, console in
                let store = try SandboxStoreInput.open(arguments, console)
                let reason = try arguments.revocationReason()
                let id = try SandboxContext.transactionID(arguments)
                let waiting = try SandboxRefundCommands.changesWaiting(on: [id], in: store)
                let record = try StoreCall.run { try store.refund(id, reason: reason) }
                let amount = try StoreCall.run { try store.refunded(record) }.map { ": \($0.words(\.description))" } ?? ""
                let takes = record.productKind == .consumable ? try takenBack(record, store: store) : "; it no longer entitles"
                let dropped = try SandboxRefundCommands.droppedWords(waiting, byRefunding: record, in: store)
                console.print("Refunded transaction \(id) (\(record.productID))\(amount)\(takes)\(dropped).")
                return ExitStatus.ok
            }
        )
    }

    /// What taking back a refunded consumable's credit did, read back from the customer book: `; 600 taken back from
    /// ann's coins (0 left)`, that it had credited nothing, or that it waits for the refund to verify.
    static func takenBack(_ record: LedgerRecord, store: SandboxStore) throws -> String {
        let book = try StoreCall.run { try CustomerBook(directory: store.stateDirectory) }
        let client = SandboxCustomerCommands.marketplace(store)
        return takenBackWords(try SandboxCustomerCommands.perform({
            try await book.takeBack(afterRefundOf: UInt64(record.id), through: client, at: store.clock.now())
        }))
    }

    /// A take-back's outcome as the end of a refund's sentence (`takenBack`).
    static func takenBackWords(_ outcome: TakeBackOutcome) -> String {
        switch outcome {
        case .taken(let taken): return "; \(taken.amount) taken back from \(taken.customer)'s \(taken.balance) (\(taken.left) left)"
        case .nothingCredited: return "; it had credited no balance, so nothing is taken back"
        case .waitsForVerification: return "; what it credited is taken back once the refund verifies"
        }
    }

    static var set: CommandSpec {
        CommandSpec(
            name: "set",
            abstract: "Change a setting for every process on this ledger.",
            discussion: """
            Settings: ask-to-buy on|off, interrupted on|off, storefront CODE (USA, DEU, ...), locale ID (de_DE),
            time-rate VALUE (a _timeRate number: 0 or real, 1-6, 10-13, 15, 1000-1005), renewal-billing-issues on|off,
            billing-grace-period on|off,
            original-app-version VERSION|off (what every app transaction reports as the original app version),
            refund-review immediate|decline|DELAY (how refund requests are reviewed; default 48h),
            environment Xcode|Sandbox (Xcode: StoreKit Testing's self-signed certificate; Sandbox: payloads say Sandbox and
            carry an App Store style chain under kiosk's root, see 'root-certificate'),
            notifications-url URL|off (where App Store Server Notifications are posted, see 'notifications'),
            error API CODE|off (API: load-products, purchase, verification, app-store-sync, ...; CODE: networkError,
            systemError, purchaseNotAllowed, userCancelled, ...). Overrides the catalog's settings until 'reset'.

            \(sharedOptionsNote)
            """,
            arguments: [ArgumentSpec("KEY", help: "The setting."), ArgumentSpec("VALUE", help: "The new value (error takes API and CODE).", variadic: true)],
            run: { arguments, console in
                let store = try SandboxStoreInput.open(arguments, console)
                let override = try SandboxContext.settingOverride(arguments)
                try store.set(override)
                console.print(SandboxContext.describe(override))
                return ExitStatus.ok
            }
        )
    }

    static var reset: CommandSpec {
        CommandSpec(
            name: "reset",
            abstract: "Delete every transaction, the balances they credited and every setting override (transaction ids keep counting up).",
            discussion: helpDiscussion("""
            Every customer's balances start again from zero: the customer book forgets the deliveries of the transactions
            removed and every spend made before (they spent what those deliveries credited); the customers and their
            app account tokens stay.
            """),
            options: [LedgerResetOptions.newKey],
            run: { arguments, console in
                let newKey = arguments.makesNewSigningKey
                let store = try SandboxStoreInput.open(arguments, console, newKey: newKey)
                let book = try StoreCall.run { try CustomerBook(directory: store.stateDirectory) }
                let count = try book.reset(store, newKey: newKey)
                console.print("Reset the ledger: removed \(count) transaction\(count == 1 ? "" : "s"), the balances they credited and every setting override"
                              + (newKey ? "; signing with a new key." : "."))
                return ExitStatus.ok
            }
        )
    }

    /// A subcommand's help text: its own `discussion`, then the note on shared options.
    static func helpDiscussion(_ discussion: String?) -> String {
        [discussion, sharedOptionsNote].compactMap { $0 }.joined(separator: "\n\n")
    }

    /// Completes a waiting request, unless that would make it a plan change of another customer's subscription
    /// (`CustomerBook.refusalToComplete`: exit 65, nothing written).
    private static func completing(_ store: SandboxStore, _ id: Int64, verb: String,
                                   _ complete: (SandboxStore, Int64) throws -> LedgerRecord) throws -> LedgerRecord {
        let book = try CustomerBook(directory: store.stateDirectory)
        if let refusal = try book.refusalToComplete(try store.record(id), in: store, verb: verb) {
            throw CommandFailure(refusal, status: ExitStatus.dataError)
        }
        return try complete(store, id)
    }

    /// A subcommand that takes one transaction id and does one thing to it; `discussion` comes before the
    /// note on shared options in its help. What it is `saying` more (approve, resolve: what the ledger row charged)
    /// ends its sentence; one that `notesAutoRenewRestart` (approve, resolve: a plan change made then turns auto-renew
    /// back on) says so after it, as `buy` does.
    static func transactionAction(_ name: String, _ abstract: String, discussion: String? = nil,
                                  saying more: (@Sendable (LedgerRecord, SandboxStore) throws -> String)? = nil,
                                  notesAutoRenewRestart: Bool = false,
                                  _ action: @escaping @Sendable (SandboxStore, Int64) throws -> LedgerRecord) -> CommandSpec {
        CommandSpec(
            name: name,
            abstract: abstract,
            discussion: helpDiscussion(discussion),
            arguments: [ArgumentSpec("ID", help: "The transaction id (see 'kiosk sandbox list').")],
            run: { arguments, console in
                let store = try SandboxStoreInput.open(arguments, console)
                let id = try SandboxContext.transactionID(arguments)
                // A request that does not exist is refused by the action, in the store's words.
                let restart = notesAutoRenewRestart ? try? StoreCall.run { try AutoRenewRestart(beforeCompleting: id, store: store) } : nil
                let record = try StoreCall.run { try action(store, id) }
                let said = try more.map { more in try StoreCall.run { try more(record, store) } } ?? ""
                let renewing = try restart.map { restart in try StoreCall.run { try restart.words(store: store) } } ?? ""
                console.print("\(SandboxContext.pastTense(name)) transaction \(id) (\(record.productID))\(SandboxTransactionRow.summary(record))\(said).\(renewing)")
                return ExitStatus.ok
            }
        )
    }
}
