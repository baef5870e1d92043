import Foundation
import PurchaseFlow

/// Checks the bearer JWT of an App Store Server API request as Apple does: ES256, signed by an App Store
/// Connect API key the server was given (`kid`), audience `appstoreconnect-v1`, an issuer, the app's bundle
/// id (`bid`), and an expiry in the future and at most 60 minutes away (and after `iat`, when given).
public struct BearerTokenVerifier: Sendable {
    /// The keys tokens may be signed with.
    public let keys: APIKeyRing
    /// The bundle id tokens must name.
    public let bundleID: String
    /// The longest a token may live.
    public static let maximumLifetime: TimeInterval = 60 * 60
    /// How far the client's clock may run ahead of the server's.
    static let allowedSkew: TimeInterval = 60

    /// Creates a verifier.
    public init(keys: APIKeyRing, bundleID: String) {
        self.keys = keys
        self.bundleID = bundleID
    }

    /// The token's claims that were checked.
    struct Claims: Decodable {
        var iss: String?
        var iat: Double?
        var exp: Double?
        var aud: String?
        var bid: String?
    }

    /// Nil when the request's `Authorization` header carries a valid token at `now`; else why not.
    public func rejection(of request: ServerRequest, at now: Date) -> String? {
        guard let header = request.headers["authorization"], header.lowercased().hasPrefix("bearer ") else {
            return "The request has no bearer token."
        }
        let token = header.dropFirst("bearer ".count).trimmingCharacters(in: .whitespaces)
        let jws: CompactJWS
        do { jws = try CompactJWS(token) } catch { return "The bearer token is not a JWT." }
        guard jws.header.alg == "ES256" else { return "The bearer token is not signed with ES256." }
        guard let kid = jws.header.kid, let key = keys.keys[kid] else { return "The bearer token's key id is not one of the server's API keys." }
        guard key.isValidSignature(jws.signature, of: jws.signingInput) else { return "The bearer token's signature does not verify." }
        guard let claims = try? JSONDecoder().decode(Claims.self, from: jws.payload) else { return "The bearer token's claims are not JSON." }
        guard claims.aud == "appstoreconnect-v1" else { return "The bearer token's audience is not appstoreconnect-v1." }
        guard let issuer = claims.iss, !issuer.isEmpty else { return "The bearer token has no issuer." }
        guard claims.bid == bundleID else { return "The bearer token's bundle id is not \(bundleID)." }
        guard let expiry = claims.exp else { return "The bearer token has no expiry." }
        let time = now.timeIntervalSince1970
        guard expiry > time else { return "The bearer token has expired." }
        guard expiry <= time + Self.maximumLifetime + Self.allowedSkew else { return "The bearer token expires more than 60 minutes from now." }
        if let issued = claims.iat {
            guard issued <= time + Self.allowedSkew else { return "The bearer token was issued in the future." }
            guard expiry - issued <= Self.maximumLifetime else { return "The bearer token lives longer than 60 minutes." }
        }
        return nil
    }
}
