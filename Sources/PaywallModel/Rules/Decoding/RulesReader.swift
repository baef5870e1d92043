import Foundation

/// Reads the parts of a rules file, recording each problem with its place and leaving out the entry at
/// fault. Tiers are read before the parts that name them, wherever they stand in the file.
struct RulesReader {
    let catalog: Catalog?
    private var tierIDs: [String] = []
    private var tierOfProduct: [String: String] = [:]

    init(catalog: Catalog?) {
        self.catalog = catalog
    }

    mutating func read(_ json: JSONReader) throws -> StorefrontRules {
        let object = try json.object()
        object.warnUnknownKeys(["entitlements", "tiers", "defaultTier", "capabilities", "store", "conflicts", "balances", "nonRenewingTerms"])
        let tiers = object.member("tiers").map { readTiers($0) } ?? []
        tierIDs = tiers.map { $0.id }
        return StorefrontRules(
            entitlements: object.member("entitlements").map(readEntitlements) ?? [],
            tiers: tiers,
            defaultTierID: object.member("defaultTier").flatMap { json in recording(json) { try tier(json) } },
            capabilities: object.member("capabilities").map(readCapabilities) ?? [],
            visibility: object.member("store").map(readVisibility) ?? VisibilityRules(),
            conflicts: object.member("conflicts").map(readConflicts) ?? ConflictRules(),
            balances: object.member("balances").map(readBalances) ?? [],
            nonRenewingTerms: object.member("nonRenewingTerms").map(readTerms) ?? [:])
    }

    // MARK: Parts

    private func readEntitlements(_ json: JSONReader) -> [EntitlementDefinition] {
        entries(of: json, what: "entitlements by key") { key, entry in
            let object = try entry.object()
            object.warnUnknownKeys(["name", "products", "originalAppVersionBelow"])
            let below = try object.member("originalAppVersionBelow").map { json in
                let text = try json.string()
                guard text.first?.isNumber == true else { throw json.error("expected a version such as \"2.0\", found \"\(text.prefix(40))\"") }
                return text
            }
            let products = try object.required("products")
            let ids = productList(products) { product, reader in
                if product.kind == .consumable {
                    throw reader.error("\"\(product.id)\" is a consumable: consumables are used up and never grant an entitlement; count them in \"balances\"")
                }
            }
            if ids.isEmpty, below == nil, case .array = products.value { products.warn("entitlement \"\(key)\" is granted by no product") }
            return EntitlementDefinition(key: key, displayName: try object.string("name"), productIDs: ids, originalAppVersionBelow: below)
        }
    }

    private mutating func readTiers(_ json: JSONReader) -> [Tier] {
        var owners: [String: String] = [:]
        let tiers = entries(of: json, what: "tiers by id") { id, entry in
            let object = try entry.object()
            object.warnUnknownKeys(["name", "level", "products"])
            let level = try object.required("level").int()
            let ids = object.member("products").map { productList($0) { product, reader in
                if let other = owners[product.id] {
                    throw reader.error("\"\(product.id)\" is already in tier \"\(other)\": a product belongs to one tier")
                }
                if product.kind == .consumable { reader.warn("\"\(product.id)\" is a consumable, which is never owned, so it never puts anyone in a tier") }
                owners[product.id] = id
            } } ?? []
            return Tier(id: id, displayName: try object.string("name"), level: level, productIDs: ids)
        }
        tierOfProduct = owners
        return tiers
    }

    private func readCapabilities(_ json: JSONReader) -> [FeatureCapability] {
        entries(of: json, what: "features, each an object of tier → rule") { feature, entry in
            let rules = entries(of: entry, what: "tier → rule") { tierID, ruleJSON in
                guard tierIDs.contains(tierID) else { throw ruleJSON.error(unknownTier(tierID)) }
                return FeatureCapability.TierRule(tierID: tierID, rule: try capabilityRule(ruleJSON))
            }
            return FeatureCapability(feature: feature, rules: rules)
        }
    }

