import Foundation
import PaywallModel

/// The names under which a drawn paywall records where its interactive parts are (see `Canvas.anchors`).
public enum PaywallAnchor {
    /// A package, by package id.
    public static func package(_ id: String) -> String { "package:\(id)" }
    /// The purchase button.
    public static let purchaseButton = "purchase"
    /// A button, by its component id.
    public static func button(_ id: String) -> String { "button:\(id)" }
    /// A button component's anchor: by its id, else its name, else what it does (buttons doing the same thing
    /// without an id or a name share it).
    public static func button(for button: ButtonComponent) -> String {
        self.button([button.id, button.name].compactMap { $0 }.first { !$0.isEmpty } ?? button.action.kindName)
    }
    /// A tab's control button, by tab id.
    public static func tab(_ id: String) -> String { "tab:\(id)" }
    /// A text component, by component id (where its lines are drawn).
    public static func text(_ id: String) -> String { "text:\(id)" }
    /// A carousel, by component id.
    public static func carousel(_ id: String) -> String { "carousel:\(id)" }
    /// The restore purchases link of a template paywall.
    public static let restore = "restore"
    /// The terms link of a template paywall.
    public static let terms = "terms"
    /// The privacy policy link of a template paywall.
    public static let privacy = "privacy"
}
