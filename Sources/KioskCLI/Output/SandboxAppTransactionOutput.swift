import Foundation
import PurchaseFlow

/// What `kiosk sandbox app-transaction` prints: the verified app transaction's fields (StoreKit's names
/// in `--json`), and `lines` as text.
struct SandboxAppTransactionOutput: Encodable {
    var customer: String
    var appTransactionID: String
    var bundleID: String
    var appVersion: String
    var originalAppVersion: String
    var originalPurchaseDate: String
    var environment: String
    var signedDate: String
    var verified = true
    var jws: String

    init(customer: String, appTransaction: AppTransaction) {
        self.customer = customer
        appTransactionID = appTransaction.appTransactionID
        bundleID = appTransaction.bundleID
        appVersion = appTransaction.appVersion
        originalAppVersion = appTransaction.originalAppVersion
        originalPurchaseDate = RulesSummary.timestamp(appTransaction.originalPurchaseDate)
        environment = appTransaction.environment.rawValue
        signedDate = RulesSummary.timestamp(appTransaction.signedDate)
        jws = appTransaction.jwsRepresentation
    }

    /// The app transaction as text.
    var lines: [String] {
        [
            "App transaction \(appTransactionID) of \(customer) (verified)",
            "  bundle id:              \(bundleID)",
            "  app version:            \(appVersion)",
            "  original app version:   \(originalAppVersion)",
            "  original purchase date: \(originalPurchaseDate)",
            "  environment:            \(environment)",
            "  signed:                 \(signedDate)",
        ]
    }
}
