import Foundation
import PaywallModel
import PurchaseFlow

/// Launching the sandbox's app: `--original-app-version` set as the `original-app-version` setting, and the
/// customer's app transaction issued at their first launch, as the App Store does.
enum AppLaunch {
    /// Sets the `original-app-version` setting from `--original-app-version`, when given (a usage error when the
    /// version cannot be read).
    static func applyOriginalAppVersion(_ arguments: ParsedArguments, store: SandboxStore) throws {
        guard let original = arguments.originalAppVersion else { return }
        do {
            try store.set(try SettingOverride(key: "original-app-version", value: original))
        } catch let error as SettingError {
            throw UsageError(error.message, commandPath: arguments.commandPath)
        }
    }

    /// The app version a launch issues app transactions at: `--app-version`, else
    /// \(SandboxAppTransactionCommand.defaultAppVersion).
    static func launchedVersion(_ arguments: ParsedArguments) -> String {
        arguments.appVersion ?? SandboxAppTransactionCommand.defaultAppVersion
    }

    /// Launches the app for a customer: the setting first, then their app transaction (issued at the first
    /// launch of `--app-version`, by default \(SandboxAppTransactionCommand.defaultAppVersion)). An app transaction
    /// that cannot be had (its simulated error) is left for settings to show.
    static func launch(_ arguments: ParsedArguments, store: SandboxStore, customer name: String) throws {
        try applyOriginalAppVersion(arguments, store: store)
        let appVersion = launchedVersion(arguments)
        let customer = try StoreCall.run { try CustomerBook(directory: store.stateDirectory).customer(named: name, at: Date()) }
        let marketplace = SandboxMarketplace(store: store, installationSource: .configured(in: ProcessInfo.processInfo.environment))
        _ = try? SandboxCustomerCommands.perform { try await marketplace.appTransaction(for: customer, launching: appVersion) }
    }
}
