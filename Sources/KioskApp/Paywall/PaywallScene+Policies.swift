extension PaywallScene {
    /// The terms of service and privacy policy links the paywall publishes (template paywalls' `tos_url` and
    /// `privacy_url`); nil where it has none.
    var policyLinks: (terms: String?, privacy: String?) {
        guard case .template(let template) = paywall else { return (nil, nil) }
        return (template.config.termsURL, template.config.privacyURL)
    }

    /// The subscription group the paywall sells: the selected package's, else the first package's that has one.
    func subscriptionGroupID(in store: StoreSnapshot?) -> String? {
        let candidates = (selectedPackage.map { [$0] } ?? []) + packages
        return candidates.lazy.compactMap { productID(ofPackage: $0) }.compactMap { store?.product($0)?.subscriptionGroupID }.first
    }
}