    private func readVisibility(_ json: JSONReader) -> VisibilityRules {
        guard let object = recording(json, { try json.object() }) else { return VisibilityRules() }
        object.warnUnknownKeys(["defaultVisible", "hideMap", "showMap", "groupHideMap"])
        let defaultVisible = object.member("defaultVisible").map { productList($0) }
        let showMap = object.member("showMap").map { productMap($0) } ?? []
        if let defaultVisible, let showJSON = object.member("showMap") {
            for mapping in showMap {
                let shownAnyway = mapping.targets.filter(defaultVisible.contains)
                if !shownAnyway.isEmpty {
                    showJSON.warn("owning \"\(mapping.key)\" shows \(quotedList(shownAnyway)), which \(shownAnyway.count == 1 ? "is" : "are") visible by default anyway")
                }
            }
        }
        return VisibilityRules(
            defaultVisible: defaultVisible,
            hideMap: object.member("hideMap").map { productMap($0) } ?? [],
            showMap: showMap,
            groupHideMap: object.member("groupHideMap").map { tierMap($0) } ?? [])
    }

    private func readConflicts(_ json: JSONReader) -> ConflictRules {
        guard let object = recording(json, { try json.object() }) else { return ConflictRules() }
        object.warnUnknownKeys(["tiers", "products"])
        let tiers: [RuleMapping] = object.member("tiers").map { tiersJSON in
            entries(of: tiersJSON, what: "tier → tiers") { tierID, entry in
                guard tierIDs.contains(tierID) else { throw entry.error(unknownTier(tierID)) }
                return RuleMapping(key: tierID, targets: tierList(entry))
            }
        } ?? []
        let products: [RuleMapping] = object.member("products").map { productsJSON in
            productMap(productsJSON) { key, target, reader in
                if key == target { throw reader.error("\"\(key)\" cannot conflict with itself") }
            }
        } ?? []
        return ConflictRules(tiers: tiers, products: products)
    }

    private func readBalances(_ json: JSONReader) -> [BalanceDefinition] {
        var counted: [String: String] = [:]
        return entries(of: json, what: "balances by key") { key, entry in
            let object = try entry.object()
            object.warnUnknownKeys(["name", "products"])
            let grants = entries(of: try object.required("products"), what: "consumable → amount") { productID, amountJSON in
                let product = try self.product(productID, at: amountJSON)
                guard product?.kind ?? .consumable == .consumable else {
                    throw amountJSON.error("\"\(productID)\" is not a consumable: only consumables add to a balance")
                }
                if let other = counted[productID] { throw amountJSON.error("\"\(productID)\" already adds to balance \"\(other)\"") }
                let amount = try amountJSON.int()
                guard amount > 0 else { throw amountJSON.error("expected a positive whole number of units, found \(amount)") }
                counted[productID] = key
                return BalanceDefinition.Grant(productID: productID, amount: amount)
            }
            return BalanceDefinition(key: key, displayName: try object.string("name"), grants: grants)
        }
    }

    private func readTerms(_ json: JSONReader) -> [String: SubscriptionPeriod] {
        let terms = entries(of: json, what: "non-renewing subscription → term") { productID, termJSON in
            if let product = try product(productID, at: termJSON), product.kind != .nonRenewingSubscription {
                throw termJSON.error("\"\(productID)\" is \(product.kind.summaryNameWithArticle): only a non-renewing subscription has a term the app keeps")
            }
            let text = try termJSON.string()
            guard let term = SubscriptionPeriod(iso8601: text), term.value > 0 else {
                throw termJSON.error("expected a term such as \"P90D\", \"P2W\", \"P1M\" or \"P1Y\" (ISO 8601 days, weeks, months or years), found \"\(text.prefix(40))\"")
            }
            return (productID, term)
        }
        return Dictionary(terms, uniquingKeysWith: { first, _ in first })
    }

    // MARK: Values

    private func capabilityRule(_ json: JSONReader) throws -> CapabilityRule {
        let expected = "expected true, false, \"unrestricted\", \"unavailable\", {\"limit\": N} or {\"until\": \"YYYY-MM-DD\"}"
        switch json.value {
        case .bool(let allowed): return .allowed(allowed)
        case .string("unrestricted"): return .unrestricted
        case .string("unavailable"): return .unavailable
        case .object(let members) where members.count == 1:
            let object = try json.object()
            if let limitJSON = object.member("limit") {
                let limit = try limitJSON.int()
                guard limit >= 0 else { throw limitJSON.error("expected a limit of 0 or more, found \(limit)") }
                return .limit(limit)
            }
            if let untilJSON = object.member("until") {
                let text = try untilJSON.string()
                guard let end = RuleDate.end(of: text) else {
                    throw untilJSON.error("expected a date such as \"2027-06-30\" or a time such as \"2027-06-30T12:00:00Z\", found \"\(text.prefix(40))\"")
                }
                return .until(end)
            }
            throw json.error("\(expected), found an object with \"\(members[0].key)\"")
        case .string(let text): throw json.error("\(expected), found \"\(text.prefix(40))\"")
        default: throw json.error("\(expected), found \(json.value.kindDescription)")
        }
    }

