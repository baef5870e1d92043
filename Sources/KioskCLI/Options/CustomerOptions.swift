import PaywallModel
import PurchaseFlow

/// The options that say who the customer is, taken by several commands and each declared once with its typed
/// value, as `SharedOptions` are: their locale (`--locale`), the app version they run (`--app-version`) and the
/// one they first got the app at (`--original-app-version`). Each command says what the value is for it.
enum CustomerOptions {
    /// `--locale ID`; `help` says what the locale is for in the command.
    static func locale(_ help: String) -> OptionSpec {
        .option(Name.locale, value: "ID", help: help)
    }

    /// `--app-version VERSION`; `help` says what the version is for in the command.
    static func appVersion(_ help: String) -> OptionSpec {
        .option(Name.appVersion, value: "VERSION", help: help)
    }

    /// `--original-app-version VERSION`; `help` says what the version is for in the command.
    static func originalAppVersion(_ help: String) -> OptionSpec {
        .option(Name.originalAppVersion, value: "VERSION", help: help)
    }

    /// The names, spelled here only.
    fileprivate enum Name {
        static let locale = "locale", appVersion = "app-version", originalAppVersion = "original-app-version"
    }
}

extension ParsedArguments {
    /// `--locale`'s identifier, when given; a POSIX name's codeset and modifier are dropped (`de_DE.UTF-8@euro` is
    /// `de_DE`), so texts, dates and prices read it alike.
    var localeID: String? { option(CustomerOptions.Name.locale).map(LocaleFallback.withoutPOSIXSuffixes) }

    /// Refuses a `--locale` whose language or region Foundation does not know (`xx_YY`, `de_YY`), as the sandbox's
    /// locale setting does: a usage error saying which part. ICU keywords (`en_US@currency=EUR`) are taken as before.
    func requireKnownLocale() throws {
        guard let localeID else { return }
        do { try SettingOverride.requireKnownLocale(localeID) } catch let error as SettingError {
            throw UsageError("--locale: \(error.message)", commandPath: commandPath)
        }
    }

    /// `--app-version`'s version, when given.
    var appVersion: String? { option(CustomerOptions.Name.appVersion) }

    /// `--original-app-version`'s version, when given.
    var originalAppVersion: String? { option(CustomerOptions.Name.originalAppVersion) }
}
