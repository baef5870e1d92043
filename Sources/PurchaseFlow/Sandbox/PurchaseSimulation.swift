import PaywallModel

/// The outcome a tester picks for one purchase on the purchase sheet, as RevenueCat's Test Store does, whatever
/// the ledger-wide settings say (they stay as they are for every other purchase).
public enum PurchaseSimulation: Sendable, Hashable {
    /// The purchase completes: no Ask to Buy, no interruption, no simulated error.
    case completes
    /// The purchase waits for a parent's approval.
    case askToBuy
    /// The purchase is interrupted and waits to be resolved.
    case interrupted
    /// The purchase fails with this StoreKit error (`userCancelled` ends it as cancelled).
    case fails(MarketplaceError.Code)

    /// Every outcome the sheet offers, in order: success, Ask to Buy, interrupted, then each error StoreKit throws
    /// from a purchase (user cancelled first among them).
    public static var all: [PurchaseSimulation] {
        let errors = SimulatedErrors.errors(for: .purchase)
        return [.completes, .askToBuy, .interrupted, .fails(.userCancelled)] + errors.filter { $0 != .userCancelled }.map(PurchaseSimulation.fails)
    }
}

extension SandboxSettings {
    /// These settings with one purchase's picked outcome in place of Ask to Buy, interruptions and the purchase's
    /// simulated error.
    func simulating(_ simulation: PurchaseSimulation?) -> SandboxSettings {
        guard let simulation else { return self }
        var settings = self
        settings.isAskToBuyEnabled = simulation == .askToBuy
        settings.isInterruptedPurchasesEnabled = simulation == .interrupted
        if case .fails(let code) = simulation { settings.simulatedErrors[.purchase] = code } else { settings.simulatedErrors[.purchase] = nil }
        return settings
    }
}
