import Foundation
import PaywallModel
import PurchaseFlow

/// Performs the interactive program's store effects, for the current customer under the storefront rules:
/// buys, restores and reads products and the app transaction through the `MarketplaceClient` protocol, and
/// uses the sandbox's own capabilities (the ledger the screens read, the transaction manager, the clock,
/// settings, offer codes) on the sandbox store behind it. Every answer is a message.
public final class StoreEffectPerformer: EffectPerformer, @unchecked Sendable {
    /// The Marketplace client the app buys, restores, finishes and reads products and its app transaction
    /// through (it verifies every transaction before granting it); replaced when `--watch` reads a changed catalog.
    public var client: any MarketplaceClient { sandboxClient }
    /// The same client as the sandbox's, for what only the sandbox offers beside the Marketplace API: redeeming
    /// an offer code typed in (StoreKit shows a system sheet instead).
    var sandboxClient: SandboxMarketplace { lock.withLock { currentMarketplace } }
    /// The sandbox store behind the client: the ledger, subscriptions and settings the screens show, the
    /// transaction manager's actions and the clock, which a real Marketplace does not offer an app.
    public var store: SandboxStore { sandboxClient.store }
    private let lock = NSLock()
    private var currentMarketplace: SandboxMarketplace

    /// The storefront rules purchases, the store screen and the paywalls follow, made when first asked for (the
    /// demo's are read from their text by the first store read, after the first frame).
    public var rules: StorefrontRules { lock.withLock { givenRules }.value }
    private var givenRules: FirstUse<StorefrontRules>

    /// The customer the program acts for, and the customer book.
    let customers: CustomerSwitch

    /// Watches the catalog and offerings for `--watch`, when asked to.
    private let watcher: SourceWatcher?

    /// Fetches the offerings over HTTP once the program has started, when they come from an address.
    private let offeringsFetch: OfferingsFetch?

    /// Where update checks read the newest version, and the running version; `nil` when none is configured.
    private let updates: UpdateSettings?

    /// How often a purchase may be followed by a review request (Apple's yearly cap applies as well).
    private let reviewPeriod: ReviewRequestDelay

    /// Where the app was installed from, as the Marketplace client reports it.
    private let installationSource: InstallationSource

    /// The app version a customer switched to launches (their app transaction is issued at their first
    /// launch, as at start); `nil` issues none.
    let launchedAppVersion: String?

    /// Whether the current customer's launch is still to be made at the first store read (`launchesAtFirstRead`).
    private var launchIsDue: Bool

    /// The customers the app was launched for in this run (at the start, or switched to).
    private var launchedCustomers: Set<String> = []

    /// Notes that the app was launched for a customer in this run.
    func noteLaunched(_ name: String) {
        lock.withLock { _ = launchedCustomers.insert(name) }
    }

    /// Whether the app was launched for a customer in this run.
    func hasLaunched(_ name: String) -> Bool {
        lock.withLock { launchedCustomers.contains(name) }
    }

    /// Creates a session on a sandbox store, watching the catalog and offerings when a watcher is given, checking
    /// for updates when update settings are given, asking for reviews at most once per `reviewPeriod`, and
    /// reporting `installationSource` (the program's edge reads `KIOSK_INSTALLATION_SOURCE` for it); it acts for `customer` under
    /// `rules` (by default the rules without a rules file); a customer switched to launches
    /// `launchedAppVersion`, when given. `offerings` fetches the offerings after the start, when given. With
    /// `launchesAtFirstRead`, the first store read launches the app for `customer` first (their app transaction is
    /// issued at their first launch), so a program starting draws its first frame before that work.
    public init(store: SandboxStore, watcher: SourceWatcher? = nil, offerings: OfferingsFetch? = nil, updates: UpdateSettings? = nil,
                reviewPeriod: ReviewRequestDelay = .default,
                installationSource: InstallationSource,
                rules: @autoclosure @escaping @Sendable () -> StorefrontRules? = nil, customer: String = Customer.defaultName, launchedAppVersion: String? = nil,
                launchesAtFirstRead: Bool = false) {
        self.launchedAppVersion = launchedAppVersion
        launchIsDue = launchesAtFirstRead
        currentMarketplace = SandboxMarketplace(store: store, installationSource: installationSource)
        self.installationSource = installationSource
        let catalog = store.catalog
        givenRules = FirstUse { rules() ?? .defaults(for: catalog) }
        customers = CustomerSwitch(directory: store.stateDirectory, name: customer)
        self.watcher = watcher
        offeringsFetch = offerings
        self.updates = updates
        self.reviewPeriod = reviewPeriod
    }

