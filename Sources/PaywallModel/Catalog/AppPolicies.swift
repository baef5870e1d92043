/// The app's policies as a StoreKit configuration file gives them (`appPolicies`): the license agreement
/// (`eula`) and the privacy policy per locale (`policies`), which a subscription store shows.
///
/// Xcode writes empty strings for policies nobody filled in; those read as absent.
public struct AppPolicies: Sendable, Hashable {
    /// The license agreement's text (`eula`), when the file has one.
    public var licenseAgreement: String?
    /// The privacy policy per locale (`policies`), in file order.
    public var privacyPolicies: [PrivacyPolicy]

    /// One locale's privacy policy: a link, a text, or both.
    public struct PrivacyPolicy: Sendable, Hashable {
        /// The locale identifier as written (`en_US`).
        public var locale: String
        /// The policy's text (`policyText`), when given.
        public var text: String?
        /// Where the policy is published (`policyURL`), when given.
        public var url: String?

        /// Creates a policy; empty texts count as absent.
        public init(locale: String, text: String? = nil, url: String? = nil) {
            self.locale = locale
            self.text = text.flatMap { $0.isEmpty ? nil : $0 }
            self.url = url.flatMap { $0.isEmpty ? nil : $0 }
        }

        /// Whether it says nothing (neither a text nor a link).
        public var isEmpty: Bool { text == nil && url == nil }
    }

    /// Creates policies; an empty license agreement counts as absent.
    public init(licenseAgreement: String? = nil, privacyPolicies: [PrivacyPolicy] = []) {
        self.licenseAgreement = licenseAgreement.flatMap { $0.isEmpty ? nil : $0 }
        self.privacyPolicies = privacyPolicies
    }

    /// The privacy policy for a customer's locale among those that say something: exact locale → language →
    /// the catalog's locale → the first. `nil` when none says anything.
    public func privacyPolicy(for locale: String?, catalogLocale: String?) -> PrivacyPolicy? {
        let filled = privacyPolicies.filter { !$0.isEmpty }
        guard let match = LocaleFallback.bestMatch(for: locale, among: filled.map(\.locale), defaultLocale: catalogLocale) else {
            return nil
        }
        return filled.first { $0.locale == match }
    }

    /// Whether the file fills in nothing: no license agreement and no privacy policy that says anything.
    public var isEmpty: Bool {
        licenseAgreement == nil && privacyPolicies.allSatisfy(\.isEmpty)
    }
}
