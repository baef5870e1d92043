/// Small StoreKit configuration files written by tests that watch or change a catalog on disk.
public enum CatalogText {
    /// A catalog of consumables, one per id and price (the id is its reference name too).
    public static func consumables(_ products: [(id: String, price: String)]) -> String {
        let entries = products.map { #"{"productID": "\#($0.id)", "type": "Consumable", "displayPrice": "\#($0.price)", "referenceName": "\#($0.id)"}"# }
        return #"{"products": [\#(entries.joined(separator: ",\n"))]}"#
    }
}
