/// What the customer picked on a paywall screen: package, tab, carousel pages, and how far the body scrolled.
public struct PaywallChoices: Hashable, Sendable {
    /// The package picked; `nil` shows the paywall's default selection.
    public var packageID: String?
    /// The tab picked; `nil` shows the default tab.
    public var tabID: String?
    /// The page each carousel shows, by carousel id.
    public var carouselPages: [String: Int] = [:]

    /// Nothing picked yet.
    public init() {}
}
