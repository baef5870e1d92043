import Foundation

/// Reads the body of an offer code sidecar and checks it against a catalog when one is given.
final class OfferCodeSidecarReader {
    private let root: JSONCursor
    private let catalog: Catalog?
    /// Where each code (lowercased) was first listed, to report codes listed twice.
    private var seen: [String: String] = [:]

    init(root: JSONCursor, catalog: Catalog?) {
        self.root = root
        self.catalog = catalog
        for offer in catalog?.products.flatMap({ $0.subscription?.codeOffers ?? [] }) ?? [] {
            if let name = offer.referenceName { seen[name.lowercased()] = "the catalog, as a code offer's reference name" }
        }
    }

    func read() -> OfferCodeSidecar {
        var sidecar = OfferCodeSidecar()
        guard let products = root.member("products", required: true), products.expectObject("code offers by product id"),
              case .object(let members) = products.node.value else { return sidecar }
        for member in members {
            guard let product = products.member(member.key), product.expectObject("the code offers of one product"),
                  case .object(let offers) = product.node.value else { continue }
            let names = Set(catalog?.product(withID: member.key)?.subscription?.codeOffers.map(\.sidecarKey) ?? [])
            if catalog != nil, names.isEmpty {
                product.report("expected the id of a product in the catalog with code offers, found \"\(member.key)\"")
                continue
            }
            for offer in offers {
                guard let entry = product.member(offer.key) else { continue }
                if catalog != nil, !names.contains(offer.key) {
                    entry.report("no code offer \"\(offer.key)\" on \"\(member.key)\"; expected one of " + names.sorted().map { "\"\($0)\"" }.joined(separator: ", "))
                    continue
                }
                guard entry.expectObject("the codes of one code offer") else { continue }
                sidecar.codes += readCodes(entry, productID: member.key, offerName: offer.key)
            }
        }
        return sidecar
    }

    private func readCodes(_ entry: JSONCursor, productID: String, offerName: String) -> [OfferCodeSidecar.Code] {
        let offerExpiry = date(entry, "expires")
        var codes = entry.elements("oneTimeCodes").compactMap { element -> OfferCodeSidecar.Code? in
            guard case .string(let text) = element.node.value else {
                element.report("expected a code (a string), found \(element.describe())")
                return nil
            }
            guard accept(text, at: element) else { return nil }
            return OfferCodeSidecar.Code(code: text, productID: productID, offerName: offerName, limit: .once, expires: offerExpiry)
        }
        guard let custom = entry.member("customCodes"), custom.expectObject("custom codes by code"),
              case .object(let members) = custom.node.value else { return codes }
        for member in members {
            guard let code = custom.member(member.key), code.expectObject("the limits of one custom code"), accept(member.key, at: code) else { continue }
            var limit = OfferCodeSidecar.Code.Limit.unlimited
            if let maximum = code.int("maxRedemptions") {
                guard maximum > 0 else {
                    code.reportMember("maxRedemptions") { _ in "expected a whole number of at least 1, found \(maximum)" }
                    continue
                }
                limit = .times(maximum)
            }
            codes.append(OfferCodeSidecar.Code(code: member.key, productID: productID, offerName: offerName, limit: limit,
                                               expires: date(code, "expires") ?? offerExpiry))
        }
        return codes
    }

    /// Whether a code is well formed and not listed before; reports it otherwise.
    private func accept(_ code: String, at cursor: JSONCursor) -> Bool {
        let allowed = code.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }
        guard !code.isEmpty, code.count <= 64, allowed else {
            cursor.report("expected a code of 1 to 64 letters, digits, '-' or '_', found \"\(code)\"")
            return false
        }
        if let first = seen[code.lowercased()] {
            cursor.report("the code \"\(code)\" is already listed (in \(first)); each code redeems one offer")
            return false
        }
        seen[code.lowercased()] = cursor.path.description
        return true
    }

    /// The date member with this key: a day (`2026-12-31`, redeemable to its end in UTC) or a moment with a zone.
    private func date(_ cursor: JSONCursor, _ key: String) -> Date? {
        guard let text = cursor.string(key) else { return nil }
        guard let date = RuleDate.end(of: text) else {
            cursor.reportMember(key) { _ in "expected a date such as \"2026-12-31\" or \"2026-12-31T23:59:59Z\", found \"\(text)\"" }
            return nil
        }
        return date
    }
}
