import Foundation
import PurchaseFlow

extension AppStoreServerAPI {
    /// Get All Subscription Statuses: every subscription of every group, with its newest transaction and
    /// renewal info, optionally only those in the `status` query values.
    func subscriptionStatuses(_ id: String, _ request: ServerRequest) throws -> ServerResponse {
        _ = try completedRecord(id)
        var wanted = Set<Int>()
        for text in request.queryValues("status") {
            guard let number = Int(text), (1...5).contains(number) else { throw APIError.invalidStatus }
            wanted.insert(number)
        }
        let settings = try store.settings()
        let groups = Set(try store.ledger.subscriptions().map(\.groupID)).sorted()
        let data = try groups.compactMap { group -> ResponseBodies.Group? in
            let items = try store.subscriptionStatuses(group: group).compactMap { status -> ResponseBodies.LastTransaction? in
                let number = status.state.serverStatus
                guard wanted.isEmpty || wanted.contains(number) else { return nil }
                return ResponseBodies.LastTransaction(
                    status: number, originalTransactionId: String(status.subscription.originalID),
                    signedTransactionInfo: try store.signedTransaction(status.latest, settings: settings),
                    signedRenewalInfo: try store.signedRenewalInfo(status, settings: settings))
            }
            return items.isEmpty ? nil : ResponseBodies.Group(subscriptionGroupIdentifier: group, lastTransactions: items)
        }
        return .json(ResponseBodies.Statuses(environment: settings.environment.rawValue, bundleId: store.bundleID, data: data))
    }

    /// The body of Extend a Subscription Renewal Date.
    private struct ExtendRequest: Decodable {
        var extendByDays: Int?
        var extendReasonCode: Int?
        var requestIdentifier: String?
    }

    /// Extend a Subscription Renewal Date: moves an active subscription's renewal date by 1 to 90 days
    /// (scaled by the sandbox time rate).
    func extendRenewalDate(_ id: String, _ request: ServerRequest) throws -> ServerResponse {
        guard let originalID = Int64(id), originalID > 0 else { throw APIError.invalidOriginalTransactionID }
        guard let body = try? JSONDecoder().decode(ExtendRequest.self, from: request.body) else { throw APIError.generalBadRequest }
        guard let days = body.extendByDays, (1...90).contains(days) else { throw APIError.invalidExtendByDays }
        guard let reason = body.extendReasonCode, (0...3).contains(reason) else { throw APIError.invalidExtendReasonCode }
        guard let identifier = body.requestIdentifier, !identifier.isEmpty, identifier.count <= 128 else { throw APIError.invalidRequestIdentifier }
        let done: RenewalExtension
        do {
            done = try store.extendRenewalDate(originalID: originalID, byDays: days, requestIdentifier: identifier)
        } catch let error as MarketplaceError where error.code == .noSuchTransaction {
            throw APIError.originalTransactionIDNotFound
        } catch let error as MarketplaceError where error.code == .notEntitled {
            throw APIError.subscriptionExtensionIneligible
        } catch is RequestIdentifierReusedError {
            throw APIError.invalidRequestIdentifier
        }
        return .json(ResponseBodies.ExtendRenewalDate(
            originalTransactionId: String(originalID), webOrderLineItemId: String(done.transactionID), success: true,
            effectiveDate: done.effectiveDate.milliseconds))
    }
}
