import Foundation

/// Reads the top level of a `.storekit` document and checks what spans sections (ids, group references).
struct CatalogDocumentReader {
    let root: JSONCursor

    func read() -> Catalog {
        // Products and the cursors they were read from, side by side.
        var products: [Product] = []
        var sources: [JSONCursor] = []
        for element in root.elements("products") {
            if let product = ProductReader(cursor: element).readOneTime(allowed: [.consumable, .nonConsumable, .nonRenewingSubscription]) {
                products.append(product)
                sources.append(element)
            }
        }
        for element in root.elements("nonRenewingSubscriptions") {
            if let product = ProductReader(cursor: element).readOneTime(allowed: [.nonRenewingSubscription]) {
                products.append(product)
                sources.append(element)
            }
        }
        let groupElements = root.elements("subscriptionGroups")
        let knownGroupIDs = Set(groupElements.compactMap { $0.node["id"].flatMap(Self.text) })
        var groups: [SubscriptionGroup] = []
        for element in groupElements {
            guard element.expectObject("a subscription group") else { continue }
            guard let id = element.nonEmptyString("id", required: true) else { continue }
            var group = SubscriptionGroup(id: id, name: element.string("name") ?? "", localizations: element.localizations())
            for subscriptionElement in element.elements("subscriptions") {
                let reader = ProductReader(cursor: subscriptionElement)
                guard let product = reader.readSubscription(enclosingGroupID: id, knownGroupIDs: knownGroupIDs) else { continue }
                products.append(product)
                sources.append(subscriptionElement)
                if product.subscription?.groupID == id { group.productIDs.append(product.id) }
            }
            groups.append(group)
        }
        reportDuplicateGroups(groupElements)
        reportDuplicateProducts(products, sources: sources)
        return Catalog(
            formatVersion: readVersion(),
            identifier: root.string("identifier"),
            products: products,
            subscriptionGroups: groups,
            settings: root.member("settings").map { SettingsReader(cursor: $0).read() } ?? CatalogSettings(),
            offerSigningKey: readOfferSigningKey(),
            appPolicies: root.member("appPolicies").flatMap { AppPoliciesReader(cursor: $0).read() }
        )
    }

    private static func text(_ node: JSONNode) -> String? {
        if case .string(let text) = node.value { return text }
        return nil
    }

    private func readVersion() -> FormatVersion {
        guard let version = root.member("version"), version.expectObject("the format version") else {
            return FormatVersion(major: 1, minor: 0)
        }
        return FormatVersion(major: version.int("major", required: true) ?? 1, minor: version.int("minor") ?? 0)
    }

    private func readOfferSigningKey() -> OfferSigningKey? {
        guard let pair = root.member("subscriptionOffersKeyPair"), pair.expectObject("the offer key pair"),
              let id = pair.string("id", required: true), let key = pair.string("privateKey", required: true) else { return nil }
        return OfferSigningKey(id: id, privateKey: key)
    }

    private func reportDuplicateProducts(_ products: [Product], sources: [JSONCursor]) {
        var seen: Set<String> = []
        seen.reserveCapacity(products.count)
        for (position, product) in products.enumerated() where !seen.insert(product.id).inserted {
            let original = sources[products.firstIndex { $0.id == product.id }!]
            let line = original.log.document.position(ofOffset: original.node.offset).line
            sources[position].member("productID")?.report("duplicate product id \"\(product.id)\"; expected ids to be unique (first used at \(original.path), line \(line))")
        }
    }

    private func reportDuplicateGroups(_ elements: [JSONCursor]) {
        var seen: Set<String> = []
        for element in elements {
            guard let idCursor = element.member("id"), case .string(let id) = idCursor.node.value else { continue }
            if !seen.insert(id).inserted {
                idCursor.report("duplicate subscription group id \"\(id)\"; expected group ids to be unique")
            }
        }
    }
}
