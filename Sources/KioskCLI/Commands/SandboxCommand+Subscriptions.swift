import Foundation
import PaywallModel
import PurchaseFlow

/// `kiosk sandbox` subcommands for subscriptions over time: the clock, renewals, auto-renew, billing
/// issues and the status of every group.
extension SandboxCommand {
    /// The subscription subcommands, in help order.
    static var subscriptionCommands: [CommandSpec] {
        [advance, subscriptions,
         subscriptionAction("renew", "Renew a subscription now: its period ends and the next begins (same original id); with a billing issue on, it fails to bill.",
                            discussion: SandboxRulesText.endedSubscriptions
                                + "\n\nA renewal is the store's, whichever customer owns the subscription: renew takes no --customer.") {
             let wasRetried = try $0.subscriptionStatus(of: $1)?.renewalInfo.isInBillingRetry ?? false
             let record = try $0.forceRenewal(of: $1)
             let status = try $0.subscriptionStatus(containing: record)
             guard status?.state == .subscribed else {
                 let ended = SandboxTransactionRow.iso(record.expirationDate ?? Date())
                 return "The renewal of \($1) failed to bill\(wasRetried ? " again" : "") (a billing issue is on): "
                     + (wasRetried ? "it has been retried since \(ended)" : "its period ended \(ended)") + "; \(accessLeft(status, after: record))."
             }
             return "Renewed \(record.productID): transaction \(record.id)\(SandboxTransactionRow.summary(record))"
                 + "\(try SandboxTransactionRow.charge(record, in: $0))."
         },
         subscriptionAction("expire", "Expire a subscription now; it no longer renews.",
                            discussion: SandboxRulesText.endedSubscriptions) {
             let record = try $0.expireSubscription(of: $1)
             return "Expired \(record.productID) (transaction \(record.id)); it no longer renews."
         },
         subscriptionAction("cancel-renewal", "Turn auto-renew off, as the customer cancelling; access lasts until the period ends.",
                            discussion: SandboxRulesText.endedSubscriptions, forCustomer: true) {
             // The plan change waiting for the renewal goes with it, as on the App Store; read back, it is said.
             let changesBefore = try $0.scheduledPlanChanges()
             let record = try $0.setAutoRenew(of: $1, false)
             let dropped = try $0.planChangeDropped(since: changesBefore).map(SandboxRefundCommands.droppedWords) ?? ""
             return "\(record.productID) will not renew; \(accessLeft(try $0.subscriptionStatus(containing: record), after: record))\(dropped)."
         },
         subscriptionAction("resume-renewal", "Turn auto-renew back on.",
                            discussion: SandboxRulesText.endedSubscriptions, forCustomer: true) {
             let record = try $0.setAutoRenew(of: $1, true)
             return "\(record.productID) will renew again."
         },
         billingIssue, redeem, change]
    }