    /// Performs one task and returns its result as a message.
    public func perform(_ task: Effect.Work) async -> Message {
        switch task {
        case .purchase(let productID, let offer, let confirmed):
            return .effectFinished(.purchase(productID: productID, outcome: await purchase(productID, offer: offer, simulating: confirmed?.simulation,
                                                                                         agreeing: confirmed?.terms)))
        case .restore:
            return .effectFinished(.restore(await restore()))
        case .switchCustomer(let name):
            customers.switchTo(name)
            await launchForCurrentCustomer()
            return await refreshed()
        case .spend(let balance, let amount):
            return .effectFinished(.spent(await spend(amount, from: balance)))
        case .lookUpCode(let code):
            return .effectFinished(await lookUp(code))
        case .redeem(let code, let agreed):
            return .effectFinished(.redeem(code: code, outcome: await redeem(code, agreeing: agreed)))
        case .refresh:
            return await refreshed()
        case .inspect(let id):
            return .effectFinished(.inspected(inspect(id)))
        case .manage(let action, let id, let expected, let agreed):
            return .effectFinished(.managed(await manage(action, id, expecting: expected, agreeing: agreed)))
        case .subscription(let action, let productID):
            return .effectFinished(.managed(manage(action, productID)))
        case .clock(let move):
            return .effectFinished(.managed(moveClock(move)))
        case .reloadIfChanged:
            return .effectFinished(reloadIfChanged())
        case .loadOfferings(let cachedOnly):
            guard let offeringsFetch else { return .effectFinished(.offeringsLoaded(nil, notes: ["No offerings address was given."], cachedOnly: cachedOnly)) }
            // The fetch blocks for as long as the server takes: it runs on a thread of its own, not the program's.
            return await withCheckedContinuation { continuation in
                Thread.detachNewThread { continuation.resume(returning: .effectFinished(offeringsFetch.result(cachedOnly: cachedOnly))) }
            }
        case .requestReview(let productID):
            let requests = ReviewRequests(stateDirectory: store.stateDirectory, clock: store.clock)
            let shown = (try? requests.requestReview(period: reviewPeriod)) ?? false
            return .effectFinished(.reviewRequested(afterPurchaseOf: productID, shown: shown))
        case .checkForUpdate(let force):
            return .effectFinished(.updateChecked(await checkForUpdate(force: force)))
        case .requestRefund(let id, let reason, let review):
            return .effectFinished(.managed(requestRefund(of: id, reason: reason, expecting: review)))
        case .requestTestNotification:
            do {
                let test = try store.requestTestNotification()
                return .effectFinished(.managed(.succeeded("Test notification #\(test.id) written (\(test.uuid)); it is posted within a second, and this screen shows whether it was received.")))
            } catch {
                return .effectFinished(.managed(.failed(Self.describe(error))))
            }
        case .setting(let key, let value):
            do {
                let settings = try store.set(try SettingOverride(key: key, value: value))
                return .effectFinished(.managed(.succeeded(SettingText.now(key, in: settings))))
            } catch {
                return .effectFinished(.managed(.failed(Self.describe(error))))
            }
        }
    }

