import Foundation

/// The options only `kiosk sandbox buy` takes, each declared once with its typed value, as `SharedOptions` are:
/// how many (`--quantity`), with which offer (`--offer`), for which app account (`--account-token`), bought by a
/// family member (`--family`) and finished at once (`--finish`). A value the store cannot take is a usage error.
enum PurchaseOptions {
    /// `--quantity N`.
    static let quantity = OptionSpec.option(Name.quantity, value: "N", help: "How many (consumables only; 1 to 10).")

    /// `--offer ID`.
    static let offer = OptionSpec.option(Name.offer, value: "ID", help: "An offer: introductory, a promotional or win-back offer id, or a code offer's name.")

    /// `--account-token UUID`.
    static let accountToken = OptionSpec.option(Name.accountToken, value: "UUID", help: "The app account token.")

    /// `--family`.
    static let family = OptionSpec.flag(Name.family, help: "Bought by a family member and shared (family-shareable products only).")

    /// `--finish`.
    static let finish = OptionSpec.flag(Name.finish, help: "Finish the transaction right away, as an app that delivered it (one that does not verify is left unfinished, exit 1).")

    /// The names, spelled here only.
    fileprivate enum Name {
        static let quantity = "quantity", offer = "offer", accountToken = "account-token", family = "family", finish = "finish"
    }
}

extension ParsedArguments {
    /// `--quantity`, when given; a usage error when it is not a whole number (the store checks the range).
    func purchaseQuantity() throws -> Int? {
        try option(PurchaseOptions.Name.quantity).map { text in
            guard let number = Int(text) else { throw UsageError("--quantity must be a whole number, not '\(text)'.", commandPath: commandPath) }
            return number
        }
    }

    /// `--offer`'s offer, as given, when given.
    var offerName: String? { option(PurchaseOptions.Name.offer) }

    /// `--account-token`, when given; a usage error when it is not a UUID.
    func appAccountToken() throws -> UUID? {
        try option(PurchaseOptions.Name.accountToken).map { text in
            guard let uuid = UUID(uuidString: text) else { throw UsageError("--account-token must be a UUID, not '\(text)'.", commandPath: commandPath) }
            return uuid
        }
    }

    /// Whether `--family` was given.
    var isFamilyShared: Bool { flag(PurchaseOptions.Name.family) }

    /// Whether `--finish` was given.
    var finishesAtOnce: Bool { flag(PurchaseOptions.Name.finish) }
}
