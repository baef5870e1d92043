import Foundation

/// What the customer picked on a paywall screen: package, tab, carousel pages, the control focused with Tab, and
/// the sheet open.
public struct PaywallChoices: Hashable, Sendable {
    /// The package picked; `nil` shows the paywall's default selection.
    public var packageID: String?
    /// The tab picked; `nil` shows the default tab.
    public var tabID: String?
    /// The page each carousel shows, by carousel id.
    public var carouselPages: [String: Int] = [:]
    /// When auto-advancing carousels start counting from those pages: the paywall's opening, or the end of the
    /// pause after a page was turned by hand (see `CarouselClock`); `nil` before the paywall is shown.
    public var carouselsSince: Date?
    /// The control Tab moved the focus to (an anchor name, see `PaywallFocus`); `nil` until Tab is pressed.
    public var focus: String?
    /// The button whose sheet is open (its anchor name); `nil` shows the paywall itself.
    public var sheet: String?
    /// The rows of the paywall's body scrolled past by hand (PgDn, the wheel); `nil` scrolls it as far as keeps the
    /// focus, else the selected package and the purchase button, in view. Moving the selection or the focus clears it.
    public var scrollOffset: Int?
    /// The offering shown instead of the placement's: the exit offer of the one left last (`leftOfferings`).
    public var exitOfferingID: String?
    /// The offerings whose paywall the customer left on this visit, in order (an exit offer leads to none of them).
    public var leftOfferings: [String] = []
    /// Whether something was bought while the paywall was open: it then closes with no exit offer.
    public var hasPurchased = false

    /// Nothing picked yet.
    public init() {}
}
