import Foundation
import Testing
@testable import PurchaseFlow
@testable import StoreServer

@Suite("App Store Server API: bearer tokens as Apple checks them")
struct BearerTokenTests {
    private func status(_ harness: ServerHarness, authorization: String?) -> Int {
        let headers = authorization.map { ["authorization": $0] } ?? [:]
        return harness.api.respond(to: ServerRequest(method: "GET", path: "/inApps/v1/transactions/1", headers: headers)).status
    }

    @Test func aTokenSignedByAGivenKeyIsAcceptedAndEveryFlawGets401() throws {
        let harness = try ServerHarness()
        try harness.buy("demo.lifetime")
        let now = Date()
        func bearer(_ change: (inout [String: Any]) -> Void) throws -> String {
            var claims = harness.validClaims(now: now)
            change(&claims)
            return "Bearer " + (try harness.token(claims: claims))
        }
        #expect(status(harness, authorization: try bearer { _ in }) == 200)
        #expect(status(harness, authorization: try bearer { $0["iat"] = Int(now.timeIntervalSince1970) }) == 200, "iat is optional but checked when given")

        #expect(status(harness, authorization: nil) == 401, "no token")
        #expect(status(harness, authorization: "Bearer not.a.jwt") == 401)
        #expect(status(harness, authorization: try bearer { $0["exp"] = Int(now.timeIntervalSince1970) - 1 }) == 401, "expired")
        #expect(status(harness, authorization: try bearer { $0["exp"] = Int(now.timeIntervalSince1970) + 2 * 3_600 }) == 401, "lives past 60 minutes")
        #expect(status(harness, authorization: try bearer {
            $0["iat"] = Int(now.timeIntervalSince1970) - 1_800
            $0["exp"] = Int(now.timeIntervalSince1970) + 1_900
        }) == 401, "exp more than 60 minutes after iat")
        #expect(status(harness, authorization: try bearer { $0["aud"] = "appstoreconnect-v2" }) == 401)
        #expect(status(harness, authorization: try bearer { $0["bid"] = "com.example.other" }) == 401)
        #expect(status(harness, authorization: try bearer { $0.removeValue(forKey: "iss") }) == 401)
        let stranger = try SigningKey.generate()
        #expect(status(harness, authorization: "Bearer " + (try harness.token(claims: harness.validClaims(now: now), key: stranger))) == 401,
                "signed by a key the server was not given")
        #expect(status(harness, authorization: "Bearer " + (try harness.token(claims: harness.validClaims(now: now), keyID: "OTHER"))) == 401,
                "a key id the server does not know")
    }

    @Test func keysAreReadFromP8OrPublicPEMFilesAndBadSpecificationsAreNamed() throws {
        let harness = try ServerHarness()
        let p8 = harness.directory.file("AuthKey.p8")
        try harness.apiKey.pem().write(to: p8)
        let ring = try APIKeyRing(specifications: ["K1=\(p8.path)"])
        #expect(ring.keys.keys.sorted() == ["K1"])
        #expect(throws: APIKeyError.self) { try APIKeyRing(specifications: ["K1"]) }
        let missing = #expect(throws: APIKeyError.self) { try APIKeyRing(specifications: ["K1=/nonexistent/key.p8"]) }
        #expect(missing?.description.contains("/nonexistent/key.p8") == true)
    }
}