    /// Reads products, ledger, subscriptions and settings, after the renewals and expirations the clock has
    /// reached; delivers (credits and finishes) the current customer's verified transactions left unfinished,
    /// as an app does when they arrive. Product states and subscriptions are the current customer's only.
    public func snapshot() async throws -> StoreSnapshot {
        let launches = lock.withLock { () -> Bool in
            defer { launchIsDue = false }
            return launchIsDue
        }
        if launches { await launchForCurrentCustomer() }
        _ = try store.catchUp()
        let (session, appTransaction) = try await customerSessionAndAppTransaction()
        try await session.deliverUnfinished()
        let catalog = store.catalog
        let subscriptionIDs = catalog.products.filter(\.isSubscription).map(\.id)
        let otherIDs = catalog.products.filter { !$0.isSubscription }.map(\.id)
        let fetched = try await client.fetchProducts(for: subscriptionIDs, subscription: true)
            + client.fetchProducts(for: otherIDs, subscription: false)
        let order = Dictionary(uniqueKeysWithValues: catalog.products.enumerated().map { ($0.element.id, $0.offset) })
        let products = fetched.sorted { (order[$0.id] ?? 0) < (order[$1.id] ?? 0) }
        let groups = catalog.subscriptionGroups.map { StoreSnapshot.Group(id: $0.id, name: $0.name) }
        let subscriptions = try store.allSubscriptionStatuses()
        let removedIDs = try store.removedProducts().map(\.id)
        let stateIDs = products.map(\.id) + removedIDs
        let states = Dictionary(uniqueKeysWithValues: zip(stateIDs, try store.purchaseStates(of: stateIDs, termEnd: session.rules.termEnd(of:purchasedAt:))))
        let nextRecordID = try store.ledger.nextID()
        var snapshot = StoreSnapshot(products: products, groups: groups, records: try store.records(), states: states, subscriptions: subscriptions,
                                     settings: try store.settings(), now: store.clock.now(),
                                     installationSource: await client.installationSource)
        snapshot.nextRecordID = nextRecordID
        snapshot.removedProductIDs = removedIDs
        snapshot.catalogProductIDs = Set(catalog.products.map(\.id))
        snapshot.winBackOfferIDs = try store.eligibleWinBackOffers()
        snapshot.refundRequests = try store.ledger.refundRequests().reversed()
        (snapshot.notifications, snapshot.notificationCounts) = try store.ledger.newestNotifications(limit: NotificationsScreen.shown)
        snapshot.upcomingEvents = try store.upcomingEvents()
        snapshot.clockOffset = try store.ledger.clockOffset()
        snapshot.charges = try store.charges(of: subscriptionIDs, settings: snapshot.settings)
        snapshot.promotionalCharges = try store.promotionalCharges(of: subscriptionIDs, settings: snapshot.settings)
        snapshot.priceNote = store.priceBook.reuseNote(in: snapshot.settings.storefront)
        for product in catalog.products {
            snapshot.productPriceNotes[product.id] = store.priceBook.reuseNote(for: product, in: snapshot.settings.storefront)
        }
        var view = try await customerView(of: snapshot, session: session)
        try addSubscriptionStores(to: &view)
        addAppTransaction(to: &view, appTransaction)
        return view
    }

    /// Reads the watched catalog, offerings and rules again when they changed, selling from the new catalog under the
    /// new rules from now on; when they cannot be read, the last good ones stay in use.
    private func reloadIfChanged() -> EffectResult {
        switch watcher?.check() ?? .unchanged {
        case .unchanged:
            return .sourcesUnchanged
        case .problems(let problems):
            return .sourceProblems(problems)
        case .reloaded(let sources):
            let catalog = sources.store.catalog
            lock.withLock {
                currentMarketplace = SandboxMarketplace(store: sources.store, installationSource: installationSource)
                givenRules = FirstUse { sources.rules ?? .defaults(for: catalog) }
            }
            return .sourcesReloaded(sources.paywalls)
        }
    }

    /// What an offer code redeems, checked as redeeming checks it, or why it cannot be redeemed.
    private func lookUp(_ code: String) async -> EffectResult {
        do {
            if let refusal = try await anotherCustomersRefusal(of: code) { return .codeLookedUp(code: code, terms: nil, refusal: refusal) }
            return .codeLookedUp(code: code, terms: try store.terms(ofCode: code), refusal: nil)
        } catch {
            return .codeLookedUp(code: code, terms: nil, refusal: .failed(Self.describe(error)))
        }
    }

    /// The refusal of a code for a plan of a group another customer of this Apple ID subscribes to: it would change
    /// their subscription. Nil for any other code.
    private func anotherCustomersRefusal(of code: String) async throws -> EffectResult.Outcome? {
        guard let productID = store.productRedeemed(by: code), let group = store.catalog.product(withID: productID)?.subscription?.groupID else {
            return nil
        }
        let session = try await customerSession()
        guard let (transaction, owner) = try await session.anotherCustomersSubscription(in: group) else { return nil }
        return .notCharged("this Apple ID's \(displayName(of: transaction.productID)) belongs to \(owner); the code would change it. "
                           + "Restore purchases moves it to \(session.customer.name).")
    }

