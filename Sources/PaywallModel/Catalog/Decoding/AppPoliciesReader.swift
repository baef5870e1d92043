/// Reads the `appPolicies` object: `eula` (a string) and `policies` (`{locale, policyText, policyURL}`
/// objects), reporting wrong types at their JSON path.
struct AppPoliciesReader {
    let cursor: JSONCursor

    func read() -> AppPolicies? {
        guard cursor.expectObject("the app policies") else { return nil }
        let policies = cursor.elements("policies").compactMap { element -> AppPolicies.PrivacyPolicy? in
            guard element.expectObject("a privacy policy"),
                  let locale = element.string("locale", required: true) else { return nil }
            return AppPolicies.PrivacyPolicy(locale: locale, text: element.string("policyText"), url: element.string("policyURL"))
        }
        return AppPolicies(licenseAgreement: cursor.string("eula"), privacyPolicies: policies)
    }
}
