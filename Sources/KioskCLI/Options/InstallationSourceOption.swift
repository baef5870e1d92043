import PurchaseFlow

/// Where the interactive storefront says the app was installed from: `--installation-source`, else
/// `KIOSK_INSTALLATION_SOURCE`, else unknown. A value that is none of the Marketplace API's cases is a usage
/// error listing the valid ones.
enum InstallationSourceOption {
    /// `--installation-source SOURCE`.
    static let spec = OptionSpec.option(name, value: "SOURCE",
                                        help: "Where the app says it was installed from: app-store, play-store, testflight, marketplace:BUNDLE_ID, web, other[:NAME] or unknown (default: $\(InstallationSource.environmentVariable), else unknown).")

    /// The name, spelled here only.
    private static let name = "installation-source"

    /// The configured source.
    static func resolve(_ arguments: ParsedArguments, environment: [String: String]) throws -> InstallationSource {
        let given = arguments.option(name).map { ("--\(name)", $0) }
            ?? environment[InstallationSource.environmentVariable].map { (InstallationSource.environmentVariable, $0) }
        guard let (name, value) = given else { return .unknown }
        guard let source = InstallationSource(configuration: value) else {
            throw UsageError("\(name) takes one of \(InstallationSource.configurationForms.joined(separator: ", ")); not '\(value)'.",
                             commandPath: arguments.commandPath)
        }
        return source
    }
}