    /// Redeems an offer code through the Marketplace (which finds the code's offer and checks eligibility); with
    /// `agreed`, only while its terms are still those (another process may have changed the store since).
    private func redeem(_ code: String, agreeing agreed: CodeOfferTerms?) async -> EffectResult.Outcome {
        do {
            if let refusal = try await anotherCustomersRefusal(of: code) { return refusal }
            if let agreed, try store.terms(ofCode: code) != agreed {
                return .notCharged("the terms of \(agreed.code) changed since they were shown; press Enter to see the new ones.")
            }
            let changesBefore = try store.scheduledPlanChanges()
            // The redemption is the current customer's: it carries their app account token, as their purchases do.
            let customer = try customers.book().customer(named: customers.currentName, at: store.clock.now())
            let result = try await outcome(of: sandboxClient.redeem(code: code, appAccountToken: customer.appAccountToken))
            // A code for a subscriber's next renewal replaces a plan change scheduled for it; say so.
            guard case .succeeded(let text) = result, let dropped = try store.planChangeDropped(since: changesBefore) else { return result }
            return .succeeded(text + " The change to \(displayName(of: dropped)) planned for that renewal is dropped: the code replaces it.")
        } catch {
            return .failed(Self.describe(error))
        }
    }

    /// What a code redemption ended in, in words; a purchased transaction is finished (delivered) first. A
    /// subscriber's code waits for the next renewal, and the words say so, as the ledger has it.
    private func outcome(of result: PurchaseResult) async throws -> EffectResult.Outcome {
        switch result {
        case .purchased(let transaction):
            try await client.finish(transaction)
            return .succeeded(try scheduledChangeText(transaction) ?? purchasedText(transaction))
        case .pending(let pending):
            return WaitingRequest(pending).opened(name: displayName(of: pending.productID))
        case .cancelled:
            return .cancelled
        case .alreadyEntitled(let transaction):
            return .succeeded("You already have \(displayName(of: transaction.productID)); nothing was charged.")
        }
    }

    /// What a purchased transaction gives and what it charged, read back from its ledger row: `Plus, Monthly is active
    /// until 30 Dec 2026, bought for 12,99 €.`, `100 Coins is yours, bought for £0.99.`; an offer it asked for
    /// (`askedOfferText`) or a plan change made now (`planChangeChargeText`) says what it charged in place of the price.
    func purchasedText(_ transaction: PurchaseTransaction) throws -> String {
        let name = displayName(of: transaction.productID)
        let given = transaction.expirationDate.map { "\(name) is active until \(DateText.day($0))" } ?? "\(name) is yours"
        let details = try askedOfferText(transaction) + planChangeChargeText(transaction)
        guard details.isEmpty else { return "\(given).\(details)" }
        let record = try store.record(Int64(transaction.id))
        return "\(given), \(ManageText.bought(record, locale: Locale(identifier: try store.settings().locale)))."
    }

    /// The offer a purchase asked for, read back from its ledger row: ` It used the promotional offer X: $6.49
    /// charged now.` (`nothing charged now.` for a free one; a plan change says what it charged after); empty without one (an introductory offer applies by
    /// itself, and the purchase text does not name it).
    func askedOfferText(_ transaction: PurchaseTransaction) throws -> String {
        let record = try store.record(Int64(transaction.id))
        guard let offer = record.offer, offer.kind != .introductory else { return "" }
        let used = " It used the \(offer.kind.rawValue) offer \(offer.id ?? "")"
        guard try store.credit(of: record) == .none, let price = record.chargedPrice else { return used + "." }
        guard price.amount > 0 else { return used + ": nothing charged now." }
        return used + ": \(price.formatted(locale: Locale(identifier: try store.settings().locale))) charged now."
    }

    /// What a plan change that started at once charged, read back from its ledger row, with what it refunded of the old
    /// plan's rest as the ledger recorded it (`SandboxStore.restRefunded(atChange:)`): ` The change charged $5.76 now
    /// (prorated).`; empty for any other purchase.
    func planChangeChargeText(_ transaction: PurchaseTransaction) throws -> String {
        let record = try store.record(Int64(transaction.id))
        let credit = try store.credit(of: record)
        let locale = Locale(identifier: try store.settings().locale)
        guard credit != .none, let charged = ChargedPrice.text(record, locale: locale) else { return "" }
        let refunded = try store.restRefunded(atChange: record)
        switch credit {
        case .none: return ""
        case .credited:
            return " The change charged \(charged) now (prorated)" + (refunded.map { "; \($0.formatted(locale: locale)) of the unused rest, more than the price, was refunded." } ?? ".")
        case .refunded(let rest):
            return " The change charged \(charged) now, the whole price; \(ManageText.restInAnotherCurrency(rest, refunded: refunded, locale: locale))."
        }
    }

