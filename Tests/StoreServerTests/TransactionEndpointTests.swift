import Foundation
import Testing
@testable import PurchaseFlow
@testable import StoreServer

@Suite("App Store Server API: transactions, history paging, statuses and error bodies")
struct TransactionEndpointTests {
    @Test func unknownAndMalformedTransactionIDsGetApplesErrorBodies() throws {
        let harness = try ServerHarness()
        let missing = try harness.get("/inApps/v1/transactions/99")
        #expect(missing.status == 404 && missing.contentType == "application/json")
        let body = try ServerHarness.json(missing)
        #expect(body["errorCode"] as? Int == 4040010 && body["errorMessage"] as? String == "Transaction id not found.")
        let malformed = try harness.get("/inApps/v1/transactions/abc")
        #expect(malformed.status == 400 && ServerHarness.errorCode(malformed) == 4000006)
        #expect(try harness.get("/inApps/v2/history/99").status == 404)
        #expect(try harness.get("/inApps/v1/nothing/here").status == 404)
    }

    @Test func transactionInfoIsSignedNowFromTheLedger() throws {
        let harness = try ServerHarness()
        let bought = try harness.buy("demo.lifetime")
        let response = try harness.get("/inApps/v1/transactions/\(bought.id)")
        #expect(response.status == 200)
        let jws = try #require(try ServerHarness.json(response)["signedTransactionInfo"] as? String)
        let payload = try SignedTransactionPayload.decode(try harness.verifiedPayload(jws))
        #expect(payload.transactionId == String(bought.id) && payload.productId == "demo.lifetime" && payload.environment == .xcode)
        #expect(payload.signedDate == Timestamp(harness.clock.now()), "signed at the time of the request")
    }

    @Test func historyPagesTwentyAtATimeWithARevisionInEitherOrder() throws {
        let harness = try ServerHarness()
        var ids: [String] = []
        for _ in 0..<23 { ids.append(String(try harness.buy("demo.coins.100").id)) }
        try harness.buy("demo.lifetime")
        ids.append(String(try harness.store.records().last!.id))

        func page(_ query: String) throws -> (ids: [String], revision: String, hasMore: Bool) {
            let body = try ServerHarness.json(try harness.get("/inApps/v2/history/1?\(query)"))
            let signed = try #require(body["signedTransactions"] as? [String])
            let decoded = try signed.map { try SignedTransactionPayload.decode(try harness.verifiedPayload($0)).transactionId }
            return (decoded, try #require(body["revision"] as? String), try #require(body["hasMore"] as? Bool))
        }
        let first = try page("")
        #expect(first.ids == Array(ids.prefix(20)) && first.hasMore)
        let second = try page("revision=\(first.revision)")
        #expect(second.ids == Array(ids.dropFirst(20)) && !second.hasMore)
        let newest = try page("sort=DESCENDING")
        #expect(newest.ids == Array(ids.reversed().prefix(20)))
        #expect(try page("sort=DESCENDING&revision=\(newest.revision)").ids == Array(ids.reversed().dropFirst(20)))
        #expect(try page("productType=NON_CONSUMABLE").ids == [ids.last!])
        #expect(try page("productId=demo.lifetime&productId=demo.coins.600").ids == [ids.last!])

        let badRevision = try harness.get("/inApps/v2/history/1?revision=%%%")
        #expect(badRevision.status == 400 && ServerHarness.errorCode(badRevision) == 4000005)
        #expect(ServerHarness.errorCode(try harness.get("/inApps/v2/history/1?sort=SIDEWAYS")) == 4000021)
        #expect(ServerHarness.errorCode(try harness.get("/inApps/v2/history/1?productType=GADGET")) == 4000022)
        #expect(ServerHarness.errorCode(try harness.get("/inApps/v2/history/1?startDate=5&endDate=5")) == 4000013)
    }

    @Test func finishedConsumablesLeaveV1HistoryButStayInV2() throws {
        let harness = try ServerHarness()
        let coins = try harness.buy("demo.coins.100")
        try harness.store.finish(coins.id)
        let v1 = try #require(try ServerHarness.json(try harness.get("/inApps/v1/history/\(coins.id)"))["signedTransactions"] as? [String])
        let v2 = try #require(try ServerHarness.json(try harness.get("/inApps/v2/history/\(coins.id)"))["signedTransactions"] as? [String])
        #expect(v1.isEmpty && v2.count == 1)
    }

    @Test func statusesCarrySignedRenewalInfoAndRefundsAreListed() throws {
        let harness = try ServerHarness()
        try harness.store.set(try SettingOverride(key: "environment", value: "Sandbox"))
        let monthly = try harness.buy("demo.plus.standard.monthly")
        let lifetime = try harness.buy("demo.lifetime")
        try harness.store.refund(lifetime.id, reason: .other)

        let body = try ServerHarness.json(try harness.get("/inApps/v1/subscriptions/\(monthly.id)"))
        #expect(body["environment"] as? String == "Sandbox" && body["bundleId"] as? String == harness.store.bundleID)
        let group = try #require((body["data"] as? [[String: Any]])?.first)
        #expect(group["subscriptionGroupIdentifier"] as? String == "KPLUS")
        let item = try #require((group["lastTransactions"] as? [[String: Any]])?.first)
        #expect(item["status"] as? Int == 1 && item["originalTransactionId"] as? String == String(monthly.id))
        let renewal = try SignedRenewalInfoPayload.decode(try harness.verifiedPayload(try #require(item["signedRenewalInfo"] as? String)))
        #expect(renewal.autoRenewStatus == 1 && renewal.productId == "demo.plus.standard.monthly" && renewal.environment == .sandbox)
        let filtered = try ServerHarness.json(try harness.get("/inApps/v1/subscriptions/\(monthly.id)?status=2"))
        #expect((filtered["data"] as? [Any])?.isEmpty == true)

        let refunds = try ServerHarness.json(try harness.get("/inApps/v2/refund/lookup/\(monthly.id)"))
        let signed = try #require(refunds["signedTransactions"] as? [String])
        #expect(try signed.map { try SignedTransactionPayload.decode(try harness.verifiedPayload($0)).transactionId } == [String(lifetime.id)])
        #expect(refunds["hasMore"] as? Bool == false)
    }

    @Test func extendingARenewalDateMovesTheLedgersExpiration() throws {
        let harness = try ServerHarness()
        let monthly = try harness.buy("demo.plus.standard.monthly")
        let before = try #require(try harness.store.ledger.subscriptions().first).expirationDate
        let body = try JSONSerialization.data(withJSONObject: ["extendByDays": 3, "extendReasonCode": 1, "requestIdentifier": "r-1"])
        let response = try harness.get("/inApps/v1/subscriptions/extend/\(monthly.id)", method: "PUT", body: body)
        #expect(response.status == 200)
        let after = try #require(try harness.store.ledger.subscriptions().first).expirationDate
        #expect(after > before)
        #expect((try ServerHarness.json(response))["effectiveDate"] as? Int64 == after.millisecondsSince1970)
        let tooLong = try JSONSerialization.data(withJSONObject: ["extendByDays": 91, "extendReasonCode": 1, "requestIdentifier": "r-2"])
        #expect(ServerHarness.errorCode(try harness.get("/inApps/v1/subscriptions/extend/\(monthly.id)", method: "PUT", body: tooLong)) == 4000009)
        #expect(ServerHarness.errorCode(try harness.get("/inApps/v1/subscriptions/extend/777", method: "PUT", body: body)) == 4040005)
    }
}
