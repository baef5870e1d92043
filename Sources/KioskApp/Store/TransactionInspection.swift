import Foundation
import PurchaseFlow

/// One ledger record's signed transaction as the transaction detail shows it: whether it verified and why, and
/// its JWS header and payload pretty-printed.
public struct TransactionInspection: Hashable, Sendable {
    /// The record inspected.
    public var transactionID: Int64
    /// The JWS read, so a changed record (signed again) is inspected again; `nil` when it has none.
    public var jws: String?
    /// What the verification came to.
    public var result: Result
    /// Why it verified or did not, in a sentence.
    public var verification: String
    /// The JWS header as indented JSON lines with sorted keys; empty without a JWS.
    public var header: [String]
    /// The JWS payload as indented JSON lines with sorted keys; empty without a JWS.
    public var payload: [String]

    /// What verifying a record's JWS came to.
    public enum Result: String, Hashable, Sendable {
        /// Signed by the sandbox's certificate and matching its ledger row.
        case verified
        /// A signature that does not verify, or a row changed after signing: nothing is granted.
        case unverified
        /// A request that never completed (Ask to Buy, interrupted, declined) carries no signature.
        case notSigned = "not signed"
    }

    /// Inspects a record with a verifier: its verification and its JWS's parts as the signer wrote them.
    public init(_ record: LedgerRecord, verifier: TransactionVerifier) {
        transactionID = record.id
        jws = record.jws
        switch verifier.verify(record) {
        case .verified:
            result = .verified
            verification = "Verified: signed by the sandbox's certificate, and the ledger row matches what was signed."
        case .unverified where record.status != .completed:
            result = .notSigned
            verification = "Not signed: a purchase is signed when it completes."
        case .unverified(let unverified):
            result = .unverified
            verification = "Unverified, so nothing is granted: \(unverified.reason)"
        }
        let parts = record.isSignatureDeferred ? nil : record.jws.flatMap { try? CompactJWS($0) }
        header = parts.map { Self.prettyLines(Self.base64URLPart(0, of: $0.text)) } ?? []
        payload = parts.map { Self.prettyLines($0.payload) } ?? []
    }

    /// The inspection of a record the ledger no longer has.
    public init(missing id: Int64) {
        transactionID = id
        jws = nil
        result = .unverified
        verification = "This transaction is gone from the ledger."
        header = []
        payload = []
    }

    /// Decoded bytes of one dot-separated part of compact JWS text.
    private static func base64URLPart(_ index: Int, of text: String) -> Data {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.indices.contains(index) else { return Data() }
        return Base64URL.decode(parts[index]) ?? Data()
    }

    /// JSON bytes as indented lines with sorted keys; the bytes as text when they are not JSON.
    static func prettyLines(_ data: Data) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: data),
              let pretty = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
            return [String(decoding: data, as: UTF8.self)]
        }
        return String(decoding: pretty, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