    /// The change the next renewal of a transaction's subscription brings (a plan change or a code that waits for
    /// it), read back from the ledger: `Plus Basic, Weekly starts at your next renewal on …; you keep Plus
    /// Premium, Yearly until then.`; `nil` when the renewal changes nothing.
    func scheduledChangeText(_ transaction: PurchaseTransaction) throws -> String? {
        guard let group = transaction.subscriptionGroupID,
              let status = try store.subscriptionStatuses(group: group).first(where: { $0.subscription.originalID == Int64(transaction.originalID) })
        else { return nil }
        return ChangeText.scheduled(status, name: displayName(of:))
    }

    /// A product's name in the store's locale for messages (the id for a product the catalog lacks or one without a name).
    func displayName(of productID: String) -> String {
        let locale = (try? store.settings())?.locale
        return store.catalog.product(withID: productID)?.label(for: locale, catalogLocale: store.catalog.settings.locale) ?? productID
    }

    /// Looks for a newer version in the configured lookup answer, remembering the check in the state directory.
    private func checkForUpdate(force: Bool) async -> UpdateCheckOutcome {
        guard let updates else { return .notConfigured }
        let checker = AppUpdateChecker(source: updates.source, stateDirectory: store.stateDirectory, clock: store.clock)
        do {
            return .checked(try await checker.check(currentVersion: updates.currentVersion, force: force))
        } catch {
            return .failed(String(describing: error))
        }
    }

    /// Acts on a record as the transaction manager does, refunding (granting a refund request too) or deleting only while its facts are `expected`,
    /// approving or resolving only on the terms `agreed`; what came of it, read back from the ledger.
    private func manage(_ action: Effect.StoreAction, _ id: Int64, expecting expected: RecordFacts?, agreeing agreed: PurchaseTerms?) async -> EffectResult.Outcome {
        do {
            var request: RefundRequest?
            var givenBack: LedgerRecord?
            var changeDropped = false
            let refunds = action == .refund || action == .grantRefundRequest
            // The plan change a refund of the subscription's newest transaction drops, read before it (and after, below);
            // a record not found is the refund's to say.
            let waiting = refunds ? try (try? store.record(id)).flatMap(store.planChangeWaiting(on:)) : nil
            switch action {
            case .finish: _ = try store.finish(id, checkingVerification: true)
            case .approve, .resolve:
                // Never a plan change of another customer's subscription, as a purchase by the requester would not be.
                if let refusal = try customers.book().refusalToComplete(try store.record(id), in: store, verb: action == .approve ? "approve" : "resolve") {
                    return .notCharged(refusal)
                }
                _ = try action == .approve ? store.approve(id, agreeing: agreed) : store.resolve(id, agreeing: agreed)
            case .decline: _ = try store.decline(id)
            case .refund: _ = try store.refund(id, expecting: expected)
            case .grantRefundRequest: request = try store.reviewRefundRequest(of: id, grant: true, expecting: expected)
            case .declineRefundRequest: request = try store.reviewRefundRequest(of: id, grant: false)
            case .delete:
                let deleted = try store.delete(id, expecting: expected)
                givenBack = try store.planGivenBack(byDeleting: deleted)
                changeDropped = try store.changeDropped(byDeleting: deleted)
            }
            let after = try? store.record(id)
            let credit = try after.map(store.credit(of:))
            let restRefunded = try after.flatMap(store.restRefunded(atChange:))
            let decided = try request.flatMap { asked in try store.ledger.refundRequests().first { $0.id == asked.id } }
            let goesOn = refunds ? try after.flatMap(subscriptionGoingOn(after:)) : nil
            let refund = try after.flatMap(store.refunded)
            let refundDropped = try after.flatMap { try store.planChangeDropped(waiting, byRefunding: $0) }
            let takenBack = try await coinsTakenBack(for: after)
            return ManageText.result(of: action, on: id, after: after, credit: credit, restRefunded: restRefunded, request: decided, refund: refund, goesOnAs: goesOn,
                                     givenBack: givenBack, changeDropped: changeDropped, refundDropped: refundDropped, takenBack: takenBack, name: displayName(of:),
                                     locale: Locale(identifier: try store.settings().locale))
        } catch let changed as PurchaseTermsChanged {
            return .notCharged(changed.description(naming: displayName(of:)))
        } catch {
            return .failed(Self.describe(error))
        }
    }

