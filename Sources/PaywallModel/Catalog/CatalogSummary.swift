import Foundation

/// An overview of a catalog for people and scripts: counts, groups and levels, every product with its
/// formatted price, offers and settings. `kiosk catalog check` prints it as text or JSON.
public struct CatalogSummary: Sendable, Hashable, Codable {
    /// The file the catalog came from.
    public var file: String
    /// The format version (`3.0`).
    public var formatVersion: String
    /// The storefront prices are shown in.
    public var storefront: StorefrontSummary
    /// The locale names and prices are shown in.
    public var locale: String
    /// How many products of each kind, and in total.
    public var productCounts: [String: Int]
    /// How many offers of each kind.
    public var offerCounts: [String: Int]
    /// Every locale any product or group is localized in, sorted.
    public var localizations: [String]
    /// The subscription groups with their levels.
    public var subscriptionGroups: [GroupSummary]
    /// Every product in catalog order.
    public var products: [ProductSummary]
    /// The test settings in words.
    public var settings: SettingsSummary
    /// The storefronts a price sidecar prices, sorted; empty without a sidecar.
    public var sidecarStorefronts: [String]
    /// The price sidecar's file, when one was read (set by whoever read it).
    public var priceSidecar: String?
    /// Says when prices in this storefront reuse the catalog's amounts in another currency (`PriceBook.reuseNotice(in:)`).
    public var priceNotice: String?

    /// A storefront: code, name, currency.
    public struct StorefrontSummary: Sendable, Hashable, Codable {
        public var code: String
        public var name: String
        public var currency: String
    }

    /// A subscription group: the product ids at each level, from level 1 down.
    public struct GroupSummary: Sendable, Hashable, Codable {
        public var id: String
        public var name: String
        public var levels: [LevelSummary]
    }

    /// One level of a group.
    public struct LevelSummary: Sendable, Hashable, Codable {
        public var level: Int
        public var productIDs: [String]
    }

    /// One product.
    public struct ProductSummary: Sendable, Hashable, Codable {
        public var id: String
        public var kind: String
        public var name: String
        /// The catalog price as written (`4.99`).
        public var amount: String
        /// The price formatted for the storefront and locale (`$4.99`).
        public var price: String
        /// The renewal period (`P1M`) of an auto-renewable subscription.
        public var period: String?
        /// The price per month, when the period is not one month (`$8.64`).
        public var pricePerMonth: String?
        public var groupID: String?
        public var level: Int?
        public var offers: [OfferSummary]
    }

    /// One offer.
    public struct OfferSummary: Sendable, Hashable, Codable {
        public var kind: String
        /// The offer id of promotional and win-back offers, the reference name of offer codes.
        public var name: String?
        public var paymentMode: String
        public var period: String
        public var numberOfPeriods: Int
        /// In words: `free for 1 week`, `$1.99 a month for 3 months`, `$2.99 for 2 months`.
        public var terms: String
        /// Who may redeem an offer code.
        public var eligibility: [String]?
    }

    /// The settings in words.
    public struct SettingsSummary: Sendable, Hashable, Codable {
        public var timeRate: String
        public var timeRateValue: Int
        public var askToBuy: Bool
        public var billingIssues: Bool
        public var renewalBillingIssues: Bool
        public var billingGracePeriod: Bool
        public var failTransactions: Bool
        public var simulatedErrors: [String]
    }
}

