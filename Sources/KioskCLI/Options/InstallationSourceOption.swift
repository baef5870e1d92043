import PurchaseFlow

/// Where the interactive storefront says the app was installed from: `--installation-source`, else
/// `KIOSK_INSTALLATION_SOURCE`, else unknown. A value that is none of the Marketplace API's cases is a usage
/// error listing the valid ones.
enum InstallationSourceOption {
    /// The configured source.
    static func resolve(_ arguments: ParsedArguments, environment: [String: String]) throws -> InstallationSource {
        let given = arguments.option("installation-source").map { ("--installation-source", $0) }
            ?? environment[InstallationSource.environmentVariable].map { (InstallationSource.environmentVariable, $0) }
        guard let (name, value) = given else { return .unknown }
        guard let source = InstallationSource(configuration: value) else {
            throw UsageError("\(name) takes one of \(InstallationSource.configurationForms.joined(separator: ", ")); not '\(value)'.",
                             commandPath: arguments.commandPath)
        }
        return source
    }
}
