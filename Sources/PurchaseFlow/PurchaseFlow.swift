import PaywallModel

/// PurchaseFlow: how it is bought: the Marketplace client, the sandbox store, purchase states and prompts.
public enum PurchaseFlowModule {
    /// The module's name, for diagnostics.
    public static let name = "PurchaseFlow"
}
