import PurchaseFlow

extension SandboxSettings {
    /// The outcome a purchase has under these settings, as the store decides it: the purchase's simulated error
    /// first, then Ask to Buy, then interrupted purchases, else it completes.
    var expectedPurchaseOutcome: PurchaseSimulation {
        if let code = simulatedErrors[.purchase] { return .fails(code) }
        if isAskToBuyEnabled { return .askToBuy }
        if isInterruptedPurchasesEnabled { return .interrupted }
        return .completes
    }
}
