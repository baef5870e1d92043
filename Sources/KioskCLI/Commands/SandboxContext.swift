import Foundation
import PaywallModel
import PurchaseFlow

/// What `kiosk sandbox` subcommands share: reading their arguments (transaction ids, purchases, offers, settings) and
/// the words they answer with. Opening the store is `SandboxStoreInput`'s.
enum SandboxContext {
    /// The transaction id argument.
    static func transactionID(_ arguments: ParsedArguments) throws -> Int64 {
        let text = arguments.argument("ID") ?? ""
        guard let id = Int64(text), id > 0 else {
            throw UsageError("'\(text)' is not a transaction id; ids are whole numbers (see 'kiosk sandbox list').", commandPath: arguments.commandPath)
        }
        return id
    }

    /// The purchase request of `kiosk sandbox buy`.
    static func purchaseRequest(_ arguments: ParsedArguments, store: SandboxStore) throws -> PurchaseRequest {
        let productID = arguments.argument("PRODUCT") ?? ""
        var request = PurchaseRequest(productID: productID, ownership: arguments.isFamilyShared ? .familyShared : .purchased)
        if let quantity = try arguments.purchaseQuantity() {
            request.quantity = quantity
        }
        request.appAccountToken = try arguments.appAccountToken()
        if let offer = arguments.offerName {
            request.offer = try offerChoice(offer, productID: productID, store: store)
        }
        return request
    }

    /// The offer a `--offer` value names on a product.
    static func offerChoice(_ value: String, productID: String, store: SandboxStore) throws -> OfferChoice {
        if ["introductory", "intro"].contains(value.lowercased()) { return OfferChoice(kind: .introductory) }
        let offers = store.catalog.product(withID: productID)?.subscription?.allOffers ?? []
        if let offer = offers.first(where: { $0.offerID == value && $0.kind != .code }) {
            return OfferChoice(kind: offer.kind, id: value)
        }
        if offers.contains(where: { $0.kind == .code && $0.referenceName?.lowercased() == value.lowercased() }) {
            return OfferChoice(kind: .code, id: value)
        }
        throw CommandFailure("'\(productID)' has no offer '\(value)'; give introductory, a promotional or win-back offer id, or a code offer's name.",
                             status: ExitStatus.dataError)
    }

    /// The setting a `set KEY VALUE...` command line names.
    static func settingOverride(_ arguments: ParsedArguments) throws -> SettingOverride {
        let key = arguments.argument("KEY") ?? ""
        let values = arguments.arguments("VALUE")
        let pair: (String, String)
        switch (key, values.count) {
        case ("error", 2): pair = ("error.\(values[0])", values[1])
        case ("error", _): throw UsageError("'set error' takes an API and an error code (or off): set error purchase networkError.", commandPath: arguments.commandPath)
        case (_, 1): pair = (key, values[0])
        default: throw UsageError("'set \(key)' takes one value.", commandPath: arguments.commandPath)
        }
        do {
            return try SettingOverride(key: pair.0, value: pair.1)
        } catch let error as SettingError {
            throw UsageError(error.message, commandPath: arguments.commandPath)
        }
    }

    /// One sentence saying what a setting is now.
    static func describe(_ override: SettingOverride) -> String {
        switch override.key {
        case "ask-to-buy": "Ask to Buy is now \(override.value)."
        case "interrupted": "Interrupted purchases are now \(override.value)."
        case "storefront": "The storefront is now \(override.value)."
        case "locale": "The locale is now \(override.value)."
        case "time-rate": "The time rate is now \(TimeRate(rawValue: Int(override.value) ?? 0))."
        case "renewal-billing-issues": "Renewal billing issues are now \(override.value)."
        case "billing-grace-period": "The billing grace period is now \(override.value)."
        case "refund-review": "Refund requests are now reviewed: \(override.value)."
        case "environment": override.value == StoreEnvironment.sandbox.rawValue
            ? "Signed data now says Sandbox and carries the chain under kiosk's root (kiosk sandbox root-certificate)."
            : "Signed data now says Xcode and carries StoreKit Testing's self-signed certificate."
        case "notifications-url": override.value == "off" ? "App Store Server Notifications are recorded but no longer posted."
            : "App Store Server Notifications are now posted to \(override.value) by 'kiosk serve' (or 'kiosk sandbox notifications send')."
        case "original-app-version": override.value == "off" ? "App transactions report each customer's first launch version again."
            : "App transactions now report original app version \(override.value)."
        default: "\(SimulatedErrors.api(named: String(override.key.dropFirst(6)))?.name ?? override.key) "
            + (override.value == "off" ? "no longer fails." : "now fails with \(override.value).")
        }
    }

    /// The past tense of an action's name, for messages.
    static func pastTense(_ action: String) -> String {
        switch action {
        case "finish": "Finished"
        case "approve": "Approved"
        case "decline": "Declined"
        case "resolve": "Resolved"
        case "delete": "Deleted"
        default: action
        }
    }
}