    /// What refunding a consumable took back from a balance, read back from the customer book once the take-back has
    /// run (`600 Coins taken back from ann (0 left)`, or that it credited nothing or waits for the refund to verify); nil
    /// for anything else, or while it is not refunded.
    private func coinsTakenBack(for record: LedgerRecord?) async throws -> String? {
        guard let record, record.productKind == .consumable, record.revocationDate != nil else { return nil }
        switch try await customers.book().takeBack(afterRefundOf: UInt64(record.id), through: client, at: store.clock.now()) {
        case .taken(let taken):
            let name = rules.balances.first { $0.key == taken.balance }?.name ?? taken.balance
            return "\(taken.amount) \(name) taken back from \(taken.customer) (\(taken.left) left)"
        case .nothingCredited: return "it had credited no balance"
        case .waitsForVerification: return "what it credited is taken back once the refund verifies"
        }
    }

    /// The newest transaction of the subscription a refunded record belongs to, when the subscription goes on after
    /// the refund (an older period was refunded); nil when it was revoked or the record is no subscription's.
    private func subscriptionGoingOn(after record: LedgerRecord) throws -> Int64? {
        guard record.productKind == .autoRenewableSubscription, let status = try store.subscriptionStatus(containing: record),
              status.state != .revoked, status.latest.id != record.id else { return nil }
        return status.latest.id
    }

    /// Reads and verifies one record's signed transaction for the transaction detail.
    private func inspect(_ id: Int64) -> TransactionInspection {
        guard let record = try? store.record(id) else { return TransactionInspection(missing: id) }
        return TransactionInspection(record, verifier: store.verifier)
    }

    private func manage(_ action: Effect.SubscriptionAction, _ productID: String) -> EffectResult.Outcome {
        do {
            // Turning auto-renew off drops a plan change waiting for the renewal (as on the App Store), and turning it on
            // again while it is on drops one too: read before, so what was dropped is read back after.
            let changesBefore = action == .resumeRenewal || action == .cancelRenewal ? try store.scheduledPlanChanges() : [:]
            // Fixing billing renews when a renewal is due: a transaction made since is that renewal (as the command line tells it).
            let nextIDBefore = action == .billingIssueOff ? try store.ledger.nextID() : nil
            let record: LedgerRecord
            switch action {
            case .cancelRenewal: record = try store.setAutoRenew(of: productID, false)
            case .resumeRenewal: record = try store.setAutoRenew(of: productID, true)
            case .renew: record = try store.forceRenewal(of: productID)
            case .expire: record = try store.expireSubscription(of: productID)
            case .billingIssueOn: record = try store.setBillingIssue(of: productID, true)
            case .billingIssueOff: record = try store.setBillingIssue(of: productID, false)
            }
            let status = try store.subscriptionStatus(containing: record), settings = try store.settings()
            let renewal = nextIDBefore.flatMap { record.id >= $0 ? record : nil }
            let dropped = try store.planChangeDropped(since: changesBefore)
            let result = SubscriptionActionText.result(of: action, record: record, status: status, renewal: renewal,
                                                       everyRenewalFails: settings.isRenewalBillingIssuesEnabled, dropped: dropped,
                                                       name: displayName(of:), locale: Locale(identifier: settings.locale))
            // Resuming drops a plan change the renewal was to make: the customer keeps the plan, in words short enough for
            // a paywall's status line.
            guard action == .resumeRenewal, case .succeeded = result, let dropped else { return result }
            return .succeeded("You keep \(displayName(of: productID)); the change to \(displayName(of: dropped)) is dropped.")
        } catch {
            return .failed(Self.describe(error))
        }
    }

    /// A sentence for an error: the Marketplace's own message when it has one.
    static func describe(_ error: any Error) -> String {
        if let error = error as? MarketplaceError { return error.message }
        return String(describing: error)
    }
}
