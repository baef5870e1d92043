import PaywallLayout

/// The options only `kiosk render` takes, each declared once with its typed value, as `SharedOptions` are: what is
/// drawn (`--offering`, `--package`), the frame's size (`--width`, `--height`) and how (`--color`, `--ascii`,
/// `--no-intro-offers`, `--promo-offers`). A value the command cannot use is a usage error naming the option.
enum RenderOptions {
    /// `--offering ID`: the offering whose paywall is drawn, placements aside.
    static let offering = OptionSpec.option(Name.offering, value: "ID", help: "Show this offering's paywall, placements aside (instead of --placement).")

    /// `--package ID`: the package shown selected.
    static let package = OptionSpec.option(Name.package, value: "ID",
                                           help: "Show this package selected (exit 65 naming the packages shown when it is not one).")

    /// `--width W`: the frame's columns.
    static let width = OptionSpec.option(Name.width, value: "W", help: "Columns of the frame (default \(defaultWidth)).")

    /// `--height H`: the frame's rows.
    static let height = OptionSpec.option(Name.height, value: "H", help: "Rows of the frame (default \(defaultHeight)).")

    /// `--color MODE`: the colors written.
    static let color = OptionSpec.option(Name.color, value: "MODE",
                                         help: "auto, none, 16, 256 or truecolor (default auto: what the terminal says; NO_COLOR means none).")

    /// `--no-intro-offers`: the customer may take no introductory offer.
    static let noIntroOffers = OptionSpec.flag(Name.noIntroOffers, help: "Show the customer as not eligible for introductory offers.")

    /// `--promo-offers`: the customer subscribes or subscribed to every group and had its introductory offer, so the
    /// promotional offers packages name apply (and no introductory offer does); render has no store to ask.
    static let promoOffers = OptionSpec.flag(Name.promoOffers, help: "Show the customer as a current or lapsed subscriber who had the "
                                             + "introductory offers: the promotional offers packages name apply, introductory offers do not.")

    /// `--ascii`: frames and markers in ASCII.
    static let ascii = OptionSpec.flag(Name.ascii, help: "Draw frames and markers with ASCII only.")

    /// The frame's size when no size is given.
    static let defaultWidth = 80, defaultHeight = 24

    /// The names, spelled here only.
    fileprivate enum Name {
        static let offering = "offering", package = "package", width = "width", height = "height", color = "color"
        static let noIntroOffers = "no-intro-offers", promoOffers = "promo-offers", ascii = "ascii"
    }
}

extension ParsedArguments {
    /// `--offering`'s identifier, when given.
    var offeringID: String? { option(RenderOptions.Name.offering) }

    /// `--package`'s identifier, when given.
    var packageID: String? { option(RenderOptions.Name.package) }

    /// `--width`, else 80; a usage error when it is not a whole number from 1 to 1000.
    func frameWidth() throws -> Int { try frameSide(RenderOptions.Name.width, default: RenderOptions.defaultWidth) }

    /// `--height`, else 24; a usage error when it is not a whole number from 1 to 1000.
    func frameHeight() throws -> Int { try frameSide(RenderOptions.Name.height, default: RenderOptions.defaultHeight) }

    /// `--color`'s profile; `nil` when it is left out or auto (the terminal decides); a usage error when it is none
    /// of the modes.
    func colorProfile() throws -> ColorProfile? {
        guard let mode = option(RenderOptions.Name.color), mode.lowercased() != "auto" else { return nil }
        guard let profile = ColorProfile(argument: mode) else {
            throw UsageError("Unknown --color '\(mode)'. Expected auto, none, 16, 256 or truecolor.", commandPath: commandPath)
        }
        return profile
    }

    /// Whether `--no-intro-offers` was given.
    var deniesIntroductoryOffers: Bool { flag(RenderOptions.Name.noIntroOffers) }

    /// Whether `--promo-offers` was given.
    var drawsSubscriber: Bool { flag(RenderOptions.Name.promoOffers) }

    /// Whether `--ascii` was given.
    var drawsASCII: Bool { flag(RenderOptions.Name.ascii) }

    /// A side of the frame, checked.
    private func frameSide(_ name: String, default value: Int) throws -> Int {
        guard let text = option(name) else { return value }
        guard let number = Int(text), (1...1000).contains(number) else {
            throw UsageError("--\(name) must be a whole number from 1 to 1000, not '\(text)'.", commandPath: commandPath)
        }
        return number
    }
}
