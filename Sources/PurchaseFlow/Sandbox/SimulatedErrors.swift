import PaywallModel

/// Which simulated error each StoreKit API raises, as `_storeKitErrors` and `kiosk sandbox set error` choose.
///
/// A `.storekit` file picks an error by family and index in Xcode's menu (`{"type": "generic", "index": 2}`);
/// kiosk reads the families in the order of StoreKit's own error types: `generic` is `StoreKitError`
/// (unknown, userCancelled, networkError, systemError, notAvailableInStorefront, notEntitled), `purchase` is
/// `Product.PurchaseError` (invalidQuantity, productUnavailable, purchaseNotAllowed, ineligibleForOffer, then
/// the four offer errors, all `invalidOffer` here), `verification` is `VerificationResult.VerificationError`
/// (every one makes transactions unverified). An enabled API with no choice fails with `unknown`, and
/// Verification with `unverifiedTransaction`.
public enum SimulatedErrors {
    /// The StoreKit APIs kiosk's client can fail, with their command-line keys.
    public static let apiKeys: [(key: String, api: StoreKitErrorSetting.API)] = [
        ("load-products", .loadProducts), ("purchase", .purchase), ("verification", .verification),
        ("app-store-sync", .appStoreSync), ("subscription-status", .subscriptionStatus),
        ("app-transaction", .appTransaction), ("manage-subscriptions-sheet", .manageSubscriptionsSheet),
        ("refund-request-sheet", .refundRequestSheet), ("offer-code-redeem-sheet", .offerCodeRedeemSheet),
    ]

    /// The API with a command-line key (`purchase`) or Xcode name (`Load Products`), in any letter case.
    public static func api(named name: String) -> StoreKitErrorSetting.API? {
        let wanted = name.lowercased()
        return apiKeys.first { $0.key == wanted || $0.api.name.lowercased() == wanted }?.api
    }

    /// The command-line key of an API.
    public static func key(of api: StoreKitErrorSetting.API) -> String {
        apiKeys.first { $0.api == api }?.key ?? api.name.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    private static let families: [String: [MarketplaceError.Code]] = [
        "generic": [.unknown, .userCancelled, .networkError, .systemError, .notAvailableInStorefront, .notEntitled],
        "purchase": [.invalidQuantity, .productUnavailable, .purchaseNotAllowed, .ineligibleForOffer,
                     .invalidOffer, .invalidOffer, .invalidOffer, .invalidOffer],
    ]

    /// Every error StoreKit can throw from an API, as Xcode's menu offers them: `StoreKitError`'s for every API,
    /// `Product.PurchaseError`'s as well for Purchase, and a verification failure for Verification.
    public static func errors(for api: StoreKitErrorSetting.API) -> [MarketplaceError.Code] {
        if api == .verification { return [.unverifiedTransaction] }
        let generic = families["generic"] ?? []
        guard api == .purchase else { return generic }
        var purchase: [MarketplaceError.Code] = []
        for code in families["purchase"] ?? [] where !purchase.contains(code) { purchase.append(code) }
        return generic + purchase
    }

    /// The error codes a catalog's enabled `_storeKitErrors` ask for, by API.
    public static func codes(in settings: CatalogSettings) -> [StoreKitErrorSetting.API: MarketplaceError.Code] {
        var result: [StoreKitErrorSetting.API: MarketplaceError.Code] = [:]
        for setting in settings.enabledStoreKitErrors {
            result[setting.api] = code(for: setting)
        }
        if settings.isFailTransactionsEnabled, result[.purchase] == nil {
            result[.purchase] = .unknown
        }
        return result
    }

    /// The error one `_storeKitErrors` entry asks for.
    public static func code(for setting: StoreKitErrorSetting) -> MarketplaceError.Code {
        if setting.api == .verification || setting.current?.type == "verification" { return .unverifiedTransaction }
        guard let choice = setting.current, let family = families[choice.type], family.indices.contains(choice.index) else {
            return .unknown
        }
        return family[choice.index]
    }
}