    static var redeem: CommandSpec {
        CommandSpec(
            name: "redeem",
            abstract: "Redeem an offer code (a code offer's reference name, any case), as the Offer Code Redeem Sheet does.",
            discussion: """
            A new or lapsed customer starts the code offer's subscription with the offer now. For a subscriber to the
            group, the code changes plan as buying does: a code for a higher level (or an equal level of the same
            period) starts now as an upgrade, charging the offer's price less the unused rest of the current plan; a
            code for the same plan, a lower level or another period keeps the current period and gets the offer at the
            next renewal (one code at a time: another code while one waits for the renewal is refused and not used up).
            A code that is not for this customer (new, existing or expired) is refused with the reason.

            Redeems for the customer --customer names (the default customer without it), as 'buy --customer' buys: the
            transaction carries their app account token. A code for a group whose subscription belongs to another
            customer of the app is refused (exit 65) and not used up.

            \(sharedOptionsNote)
            """,
            options: [SharedOptions.customer],
            arguments: [ArgumentSpec("CODE", help: "The offer code.")],
            run: { arguments, console in
                let store = try SandboxStoreInput.open(arguments, console)
                let code = arguments.argument("CODE") ?? ""
                let named = arguments.customerName
                let name = named ?? Customer.defaultName
                let book = try StoreCall.run { try CustomerBook(directory: store.stateDirectory) }
                // Whose the group's subscription is comes first: the store alone would judge the code by another
                // customer's subscription ("this customer subscribes to this group now").
                let group = store.productRedeemed(by: code).flatMap { store.catalog.product(withID: $0)?.subscription?.groupID }
                let current = try group.flatMap { try activeSubscription(in: $0, store: store) }
                if let current { try refuseAnotherCustomers(current, command: "redeem", productID: code, for: name, book: book) }
                let token = try StoreCall.run { try book.customer(named: name, at: Date()).appAccountToken }
                let changesBefore = try StoreCall.run { try store.scheduledPlanChanges() }
                let outcome = try StoreCall.run { try store.redeem(code: code, appAccountToken: token) }
                let verb = "Redeemed \(code)" + (named.map { " for \($0)" } ?? "")
                var sentence = try describe(outcome, verb: verb, waiting: "the redemption of \(code)", store: store)
                if case .planChangeScheduled = outcome, let dropped = try StoreCall.run({ try store.planChangeDropped(since: changesBefore) }) {
                    sentence += " The plan change to \(dropped) scheduled for that renewal is dropped: the code's renewal replaces it."
                }
                if case .completed(let record) = outcome, let current, current.subscription.originalID == record.originalID {
                    // The code's plan continues the subscription now: say which plan it replaced, as the ledger has it now.
                    let replaced = try StoreCall.run { try store.record(current.latest.id) }
                    sentence += " It starts now in place of \(replaced.productID) (transaction \(replaced.id)\(replaced.isUpgraded ? ", now marked upgraded" : ""))."
                }
                console.print(sentence)
                return ExitStatus.ok
            }
        )
    }

    static var change: CommandSpec {
        CommandSpec(
            name: "change",
            abstract: "Change a customer's plan within a subscription group: upgrades now (pro rata), downgrades at the next renewal.",
            discussion: """
            Changes the plan of the customer --customer names (the default customer without it), as 'buy --customer'
            does: a group whose subscription belongs to another customer of the app is refused (exit 65) and nothing
            is written or charged; '--customer OWNER' changes it, or 'kiosk sandbox restore --customer NAME' moves
            it to NAME first. A group with no active subscription is refused too (exit 1): 'kiosk sandbox buy' starts one.

            \(SandboxRulesText.planChanges)

            \(sharedOptionsNote)
            """,
            options: [SharedOptions.customer],
            arguments: [ArgumentSpec("PRODUCT", help: "The subscription to change to.")],
            run: { arguments, console in
                let store = try SandboxStoreInput.open(arguments, console)
                let productID = arguments.argument("PRODUCT") ?? ""
                let name = arguments.customerName ?? Customer.defaultName
                guard let group = store.catalog.product(withID: productID)?.subscription?.groupID else {
                    // A product the ledger has and the catalog no longer does is refused in the store's words, as buy and renew refuse it.
                    if store.catalog.product(withID: productID) == nil, try StoreCall.run({ try store.removedProducts() }).contains(where: { $0.id == productID }) {
                        try StoreCall.run { throw SandboxStore.noLongerInCatalog(productID, "no plan can change to it") }
                    }
                    throw CommandFailure("'\(productID)' is not an auto-renewable subscription of the catalog.", status: ExitStatus.dataError)
                }
                let book = try StoreCall.run { try CustomerBook(directory: store.stateDirectory) }
                guard let current = try activeSubscription(in: group, store: store) else {
                    throw CommandFailure("\(name) has no active subscription in the group of '\(productID)'; use 'kiosk sandbox buy' instead.", status: ExitStatus.failure)
                }
                try refuseAnotherCustomers(current, command: "change", productID: productID, for: name, book: book)
                let customer = try StoreCall.run { try book.customer(named: name, at: Date()) }
                let request = PurchaseRequest(productID: productID, appAccountToken: customer.appAccountToken)
                let restart = AutoRenewRestart(before: current)
                console.print(try describe(StoreCall.run { try store.purchase(request) }, verb: "Changed to \(productID) for \(name)",
                                           waiting: "the change to \(productID) for \(name)", changingTo: productID, store: store)
                              + restart.words(store: store))
                return ExitStatus.ok
            }
        )
    }

