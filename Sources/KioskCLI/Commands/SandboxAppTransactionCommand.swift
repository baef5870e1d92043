import Foundation
import PaywallModel
import PurchaseFlow

/// `kiosk sandbox app-transaction`: a customer's signed app transaction (issued at their first launch),
/// verified, as StoreKit's `AppTransaction.shared` gives it.
enum SandboxAppTransactionCommand {
    /// The app version the sandbox's app runs when no `--app-version` is given.
    static let defaultAppVersion = "2.0"

    static var spec: CommandSpec {
        CommandSpec(
            name: "app-transaction",
            abstract: "Show a customer's signed app transaction (issued at their first launch), verified.",
            discussion: """
            The first call for a customer is their first launch: the app transaction is issued with --app-version
            (default \(defaultAppVersion)) as the original app version, unless 'set original-app-version' or
            --original-app-version says otherwise. --original-app-version V does what 'set original-app-version V'
            does, for every customer on this ledger, until 'set original-app-version off' or 'reset'.

            \(SandboxCommand.sharedOptionsNote)
            """,
            options: [
                SharedOptions.customer,
                CustomerOptions.appVersion("The version of the app being launched (default \(defaultAppVersion))."),
                CustomerOptions.originalAppVersion("Report this original app version (a paid-app migration test)."),
                SharedOptions.json(printing: "the app transaction"),
            ],
            run: { arguments, console in
                let store = try SandboxStoreInput.open(arguments, console)
                let customer = try StoreCall.run {
                    try CustomerBook(directory: store.stateDirectory).customer(named: arguments.customerName ?? Customer.defaultName, at: Date())
                }
                let appVersion = AppLaunch.launchedVersion(arguments)
                guard appVersion.first?.isNumber == true else {
                    throw UsageError("--app-version must be a version such as 2.0, not '\(appVersion)'.", commandPath: arguments.commandPath)
                }
                try AppLaunch.applyOriginalAppVersion(arguments, store: store)
                let client = SandboxMarketplace(store: store, installationSource: .configured(in: ProcessEnvironment.atStart))
                let result = try SandboxCustomerCommands.perform { try await client.appTransaction(for: customer, launching: appVersion) }
                switch result {
                case .verified(let appTransaction)?:
                    let output = SandboxAppTransactionOutput(customer: customer.name, appTransaction: appTransaction)
                    if arguments.printsJSON {
                        console.print(try JSONOutput.string(output))
                    } else {
                        output.lines.forEach(console.print)
                    }
                    return ExitStatus.ok
                case .unverified(let reason)?:
                    throw CommandFailure("The app transaction of \(customer.name) is unverified: \(reason)", status: ExitStatus.dataError)
                case nil:
                    throw CommandFailure("No app transaction was issued for \(customer.name).", status: ExitStatus.software)
                }
            }
        )
    }
}
