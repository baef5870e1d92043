/// Decides what a placement shows a customer: audiences and experiments first, then the placement map,
/// the fallback offering, the current offering, and finally a default paywall made from the catalog.
public struct PlacementResolver: Sendable {
    /// The published document.
    public var document: OfferingsDocument
    /// The catalog, for default paywalls; without one they list the offering's packages as they are.
    public var catalog: Catalog?
    /// Decides whether a published paywall can be drawn as is (`nil`) or why not; the default stands in when not.
    public var paywallProblem: @Sendable (Offering, PublishedPaywall) -> String?

    /// Creates a resolver; by default a paywall is unusable when `PublishedPaywall.drawingProblem` says so.
    public init(document: OfferingsDocument, catalog: Catalog?,
                paywallProblem: @escaping @Sendable (Offering, PublishedPaywall) -> String? = { $1.drawingProblem }) {
        self.document = document
        self.catalog = catalog
        self.paywallProblem = paywallProblem
    }

    /// What `placement` shows for `context`.
    public func resolve(_ placement: String, context: CustomerContext) -> PlacementResolution {
        var notes: [String] = []
        let offeringID: String
        let route: PlacementRoute
        if let audiences = document.placements?.audiences[placement],
           let selection = AudienceSelection.select(from: audiences, placement: placement, context: context) {
            notes += selection.skipped
            guard let variant = selection.variant else {
                return PlacementResolution(placement: placement, outcome: .nothing(.holdout(audienceID: selection.audience.id, bucket: selection.bucket)), notes: notes)
            }
            guard let id = variant.offeringID else {
                return PlacementResolution(placement: placement, outcome: .nothing(.variantShowsNothing(audienceID: selection.audience.id, variantID: variant.id)), notes: notes)
            }
            offeringID = id
            route = .experiment(audienceID: selection.audience.id, variantID: variant.id, bucket: selection.bucket)
        } else if let target = document.placements?.targets[placement] {
            guard case .offering(let id) = target else {
                return PlacementResolution(placement: placement, outcome: .nothing(.placementTurnedOff(placement)), notes: notes)
            }
            offeringID = id
            route = .placementMap
        } else if let fallback = document.placements?.fallbackOfferingID {
            offeringID = fallback
            route = .fallbackOffering
        } else if let current = document.currentOfferingID {
            offeringID = current
            route = .currentOffering
        } else {
            notes.append("nothing is published for \"\(placement)\": default paywall of the whole catalog")
            return wholeCatalog(placement, notes)
        }
        guard let offering = document.offering(offeringID) else {
            notes.append("offering \"\(offeringID)\" is not in the document: default paywall of the whole catalog")
            return wholeCatalog(placement, notes)
        }
        let (paywall, note) = self.paywall(of: offering)
        notes += note.map { [$0] } ?? []
        return PlacementResolution(placement: placement, outcome: .paywall(offering: offering, paywall: paywall, route: route), notes: notes)
    }

    /// What an offering shows when asked for directly (`kiosk render --offering`), placements aside.
    public func resolve(offering: Offering) -> PlacementResolution {
        let (paywall, note) = self.paywall(of: offering)
        return PlacementResolution(placement: offering.identifier, outcome: .paywall(offering: offering, paywall: paywall, route: .offering),
                                   notes: note.map { [$0] } ?? [])
    }

    /// The paywall an offering shows: its published paywall when it can be drawn, else the default one (with a
    /// note saying why).
    private func paywall(of offering: Offering) -> (ResolvedPaywall, note: String?) {
        let fallback = ResolvedPaywall.default(.from(offering: offering, catalog: catalog))
        guard let published = offering.paywall else { return (fallback, nil) }
        if let problem = paywallProblem(offering, published) ?? sellsNothing(offering) {
            return (fallback, "the paywall of \"\(offering.identifier)\" cannot be drawn (\(Self.whatFirst(problem))): default paywall shown")
        }
        switch published {
        case .template(let template): return (.template(template), nil)
        case .components(let components): return (.components(components), nil)
        case .invalid: return (fallback, nil)
        }
    }

    /// A problem that starts with its JSON path (`$.a.b: unsupported …`) as what is wrong, then where (`unsupported …
    /// at $.a.b`), so a line cut short (a paywall's status line) keeps what is wrong.
    static func whatFirst(_ problem: String) -> String {
        guard problem.hasPrefix("$"), let colon = problem.range(of: ": ") else { return problem }
        return "\(problem[colon.upperBound...]) at \(problem[..<colon.lowerBound])"
    }

    /// Why an offering's paywall would sell nothing: none of its packages sells a product of the catalog (RevenueCat
    /// leaves such an offering out); nil without a catalog, or when one does.
    private func sellsNothing(_ offering: Offering) -> String? {
        guard let catalog, !offering.packages.isEmpty, !offering.packages.contains(where: { catalog.product(withID: $0.productID) != nil }) else {
            return nil
        }
        return "none of its packages sells a product of the catalog: " + offering.packages.map { "\"\($0.productID)\"" }.joined(separator: ", ")
    }

    private func wholeCatalog(_ placement: String, _ notes: [String]) -> PlacementResolution {
        PlacementResolution(placement: placement, outcome: .paywall(offering: nil, paywall: .default(.from(catalog: catalog)), route: .wholeCatalog), notes: notes)
    }
}
