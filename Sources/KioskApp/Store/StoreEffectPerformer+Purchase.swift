import Foundation
import PaywallModel
import PurchaseFlow

extension StoreEffectPerformer {
    /// Buys a product for the current customer under the rules: nothing is charged when what it grants is
    /// already theirs, or when this Apple ID bought it for another customer, and nothing new is asked while a
    /// request of theirs for it waits, nor on other terms than the purchase sheet (or, with it off, the screen) showed. The offer asked for (a
    /// paywall's promotional offer) goes with the purchase; the store checks the customer may have it. A plan change
    /// that waits for the renewal says so, and a purchase what it charged (an offer used, a plan change's charge), as the
    /// ledger has them.
    func purchase(_ productID: String, offer choice: OfferChoice? = nil, simulating simulation: PurchaseSimulation? = nil,
                  agreeing terms: PurchaseTerms? = nil) async -> EffectResult.Outcome {
        let firstNewID = try? store.ledger.nextID()
        do {
            guard let product = store.catalog.product(withID: productID),
                  let info = try await client.fetchProducts(for: [productID], subscription: product.isSubscription).first else {
                return .failed("\(displayName(of: productID)) is not for sale here.")
            }
            let offer = ProductScreen.offer(choice, of: info)
            if let choice, offer == nil {
                return .failed("\(displayName(of: productID)) has no \(choice.kind.rawValue) offer \(choice.id ?? ""); nothing was charged.")
            }
            let session = try await customerSession()
            if let waiting = try waitingRequest(for: productID, of: session) { return waiting.alreadyWaiting(name: displayName(of: productID)) }
            switch try await session.purchase(info, offer: offer, simulating: simulation, agreeing: terms) {
            case .purchased(let transaction, let credit):
                // A plan change that waits for the renewal comes back with the current plan's transaction.
                let scheduled = transaction.productID == productID ? nil : try scheduledChangeText(transaction)
                let text = try scheduled ?? purchasedText(transaction)
                guard let credit, let balance = rules.balances.first(where: { $0.key == credit.balance }) else { return .succeeded(text) }
                let total = try session.book.balance(credit.balance, customer: session.customer.name)
                return .succeeded("\(text) \(credit.amount) added to \(balance.name); \(total) now.")
            case .pending(let pending):
                return WaitingRequest(pending).opened(name: displayName(of: productID))
            case .cancelled:
                return .cancelled
            case .alreadyEntitled(let decision):
                return .notCharged(CustomerStanding.explanation(decision, rules: rules, name: displayName(of:)))
            case .ownedByAnotherCustomer(let transaction, let owner):
                let group = transaction.subscriptionGroupID.map { store.catalog.group(withID: $0)?.name ?? $0 }
                return .notCharged(ProductText.boughtForAnother(product: displayName(of: transaction.productID), group: group, owner: owner,
                                                                customer: session.customer.name))
            }
        } catch let error as MarketplaceError where error.code == .unverifiedTransaction {
            return (try? await heldUnverified(productID, madeFrom: firstNewID)) ?? .failed(error.message)
        } catch let changed as PurchaseTermsChanged {
            return .notCharged(changed.description(naming: displayName(of:)))
        } catch let error as MarketplaceError where error.code == .purchaseNotAllowed {
            return (try? alreadyScheduledText(productID)).flatMap { $0.map(EffectResult.Outcome.notCharged) } ?? .failed(error.message)
        } catch {
            return .failed(Self.describe(error))
        }
    }

    /// A purchase the store completed and charged whose transaction does not verify (the simulated Verification error,
    /// or a row that cannot be trusted), read back from the ledger: the app neither delivers nor finishes it, so it
    /// is held unfinished, and delivered once it verifies (at the next read, as an unfinished transaction). Nil when
    /// no such transaction of the product was made from `firstNewID` on.
    private func heldUnverified(_ productID: String, madeFrom firstNewID: Int64?) async throws -> EffectResult.Outcome? {
        guard let firstNewID else { return nil }
        // Only the rows made since (the purchase's, after any renewal it caught up), each verified alone.
        var found: (LedgerRecord, UnverifiedTransaction)?
        for id in try firstNewID..<store.ledger.nextID() where found == nil {
            guard let record = try? store.record(id), record.productID == productID, record.status == .completed,
                  case .unverified(let held)? = try sandboxClient.unfinishedTransaction(id: id) else { continue }
            found = (record, held)
        }
        guard let (record, held) = found else { return nil }
        let locale = Locale(identifier: try store.settings().locale)
        let charged = ChargedPrice.text(record, locale: locale).map { " \($0)" } ?? ""
        return .held("\(displayName(of: productID)) was charged\(charged) (transaction #\(record.id)), but the transaction does not verify "
                     + "(\(held.reason)), so it is held unfinished and not delivered; it is delivered once it verifies. Buying again would charge again.",
                     transactionID: record.id)
    }

    /// The plan change into a product already scheduled for the next renewal (which the store refuses to choose
    /// again), read back from the ledger: `Plus Basic, Weekly starts at your next renewal on …; you keep Plus
    /// Premium, Monthly until then. It was already chosen; nothing was changed.`; nil when none is.
    private func alreadyScheduledText(_ productID: String) throws -> String? {
        guard let group = store.catalog.product(withID: productID)?.subscription?.groupID,
              let status = ChangeText.scheduledChange(to: productID, among: try store.subscriptionStatuses(group: group)),
              let scheduled = ChangeText.scheduled(status, name: displayName(of:)) else { return nil }
        return "\(scheduled) It was already chosen; nothing was changed."
    }

    /// The customer's request for a product that still waits in the ledger (Ask to Buy, interrupted), if any:
    /// buying again asks nothing new.
    private func waitingRequest(for productID: String, of session: CustomerSession) throws -> WaitingRequest? {
        guard case .pending = try store.purchaseState(of: productID) else { return nil }
        let name = session.customer.name, book = session.book
        return try Self.waitingRequests(in: store.records()) {
            try book.owner(of: $0) == name
        }.first { $0.productID == productID }
    }

    /// Restores purchases for the current customer: what was restored, and what moved to them from another
    /// customer.
    func restore() async -> EffectResult.Outcome {
        do {
            let session = try await customerSession()
            let moved = try await session.restore()
            let restored = try await session.entitlements()
            guard !restored.isEmpty else { return .succeeded("There was nothing to restore.") }
            var lines = ["Restored \(restored.count == 1 ? "1 purchase" : "\(restored.count) purchases"):"]
            lines += restored.map { "  \(displayName(of: $0.productID))" + ($0.expirationDate.map { ", active until \(DateText.day($0))" } ?? "") }
            lines += moved.map { "\(displayName(of: $0.productID)) moved from \($0.fromCustomer) to \(session.customer.name)." }
            return .succeeded(lines.joined(separator: "\n"))
        } catch {
            return .failed(Self.describe(error))
        }
    }
}
