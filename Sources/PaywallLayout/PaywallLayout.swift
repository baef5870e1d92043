import PurchaseFlow

/// PaywallLayout: how it looks: cells, styles, themes, text width and wrapping, layout, renderers.
public enum PaywallLayoutModule {
    /// The module's name, for diagnostics.
    public static let name = "PaywallLayout"
}