    /// The customer's own (not family-shared) subscription of a group that gives access now (subscribed, or in its
    /// grace period), after catching up; nil when there is none.
    static func activeSubscription(in group: String, store: SandboxStore) throws -> SandboxSubscriptionStatus? {
        try StoreCall.run { try store.accessGivingSubscription(in: group) }
    }

    /// Refuses to act for `name` on a group's subscription another customer of the app owns (exit 65, nothing written):
    /// `command PRODUCT --customer OWNER` acts for the owner, and a restore moves it to `name` first.
    static func refuseAnotherCustomers(_ current: SandboxSubscriptionStatus, command: String, productID: String, for name: String,
                                       book: CustomerBook) throws {
        let owner = try StoreCall.run { try book.owner(of: current.latest) }
        guard owner != name else { return }
        throw CommandFailure("The group's subscription (\(current.latest.productID), original transaction \(current.subscription.originalID)) belongs to "
                             + "\(owner), not \(name); nothing was charged or changed. 'kiosk sandbox \(command) \(productID) --customer \(owner)' "
                             + "changes it; 'kiosk sandbox restore --customer \(name)' moves it to \(name) first.", status: ExitStatus.dataError)
    }

    /// One sentence for what a purchase, redemption or plan change did (what a plan change charged, as the ledger
    /// has it; that the current plan stays when `changingTo` is it), or, when it waits (Ask to Buy, interrupted), that
    /// nothing is changed yet and what to run.
    private static func describe(_ outcome: StorePurchaseOutcome, verb: String, waiting: String, changingTo productID: String? = nil,
                                 store: SandboxStore) throws -> String {
        switch outcome {
        case .completed(let record):
            let charge = try StoreCall.run { try SandboxTransactionRow.charge(record, in: store) }
            return "\(verb): transaction \(record.id) for \(record.productID) (original \(record.originalID))\(SandboxTransactionRow.summary(record))\(charge)."
        case .planChangeScheduled(let record) where record.productID == productID:
            return SandboxTransactionRow.scheduledChange(to: record.productID, from: record.productID, renewal: record.expirationDate)
        case .planChangeScheduled(let record):
            let renewal = record.expirationDate ?? Date()
            // In a grace period or billing retry the renewal on that date failed: the next one comes once billing is fixed.
            let when = renewal > store.clock.now() ? SandboxTransactionRow.iso(renewal)
                : "once its billing is fixed (the renewal of \(SandboxTransactionRow.iso(renewal)) failed to bill)"
            return "\(verb) at the next renewal of \(record.productID), \(when); nothing was charged now."
        case .pending(let record):
            let next = record.status == .askToBuy ? "approve \(record.id)' or 'kiosk sandbox decline \(record.id)" : "resolve \(record.id)"
            return "Nothing is changed yet: \(waiting) waits as request \(record.id) (\(SandboxStore.describe(record.status))); run 'kiosk sandbox \(next)'."
        case .alreadyEntitled(let record):
            throw CommandFailure("The customer already has \(record.productID) (transaction \(record.id)); nothing was charged.", status: ExitStatus.failure)
        }
    }

