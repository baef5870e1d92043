import Foundation
import PaywallModel
import PurchaseFlow

/// Where the customer stands with one product, as the ledger's latest record for it says.
public enum Ownership: Hashable, Sendable {
    /// Waiting for a parent's approval (Ask to Buy) or for an interrupted purchase to be resolved.
    case pending(PendingPurchase.Reason)
    /// A parent declined the Ask to Buy request.
    case declined
    /// Owned for good (a non-consumable).
    case owned
    /// A consumable bought this many times in all.
    case bought(quantity: Int)
    /// A subscription that runs until a date, renewing or not.
    case active(until: Date, willRenew: Bool)
    /// A subscription that ended.
    case expired(at: Date)
    /// Refunded or otherwise taken back.
    case revoked

    /// The ownership of each product with a record in the ledger, from the records (any order) at a time.
    public static func byProduct(_ records: [LedgerRecord], now: Date) -> [String: Ownership] {
        var result: [String: Ownership] = [:]
        var consumableCounts: [String: Int] = [:]
        for record in records.sorted(by: { $0.id < $1.id }) {
            switch record.status {
            case .askToBuy: result[record.productID] = .pending(.askToBuy)
            case .interrupted: result[record.productID] = .pending(.interrupted)
            case .declined: result[record.productID] = .declined
            case .completed:
                if record.revocationDate != nil {
                    result[record.productID] = .revoked
                } else if record.productKind == .consumable {
                    consumableCounts[record.productID, default: 0] += record.quantity
                    result[record.productID] = .bought(quantity: consumableCounts[record.productID]!)
                } else if let expiration = record.expirationDate {
                    result[record.productID] = expiration > now
                        ? .active(until: expiration, willRenew: record.willAutoRenew && !record.isUpgraded)
                        : .expired(at: expiration)
                } else {
                    result[record.productID] = .owned
                }
            }
        }
        return result
    }

    /// Whether the customer has what the product gives right now.
    public var isEntitled: Bool {
        switch self {
        case .owned, .active: return true
        default: return false
        }
    }

    /// A few words for lists: "active until 30 Dec 2026, renews", "pending approval".
    public var summary: String {
        switch self {
        case .pending(.askToBuy): return "pending approval"
        case .pending(.interrupted): return "interrupted"
        case .declined: return "declined"
        case .owned: return "owned"
        case .bought(let quantity): return "bought \(quantity)"
        case .active(let until, let willRenew): return "active until \(Self.day(until))" + (willRenew ? ", renews" : ", cancelled")
        case .expired(let date): return "expired \(Self.day(date))"
        case .revoked: return "refunded"
        }
    }

    /// A date as a short day (`30 Dec 2026`), the same in every locale and time zone so screens are stable.
    static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.day, .month, .year, .hour, .minute], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        return "\(parts.day ?? 1) \(months[(parts.month ?? 1) - 1]) \(parts.year ?? 1970) \(time) UTC"
    }
}