extension CatalogSummary {
    /// Summarizes a catalog; prices are in `storefront` (the catalog's own when `nil`) for `locale` (the
    /// catalog's locale, else en_US, when `nil`), taken from the sidecar when one is given.
    public init(catalog: Catalog, file: String, storefront: Storefront? = nil, locale: String? = nil, sidecar: PriceSidecar? = nil) {
        let prices = PriceBook(catalog: catalog, sidecar: sidecar)
        let storefront = storefront ?? catalog.storefront
        let localeID = locale ?? catalog.settings.locale ?? "en_US"
        let formatter = RememberingPriceFormatter(PriceFormatter(locale: Locale(identifier: localeID)))
        self.file = file
        self.formatVersion = catalog.formatVersion.description
        self.storefront = StorefrontSummary(code: storefront.alpha3, name: storefront.name, currency: storefront.currency.code)
        self.locale = localeID
        var counts = Dictionary(grouping: catalog.products, by: \.kind).mapValues(\.count)
        for kind in ProductKind.allCases where counts[kind] == nil { counts[kind] = 0 }
        self.productCounts = Dictionary(uniqueKeysWithValues: counts.map { ($0.key.summaryKey, $0.value) })
        self.productCounts["total"] = catalog.products.count
        let offers = catalog.products.flatMap { $0.subscription?.allOffers ?? [] }
        self.offerCounts = Dictionary(uniqueKeysWithValues: SubscriptionOffer.Kind.allCases.map { kind in
            (kind.rawValue, offers.filter { $0.kind == kind }.count)
        })
        let locales = catalog.products.flatMap(\.localizations) + catalog.subscriptionGroups.flatMap(\.localizations)
        self.localizations = Set(locales.map(\.locale)).sorted()
        self.subscriptionGroups = catalog.subscriptionGroups.map { group in
            let members = catalog.subscriptions(inGroup: group.id)
            let levels = Dictionary(grouping: members) { $0.subscription!.groupLevel }
            return GroupSummary(id: group.id, name: group.name, levels: levels.keys.sorted().map { level in
                LevelSummary(level: level, productIDs: levels[level]!.map(\.id))
            })
        }
        self.products = catalog.products.map { product in
            ProductSummary(product: product, prices: prices, storefront: storefront, locale: localeID, formatter: formatter)
        }
        let settings = catalog.settings
        self.settings = SettingsSummary(
            timeRate: settings.timeRate.description,
            timeRateValue: settings.timeRate.rawValue,
            askToBuy: settings.isAskToBuyEnabled,
            billingIssues: settings.isBillingIssuesEnabled,
            renewalBillingIssues: settings.isRenewalBillingIssuesEnabled,
            billingGracePeriod: settings.isBillingGracePeriodEnabled,
            failTransactions: settings.isFailTransactionsEnabled,
            simulatedErrors: settings.enabledStoreKitErrors.map(\.api.name)
        )
        self.sidecarStorefronts = sidecar?.storefrontCodes ?? []
        self.priceNotice = prices.reuseNotice(in: storefront)
    }
}

extension CatalogSummary.ProductSummary {
    fileprivate init(product: Product, prices: PriceBook, storefront: Storefront, locale: String, formatter: RememberingPriceFormatter) {
        let price = prices.price(of: product, in: storefront)
        self.id = product.id
        self.kind = product.kind.summaryKey
        self.name = product.displayName(for: locale, catalogLocale: prices.catalog.settings.locale)
        self.amount = "\(price.amount)"
        self.price = formatter.string(from: price)
        self.period = product.subscription?.period.iso8601
        self.pricePerMonth = product.subscription.flatMap { details in
            details.period == .month ? nil : formatter.string(from: PeriodicPrice(price, every: details.period).per(.month))
        }
        self.groupID = product.subscription?.groupID
        self.level = product.subscription?.groupLevel
        self.offers = (product.subscription?.allOffers ?? []).map { offer in
            CatalogSummary.OfferSummary(
                kind: offer.kind.rawValue,
                name: offer.offerID ?? (offer.kind == .code ? offer.referenceName : nil),
                paymentMode: offer.paymentMode.rawValue,
                period: offer.period.iso8601,
                numberOfPeriods: offer.numberOfPeriods,
                terms: offer.englishTerms(price: formatter.string(from: prices.price(of: offer, on: product, in: storefront))),
                eligibility: offer.kind == .code ? SubscriptionOffer.Eligibility.allCases.filter(offer.eligibility.contains).map(\.rawValue) : nil
            )
        }
    }
}

extension ProductKind {
    /// The key used in summaries (`consumable`, `nonConsumable`, `nonRenewingSubscription`, `autoRenewableSubscription`).
    public var summaryKey: String {
        switch self {
        case .consumable: "consumable"
        case .nonConsumable: "nonConsumable"
        case .nonRenewingSubscription: "nonRenewingSubscription"
        case .autoRenewableSubscription: "autoRenewableSubscription"
        }
    }
}

extension SubscriptionOffer {
    /// The offer's terms in English with its formatted price: `free for 1 week`, `$1.99 every month for
    /// 3 months`, `$2.99 for 2 months`.
    public func englishTerms(price: String) -> String {
        switch paymentMode {
        case .freeTrial: "free for \(duration.englishDescription)"
        case .payAsYouGo: "\(price) every \(period.englishDescription(omittingOne: true)) for \(duration.englishDescription)"
        case .payUpFront: "\(price) for \(duration.englishDescription)"
        }
    }
}

extension SubscriptionPeriod {
    /// The period in English: `1 week`, `3 months`.
    public var englishDescription: String { englishDescription(omittingOne: false) }

    /// The period in English, leaving out a count of one when asked: `week`, `3 months`.
    public func englishDescription(omittingOne: Bool) -> String {
        let word = value == 1 ? unit.rawValue : unit.rawValue + "s"
        return value == 1 && omittingOne ? word : "\(value) \(word)"
    }
}
