import Foundation
import PaywallModel
@testable import PurchaseFlow

extension SandboxHarness {
    /// A customer's session on this store's client and the state directory's customer book, under the demo rules.
    func customerSession(_ name: String = Customer.defaultName) throws -> CustomerSession {
        try CustomerSession(customerNamed: name, client: marketplace, book: try CustomerBook(directory: directory.url),
                            rules: .demo, catalog: store.catalog, clock: clock)
    }

    /// Buys a product as `session`'s customer (delivered and finished) and returns its transaction; throws when the
    /// purchase did anything else.
    func bought(by session: CustomerSession, _ id: String) async throws -> PurchaseTransaction {
        guard case .purchased(let transaction, _) = try await session.purchase(try await product(id)) else {
            throw MarketplaceError(.unknown, "\(id) was not bought")
        }
        return transaction
    }
}