    static var advance: CommandSpec {
        CommandSpec(
            name: "advance",
            abstract: "Move the sandbox clock forward for every process on this ledger, then make the renewals due.",
            discussion: """
            DURATION is any ISO 8601 duration (P1M, P1Y2M, P3D, P1DT12H, PT1H30M, PT0.5S; P0D moves nothing
            and says so) or a number and a unit (90s, 15m, 12h, 3d, 2w). Years, months and days are calendar
            ones; a fraction only on the last part, of weeks, days, hours, minutes or seconds. 'reset' sets the
            clock back. It then says everything the move made happen, as the ledger has it: renewals, plan changes
            they applied, offer codes they started, renewals that failed to bill, grace periods and billing
            retries that ended, expirations and refund requests decided.

            The clock's range is \(SandboxClockRange.summary): a step that would end later is refused
            (exit 64) and the clock stays where it is. One advance makes at most
            \(SandboxStore.maximumRenewalsPerAdvance) renewals: a step that would make more is
            refused (exit 65) with nothing written (the clock, renewals and log change in one SQL transaction);
            advance in smaller steps.

            \(SandboxRulesText.timeOrder)

            \(sharedOptionsNote)
            """,
            arguments: [ArgumentSpec("DURATION", help: "How far: P1M, 3d, 12h, ...")],
            run: { arguments, console in
                let text = arguments.argument("DURATION") ?? ""
                guard let step = ClockStep(text) else {
                    throw UsageError("'\(text)' is not a duration; give \(ClockStep.expectedForm).", commandPath: arguments.commandPath)
                }
                let store = try SandboxStoreInput.open(arguments, console)
                let report: ClockReport
                do {
                    report = try StoreCall.run { try store.advanceClockReporting(by: step) }
                } catch let error as ClockRangeError {
                    throw UsageError(error.description, commandPath: arguments.commandPath)
                } catch let error as RenewalLimitError {
                    throw CommandFailure(error.description, status: ExitStatus.dataError)
                }
                let now = SandboxTransactionRow.iso(store.clock.now())
                let lead = step.isZero ? "\(text) is zero: the sandbox clock stays at \(now)" : "The sandbox clock is now \(now)"
                console.print("\(lead): \(report.words).")
                return ExitStatus.ok
            }
        )
    }

    static var billingIssue: CommandSpec {
        CommandSpec(
            name: "billing-issue",
            abstract: "Make a subscription's renewals fail to bill (on), or fix its billing (off).",
            discussion: """
            With on, the next renewal enters billing retry (with a grace period when billing-grace-period is on).
            With off, a subscription in its grace period renews from its old date, one in billing retry from now
            (never charging for the time without access); one whose auto-renew was turned off meanwhile is not
            renewed: its retry ends, and so does the subscription. A subscription that has ended (expired, refunded,
            replaced by a plan change) is refused (exit 65): it never renews again.

            \(sharedOptionsNote)
            """,
            arguments: [ArgumentSpec("PRODUCT", help: "The subscription's product id."), ArgumentSpec("STATE", help: "on or off.")],
            run: { arguments, console in
                let productID = arguments.argument("PRODUCT") ?? ""
                let isOn: Bool
                switch (arguments.argument("STATE") ?? "").lowercased() {
                case "on": isOn = true
                case "off": isOn = false
                case let other: throw UsageError("'\(other)' is not on or off.", commandPath: arguments.commandPath)
                }
                let store = try SandboxStoreInput.open(arguments, console)
                let nextIDBefore = try StoreCall.run { try store.ledger.nextID() }
                let record = try StoreCall.run { try store.setBillingIssue(of: productID, isOn) }
                console.print(isOn ? "Renewals of \(productID) now fail to bill."
                                   : "Billing of \(productID) is fixed\(try fixedBilling(record, nextIDBefore: nextIDBefore, in: store)).")
                return ExitStatus.ok
            }
        )
    }

