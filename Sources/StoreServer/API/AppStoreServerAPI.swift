import Foundation
import PurchaseFlow

/// The App Store Server API served from the sandbox ledger: Apple's paths, JSON bodies, paging and errors,
/// behind Apple's bearer-token authentication.
///
/// Every signed transaction and renewal info is signed at the time of the request in the environment in
/// force (`kiosk sandbox set environment`), as Apple signs its responses; what they say is read from the
/// ledger, after catching up renewals that fell due.
public final class AppStoreServerAPI: Sendable {
    /// The sandbox store served.
    public let store: SandboxStore
    /// The token check; nil serves without authentication (loopback without API keys).
    let tokens: BearerTokenVerifier?
    /// Told each failure the API does not answer with one of Apple's own errors: the request and the error, in a line.
    let reportFailure: @Sendable (String) -> Void

    /// Serves a store; requests need a token signed by one of `keys`, or none when no key is given. A request that
    /// fails otherwise than with one of Apple's errors is answered as Apple does (500, 5000000) and told to
    /// `reportingFailures` with its method, path and the error.
    public init(store: SandboxStore, keys: APIKeyRing, reportingFailures: @escaping @Sendable (String) -> Void) {
        self.store = store
        self.tokens = keys.isEmpty ? nil : BearerTokenVerifier(keys: keys, bundleID: store.bundleID)
        self.reportFailure = reportingFailures
    }

    /// Answers one request.
    public func respond(to request: ServerRequest) -> ServerResponse {
        if let tokens, let reason = tokens.rejection(of: request, at: Date()) {
            return ServerResponse(status: 401, body: Data("Unauthenticated: \(reason)\n".utf8), contentType: "text/plain")
        }
        do {
            return try route(request)
        } catch let error as APIError {
            return error.response
        } catch let error as MarketplaceError where error.code == .noSuchTransaction {
            return APIError.transactionIDNotFound.response
        } catch {
            reportFailure("\(request.method) \(request.path): \(error)")
            return APIError.generalInternal.response
        }
    }

    private func route(_ request: ServerRequest) throws -> ServerResponse {
        let route = Route(request)
        if let id = route.match("GET", "v1/transactions/*") { return try transactionInfo(id) }
        if let id = route.match("GET", "v1/history/*") { return try transactionHistory(id, request, includesFinishedConsumables: false) }
        if let id = route.match("GET", "v2/history/*") { return try transactionHistory(id, request, includesFinishedConsumables: true) }
        if let id = route.match("GET", "v2/refund/lookup/*") { return try refundHistory(id, request) }
        if let id = route.match("GET", "v1/subscriptions/*") { return try subscriptionStatuses(id, request) }
        if let id = route.match("PUT", "v1/subscriptions/extend/*") { return try extendRenewalDate(id, request) }
        if let id = route.match("PUT", "v1/transactions/consumption/*") ?? route.match("PUT", "v2/transactions/consumption/*") {
            return try consumptionInformation(id, request)
        }
        if request.method == "POST", route.segments == ["v1", "notifications", "test"] { return try requestTestNotification() }
        if let token = route.match("GET", "v1/notifications/test/*") { return try testNotificationStatus(token) }
        if request.method == "POST", route.segments == ["v1", "notifications", "history"] { return try notificationHistory(request) }
        return ServerResponse(status: 404)
    }

    // MARK: Transactions

    private func transactionInfo(_ id: String) throws -> ServerResponse {
        let record = try completedRecord(id)
        return .json(ResponseBodies.TransactionInfo(signedTransactionInfo: try store.signedTransaction(record, settings: try store.settings())))
    }

    private func transactionHistory(_ id: String, _ request: ServerRequest, includesFinishedConsumables: Bool) throws -> ServerResponse {
        _ = try completedRecord(id)
        let query = try TransactionHistoryQuery(request)
        let matching = try completedRecords().filter { record in
            query.matches(record) && (includesFinishedConsumables || record.productKind != .consumable || !record.isFinished || record.revocationDate != nil)
        }
        let page = try Page(of: matching, after: query.revision, descending: query.descending)
        let settings = try store.settings()
        return .json(ResponseBodies.History(
            revision: page.revision, bundleId: store.bundleID, environment: settings.environment.rawValue, hasMore: page.hasMore,
            signedTransactions: try page.records.map { try store.signedTransaction($0, settings: settings) }))
    }

    private func refundHistory(_ id: String, _ request: ServerRequest) throws -> ServerResponse {
        _ = try completedRecord(id)
        let refunded = try completedRecords().filter { $0.revocationDate != nil }
        let page = try Page(of: refunded, after: request.queryValues("revision").last)
        let settings = try store.settings()
        return .json(ResponseBodies.RefundHistory(signedTransactions: try page.records.map { try store.signedTransaction($0, settings: settings) },
                                                  revision: page.revision, hasMore: page.hasMore))
    }

    // MARK: Consumption

    private func consumptionInformation(_ id: String, _ request: ServerRequest) throws -> ServerResponse {
        _ = try completedRecord(id)
        guard let body = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any] else { throw APIError.generalBadRequest }
        guard body["customerConsented"] as? Bool == true else { throw APIError.invalidCustomerConsented }
        return ServerResponse(status: 202)
    }

    // MARK: Reading the ledger

    /// Every completed transaction, renewals caught up first.
    func completedRecords() throws -> [LedgerRecord] {
        try store.catchUp()
        return try store.records().filter { $0.status == .completed }
    }

    /// The completed transaction a path names; 4000006 when the id is not a number, 4040010 when absent.
    func completedRecord(_ text: String) throws -> LedgerRecord {
        guard let id = Int64(text), id > 0 else { throw APIError.invalidTransactionID }
        try store.catchUp()
        let record = try store.record(id)
        guard record.status == .completed else { throw APIError.transactionIDNotFound }
        return record
    }
}
