import Foundation

extension CustomerBook {
    /// Takes back what every consumable refunded since the book last looked credited (whoever's it was), as an app
    /// does when a revoked transaction reaches it: at most what the balance holds, once per transaction. `client`
    /// says what was refunded since; returns what was taken.
    @discardableResult
    public func takeBackRefunds(through client: any MarketplaceClient, at now: Date) async throws -> [ConsumableCredit] {
        let read = try refundsRead()
        let (refunded, through) = try await client.refunds(after: read)
        guard through > read else { return [] }
        let consumables = refunded.filter { $0.productType == .consumable }.map(\.id)
        return try takeBack(refunded: consumables, readThrough: through, at: now)
    }
}
