import Foundation
import PaywallModel
import PurchaseFlow

/// Launching the sandbox's app: `--original-app-version` set as the `original-app-version` setting, and the app
/// version a launch issues the customer's app transaction at (the interactive program's `StoreEffectPerformer`
/// launches at its first store read, after the first frame; `kiosk sandbox app-transaction` at once).
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
}