    /// A product id checked against the catalog: the product, or `nil` without a catalog.
    private func product(_ id: String, at json: JSONReader) throws -> Product? {
        guard let catalog else { return nil }
        guard let product = catalog.product(withID: id) else { throw json.error("\"\(id)\" is not a product in the catalog") }
        return product
    }

    /// A tier id checked against the file's tiers.
    private func tier(_ json: JSONReader) throws -> String {
        let id = try json.string()
        guard tierIDs.contains(id) else { throw json.error(unknownTier(id)) }
        return id
    }

    private func unknownTier(_ id: String) -> String {
        let known = tierIDs.isEmpty ? "the file declares no tiers" : "the tiers are \(quotedList(tierIDs))"
        return "\"\(id)\" is not a tier declared in \"tiers\" (\(known))"
    }

    // MARK: Lists and maps

    /// An array of product ids; each must be in the catalog and pass `check` (given the product when a
    /// catalog is known). Entries at fault are reported and left out.
    private func productList(_ json: JSONReader, check: (Product, JSONReader) throws -> Void = { _, _ in }) -> [String] {
        elements(of: json) { element in
            let id = try element.string()
            if let product = try product(id, at: element) { try check(product, element) }
            return id
        }
    }

    /// An array of tier ids declared in the file.
    private func tierList(_ json: JSONReader) -> [String] {
        elements(of: json) { try tier($0) }
    }

    /// An object of product id → product ids; `check` sees each key and target.
    private func productMap(_ json: JSONReader, check: @escaping (String, String, JSONReader) throws -> Void = { _, _, _ in }) -> [RuleMapping] {
        entries(of: json, what: "product → products") { key, entry in
            _ = try product(key, at: entry)
            return RuleMapping(key: key, targets: productList(entry) { target, reader in try check(key, target.id, reader) })
        }
    }

    /// An object of product id → tier ids.
    private func tierMap(_ json: JSONReader) -> [RuleMapping] {
        entries(of: json, what: "product → tiers") { key, entry in
            _ = try product(key, at: entry)
            return RuleMapping(key: key, targets: tierList(entry))
        }
    }

    /// Each member of an object read by `body`; members at fault are reported and left out.
    private func entries<T>(of json: JSONReader, what: String, _ body: (String, JSONReader) throws -> T) -> [T] {
        guard let object = recording(json, { try json.object() }) else { return [] }
        return object.members.compactMap { member in
            guard member.value.value != .null else { return nil }
            let entry = JSONReader(node: member.value, path: json.path.appending(key: member.key), context: json.context)
            return recording(entry) { try body(member.key, entry) }
        }
    }

    /// Each element of an array read by `body`; elements at fault are reported and left out.
    private func elements<T>(of json: JSONReader, _ body: (JSONReader) throws -> T) -> [T] {
        guard let array = recording(json, { try json.array() }) else { return [] }
        return array.compactMap { element in recording(element) { try body(element) } }
    }

    /// The result of `body`, or `nil` with its error recorded.
    private func recording<T>(_ json: JSONReader, _ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch let error as DocumentError {
            json.context.record(error)
        } catch {
            json.context.record(json.error("\(error)"))
        }
        return nil
    }
}

/// `"a", "b" and "c"`.
func quotedList(_ items: [String]) -> String {
    let quoted = items.map { "\"\($0)\"" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
}

extension ObjectReader {
    /// Warns about each member whose key is not one of `known` (usually a misspelling).
    func warnUnknownKeys(_ known: Set<String>) {
        var expectedList: String?
        for member in members where !known.contains(member.key) {
            let expected = expectedList ?? known.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            expectedList = expected
            JSONReader(node: member.value, path: path.appending(key: member.key), context: context)
                .warn("unknown key \"\(member.key)\", ignored (expected one of \(expected))")
        }
    }
}
