import Foundation
import PaywallModel

/// Where in a paywall's tree a component is being built: the enclosing package, selection, tabs and countdown.
struct ComponentScope: Sendable {
    /// The enclosing package's id (its product fills the text variables); `nil` outside packages.
    var packageID: String?
    /// Whether the enclosing package or tab button is selected.
    var isSelected = false
    /// The enclosing tabs component, for `tab_control` and its buttons.
    var tabs: TabsComponent?
    /// The tab shown.
    var currentTabID: String?
    /// Attributes added to every text (the purchase button's emphasis when colors are off).
    var emphasis: TextAttributes = []
    /// The time left of the enclosing countdown.
    var countdown: CountdownValues?
}
