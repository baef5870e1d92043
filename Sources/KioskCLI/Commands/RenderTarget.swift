import PaywallLayout
import PaywallModel

/// What `kiosk render` draws: the placement (or offering) asked for, resolved, and the package and tab checked
/// against what its paywall shows. Names that do not exist are reported: an unknown offering, tab or package is
/// an error naming the known ones (exit 65); an unknown placement gets the fallback offering, as RevenueCat
/// gives it, with a note saying so.
enum RenderTarget {
    /// Resolves `--offering` or `--placement` (default: the `default` placement), printing notes on standard error.
    static func resolve(_ arguments: ParsedArguments, document: OfferingsDocument, catalog: Catalog?, context: CustomerContext,
                        console: Console) throws -> PlacementResolution {
        let resolver = PlacementResolver(document: document, catalog: catalog)
        if let offeringID = arguments.offeringID {
            guard arguments.placementID == nil else {
                throw UsageError("Give --placement or --offering, not both.", commandPath: arguments.commandPath)
            }
            guard let offering = document.offering(offeringID) else {
                throw CommandFailure("Offering \"\(offeringID)\" is not in the offerings document; its offerings: "
                                     + known(document.offerings.map(\.identifier)) + ".", status: ExitStatus.dataError)
            }
            let resolution = resolver.resolve(offering: offering)
            resolution.notes.forEach { console.printError("kiosk: offering \(offeringID): \($0)") }
            return resolution
        }
        let placement = placement(arguments)
        let resolution = resolver.resolve(placement, context: context)
        if arguments.placementID != nil, let note = unknownPlacementNote(placement, document: document, resolution: resolution) {
            console.printError("kiosk: \(note)")
        }
        resolution.notes.forEach { console.printError("kiosk: \(placement): \($0)") }
        return resolution
    }

    /// The id of the offering whose paywall `resolve` draws, from the document read without paywalls (which
    /// offering a placement shows does not depend on them); `nil` when it draws none of the document's.
    static func offeringShown(_ arguments: ParsedArguments, document: OfferingsDocument, catalog: Catalog?, context: CustomerContext) -> String? {
        if let offeringID = arguments.offeringID { return offeringID }
        let resolution = PlacementResolver(document: document, catalog: catalog).resolve(placement(arguments), context: context)
        guard case .paywall(let offering?, _, _) = resolution.outcome else { return nil }
        return offering.identifier
    }

    /// The placement asked for: `--placement`, else `default`.
    private static func placement(_ arguments: ParsedArguments) -> String {
        arguments.placementID ?? "default"
    }

    /// What an unknown placement shows, in one line; `nil` when the document names the placement.
    static func unknownPlacementNote(_ placement: String, document: OfferingsDocument, resolution: PlacementResolution) -> String? {
        let names = document.placements?.placementNames ?? []
        guard !names.contains(placement), case .paywall(let offering, _, let route) = resolution.outcome else { return nil }
        let shown: String
        switch route {
        case .fallbackOffering: shown = "the fallback offering \"\(offering?.identifier ?? "")\" is shown, as RevenueCat shows it for a placement it does not know"
        case .currentOffering: shown = "the current offering \"\(offering?.identifier ?? "")\" is shown, as the document has no fallback offering"
        default: shown = "the default paywall of the whole catalog is shown"
        }
        let list = names.isEmpty ? "the document has no placements" : "its placements: \(known(names))"
        return "placement \"\(placement)\" is not in the offerings document (\(list)); \(shown)."
    }

    /// Checks `--tab` and `--package` against the paywall: an id it does not show is an error naming those it does.
    static func check(_ arguments: ParsedArguments, paywall: ResolvedPaywall, presentation: PaywallPresentation) throws {
        if let tab = arguments.tabID {
            let tabs = PaywallRenderer.tabIDs(of: paywall)
            guard tabs.contains(tab) else {
                throw CommandFailure("Tab \"\(tab)\" is not on this paywall; " + (tabs.isEmpty ? "it has no tabs." : "its tabs: \(known(tabs))."),
                                     status: ExitStatus.dataError)
            }
        }
        if let package = arguments.packageID {
            let shown = PaywallRenderer.shownPackages(of: paywall, presentation: presentation)
            guard shown.contains(package) else {
                if let tab = tab(showing: package, paywall: paywall, presentation: presentation) {
                    throw CommandFailure("Package \"\(package)\" is on tab \"\(tab)\", not the tab drawn; add --tab \(tab).", status: ExitStatus.dataError)
                }
                throw CommandFailure("Package \"\(package)\" is not shown by this paywall"
                                     + (arguments.tabID.map { " on tab \($0)" } ?? "") + "; "
                                     + (shown.isEmpty ? "it shows no package." : "it shows: \(known(shown))."), status: ExitStatus.dataError)
            }
        }
    }

    /// The first tab of the paywall that shows a package, if any does.
    private static func tab(showing package: String, paywall: ResolvedPaywall, presentation: PaywallPresentation) -> String? {
        PaywallRenderer.tabIDs(of: paywall).first { tab in
            var onTab = presentation
            onTab.selectedTabID = tab
            return PaywallRenderer.shownPackages(of: paywall, presentation: onTab).contains(package)
        }
    }

    /// Names in a sentence, quoted.
    private static func known(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
