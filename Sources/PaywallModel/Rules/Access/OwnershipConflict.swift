/// Two things owned together that the rules say should never be.
public struct OwnershipConflict: Sendable, Hashable, CustomStringConvertible {
    /// What kind of rule was broken.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Products of two conflicting tiers (or two products of a tier that conflicts with itself).
        case tiers
        /// Two conflicting products.
        case products
    }

    /// What kind of rule was broken.
    public var kind: Kind
    /// The two sides: tier ids for `.tiers`, product ids for `.products`.
    public var between: [String]
    /// The owned products involved, in catalog order.
    public var productIDs: [String]

    /// Creates a conflict.
    public init(kind: Kind, between: [String], productIDs: [String]) {
        self.kind = kind
        self.between = between
        self.productIDs = productIDs
    }

    /// `tiers "family" and "basic" conflict: owns demo.family.lifetime, demo.plus.basic.weekly`.
    public var description: String {
        let sides = between.count == 2 && between[0] == between[1]
            ? "two products of tier \"\(between[0])\""
            : "\(kind == .tiers ? "tiers" : "products") \(quotedList(between))"
        return "\(sides) should not be owned together: owns \(productIDs.joined(separator: ", "))"
    }
}

extension CustomerAccess {
    /// Every conflict in what the customer owns now, each pair once, in the rules' order.
    public var conflicts: [OwnershipConflict] {
        var found: [OwnershipConflict] = []
        var seen = Set<Set<String>>()
        func add(_ kind: OwnershipConflict.Kind, _ a: String, _ b: String, products: [String]) {
            let pair = Set(["\(kind):\(a)", "\(kind):\(b)"])
            guard !seen.contains(pair) else { return }
            seen.insert(pair)
            found.append(OwnershipConflict(kind: kind, between: [a, b], productIDs: products))
        }
        for mapping in rules.conflicts.tiers {
            let ownedInKey = ownedProducts(inTier: mapping.key)
            for target in mapping.targets {
                let ownedInTarget = ownedProducts(inTier: target)
                let involved = ownedProductIDs.filter { ownedInKey.contains($0) || ownedInTarget.contains($0) }
                let clashes = target == mapping.key ? ownedInKey.count >= 2 : !ownedInKey.isEmpty && !ownedInTarget.isEmpty
                if clashes { add(.tiers, mapping.key, target, products: involved) }
            }
        }
        for mapping in rules.conflicts.products where owns(mapping.key) {
            for target in mapping.targets where owns(target) {
                add(.products, mapping.key, target, products: ownedProductIDs.filter { $0 == mapping.key || $0 == target })
            }
        }
        return found
    }

    /// Whether what the customer owns breaks a conflict rule.
    public var hasConflicts: Bool { !conflicts.isEmpty }

    private func ownedProducts(inTier tierID: String) -> [String] {
        let members = rules.tier(tierID)?.productIDs ?? []
        return ownedProductIDs.filter(members.contains)
    }
}
