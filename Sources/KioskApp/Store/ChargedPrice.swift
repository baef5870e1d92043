import Foundation
import PurchaseFlow

/// Prices as a ledger record carries them.
enum ChargedPrice {
    /// The price actually charged and its currency (`99.99 USD`), from StoreKit's milliunits; `nil` without one.
    static func text(_ record: LedgerRecord) -> String? {
        guard let milliunits = record.priceMilliunits else { return nil }
        let amount = "\(Decimal(milliunits) / 1_000)"
        return record.currency.map { "\(amount) \($0)" } ?? amount
    }
}
