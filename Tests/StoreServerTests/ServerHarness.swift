import Foundation
import Testing
import PaywallModel
import TestSupport
@testable import PurchaseFlow
@testable import StoreServer

/// A sandbox store on a fresh state directory with a manual clock, the API serving it, and an App Store
/// Connect API key whose tokens the API accepts.
final class ServerHarness: @unchecked Sendable {
    static let start = Date(timeIntervalSince1970: 1_767_225_600)
    static let keyID = "KIOSKTEST1"

    let directory = TemporaryDirectory()
    let clock = ManualClock(ServerHarness.start)
    let store: SandboxStore
    let apiKey: SigningKey
    let api: AppStoreServerAPI

    init() throws {
        store = try SandboxStore(catalog: .demo, stateDirectory: directory.url, clock: clock)
        apiKey = try SigningKey.generate()
        // No request of these tests fails otherwise than with one of Apple's errors.
        api = AppStoreServerAPI(store: store, keys: APIKeyRing(keys: [Self.keyID: try PublicKey(pem: try apiKey.pem())])) {
            Issue.record("The API failed unexpectedly: \($0)")
        }
    }

    /// A bearer token with the given claims, signed by `key` (the harness's API key by default).
    func token(claims: [String: Any], keyID: String = ServerHarness.keyID, key: SigningKey? = nil) throws -> String {
        let header = try JSONSerialization.data(withJSONObject: ["alg": "ES256", "kid": keyID, "typ": "JWT"])
        let body = try JSONSerialization.data(withJSONObject: claims)
        let input = Base64URL.encode(header) + "." + Base64URL.encode(body)
        return input + "." + Base64URL.encode(try (key ?? apiKey).sign(Array(input.utf8)))
    }

    /// Claims Apple's library writes: issuer, audience, bundle id, and an expiry five minutes from now.
    func validClaims(now: Date = Date()) -> [String: Any] {
        ["iss": "issuer-1", "aud": "appstoreconnect-v1", "bid": store.bundleID, "exp": Int(now.timeIntervalSince1970) + 300]
    }

    /// The API's answer to a request carrying a valid token.
    func get(_ path: String, method: String = "GET", body: Data = Data()) throws -> ServerResponse {
        let (route, query) = RequestReader.split(path)
        let request = ServerRequest(method: method, path: route, query: query,
                                    headers: ["authorization": "Bearer \(try token(claims: validClaims()))"], body: body)
        return api.respond(to: request)
    }

    /// A response body as a JSON object.
    static func json(_ response: ServerResponse) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: response.body) as? [String: Any] ?? [:]
    }

    /// The `errorCode` of an error response, or nil.
    static func errorCode(_ response: ServerResponse) -> Int? {
        (try? json(response))?["errorCode"] as? Int
    }

    /// The verified payload of a JWS the store signed (in either environment).
    func verifiedPayload(_ jws: String) throws -> Data {
        try store.verifier.jwsVerifier.verifiedPayload(of: jws)
    }

    /// Buys a product at the current clock time, then moves the clock a minute on.
    @discardableResult
    func buy(_ productID: String) throws -> LedgerRecord {
        guard case .completed(let record) = try store.purchase(PurchaseRequest(productID: productID)) else {
            throw MarketplaceError(.purchaseNotAllowed, "\(productID) did not complete")
        }
        clock.advance(by: 60)
        return record
    }
}
