import Foundation

/// Reads the `settings` object.
struct SettingsReader {
    let cursor: JSONCursor

    func read() -> CatalogSettings {
        guard cursor.expectObject("the settings") else { return CatalogSettings() }
        return CatalogSettings(
            storefront: readStorefront(),
            locale: cursor.string("_locale"),
            timeRate: cursor.int("_timeRate").map(TimeRate.init(rawValue:)) ?? .realTime,
            compatibilityTimeRate: readCompatibilityTimeRate(),
            isAskToBuyEnabled: cursor.bool("_askToBuyEnabled") ?? false,
            isBillingIssuesEnabled: cursor.bool("_billingIssuesEnabled") ?? false,
            isRenewalBillingIssuesEnabled: cursor.bool("_renewalBillingIssuesEnabled") ?? false,
            isBillingGracePeriodEnabled: cursor.bool("_billingGracePeriodEnabled") ?? false,
            areDialogsDisabled: cursor.bool("_disableDialogs") ?? false,
            isFailTransactionsEnabled: cursor.bool("_failTransactionsEnabled") ?? false,
            legacyStoreKitError: cursor.int("_storeKitError"),
            storeKitErrors: readStoreKitErrors(),
            applicationInternalID: cursor.string("_applicationInternalID"),
            developerTeamID: cursor.string("_developerTeamID"),
            lastSynchronizedDate: cursor.double("_lastSynchronizedDate").map(Date.init(timeIntervalSinceReferenceDate:))
        )
    }

    private func readStorefront() -> Storefront? {
        guard let code = cursor.string("_storefront") else { return nil }
        guard let storefront = Storefront(code: code) else {
            cursor.member("_storefront")?.report("expected the ISO 3166-1 alpha-3 code of an App Store storefront such as \"USA\" or \"DEU\", found \"\(code)\"")
            return nil
        }
        return storefront
    }

    /// `_compatibilityTimeRate` is either a number or an object such as `{"3": 6}`; the first number counts.
    private func readCompatibilityTimeRate() -> TimeRate? {
        guard let member = cursor.member("_compatibilityTimeRate") else { return nil }
        switch member.node.value {
        case .number:
            return member.intValue.map(TimeRate.init(rawValue:))
        case .object(let members):
            guard let first = members.first else { return nil }
            return JSONCursor(node: first.value, path: member.path.appending(key: first.key), log: member.log).intValue.map(TimeRate.init(rawValue:))
        default:
            member.report("expected a number or an object such as {\"3\": 6}, found \(member.node.value.kindDescription)")
            return nil
        }
    }

    private func readStoreKitErrors() -> [StoreKitErrorSetting] {
        cursor.elements("_storeKitErrors").compactMap { element in
            guard element.expectObject("a StoreKit error setting"), let name = element.string("name", required: true) else { return nil }
            var choice: StoreKitErrorSetting.Choice?
            if let current = element.member("current"), current.expectObject("the chosen error"),
               let type = current.string("type", required: true), let index = current.int("index", required: true) {
                choice = StoreKitErrorSetting.Choice(type: type, index: index)
            }
            return StoreKitErrorSetting(api: StoreKitErrorSetting.API(name: name), isEnabled: element.bool("enabled") ?? false, current: choice)
        }
    }
}