    static var subscriptions: CommandSpec {
        CommandSpec(
            name: "subscriptions",
            abstract: "Show every subscription group's state and renewal info, and every product's purchase state.",
            discussion: helpDiscussion("""
                A non-renewing subscription is active for the term the storefront rules give it ("nonRenewingTerms"),
                then expired until it is bought again; one the rules give no term never ends. Prices are written as
                scripts read amounts, in the storefront's currency ("ready (0.99 USD)"), whatever the locale.
                """),
            options: [SharedOptions.rules, SharedOptions.json(printing: "the status")],
            run: { arguments, console in
                let store = try SandboxStoreInput.open(arguments, console)
                let rules = try RulesInput.load(arguments.rulesPath, catalogPath: arguments.catalogPath, catalog: store.catalog)
                RulesInput.report(rules, to: console)
                let report = try StoreCall.run { try SandboxStatusReport(store: store, rules: rules) }
                if arguments.printsJSON {
                    console.print(try JSONOutput.string(report))
                } else {
                    report.lines().forEach(console.print)
                }
                return ExitStatus.ok
            }
        )
    }

    /// What access a subscription has left after an action, from its status read back from the ledger (`record` is what
    /// the action returned): `it stays active until …`, `it keeps access at most until its grace period ends (…)`, `it is in billing retry, without access`.
    private static func accessLeft(_ status: SandboxSubscriptionStatus?, after record: LedgerRecord) -> String {
        switch status?.state {
        case .inGracePeriod?:
            let end = status?.renewalInfo.gracePeriodExpirationDate ?? Date()
            return "it keeps access at most until its grace period ends (\(SandboxTransactionRow.iso(end)))"
        case .inBillingRetryPeriod?:
            return "it is in billing retry, without access"
        default:
            return "it stays active until \(SandboxTransactionRow.iso(status?.subscription.expirationDate ?? record.expirationDate ?? Date()))"
        }
    }

    /// What fixing billing did, read back from the ledger: `; renewed as transaction 4` (a transaction made since
    /// `nextIDBefore`), `; auto-renew was off, so it was not renewed and has ended`, `; X is no longer in the catalog, so
    /// it was not renewed and has ended`, or nothing.
    private static func fixedBilling(_ record: LedgerRecord, nextIDBefore: Int64, in store: SandboxStore) throws -> String {
        if record.id >= nextIDBefore { return "; renewed as transaction \(record.id)\(try SandboxTransactionRow.charge(record, in: store))" }
        if store.catalog.product(withID: record.productID) == nil {
            return "; \(record.productID) is no longer in the catalog, so it was not renewed and has ended"
        }
        return try store.subscriptionStatus(of: record.productID)?.state == .expired ? "; auto-renew was off, so it was not renewed and has ended" : ""
    }

    /// A subcommand that takes one subscription's product id and does one thing to it; `discussion` comes
    /// before the note on shared options in its help. One `forCustomer` (what the customer does: cancel, resume) takes
    /// `--customer`, and acts only on that customer's subscription; without it, on the subscription whoever owns it.
    static func subscriptionAction(_ name: String, _ abstract: String, discussion: String? = nil, forCustomer: Bool = false,
                                   _ action: @escaping @Sendable (SandboxStore, String) throws -> String) -> CommandSpec {
        let customerNote = """
            With --customer, only that customer's subscription: one another customer of the app owns is refused (exit 65)
            and nothing is changed. Without it, the subscription whoever owns it, as the Transaction Manager acts.
            """
        return CommandSpec(
            name: name,
            abstract: abstract,
            discussion: helpDiscussion(forCustomer ? [discussion, customerNote].compactMap { $0 }.joined(separator: "\n\n") : discussion),
            options: forCustomer ? [SharedOptions.customer] : [],
            arguments: [ArgumentSpec("PRODUCT", help: "The subscription's product id.")],
            run: { arguments, console in
                let store = try SandboxStoreInput.open(arguments, console)
                let productID = arguments.argument("PRODUCT") ?? ""
                if let customer = arguments.customerName,
                   let current = try StoreCall.run({ try store.allSubscriptionStatuses() }).first(where: { $0.subscription.productID == productID }) {
                    let book = try StoreCall.run { try CustomerBook(directory: store.stateDirectory) }
                    try refuseAnotherCustomers(current, command: name, productID: productID, for: customer, book: book)
                }
                console.print(try StoreCall.run { try action(store, productID) })
                return ExitStatus.ok
            }
        )
    }
}
