import PaywallLayout
import PurchaseFlow

/// One row of a list screen: a group heading, a line of text, or an item that can be selected and activated.
public struct ListRow: Hashable, Sendable {
    /// What the row shows on the left.
    public var label: String
    /// What the row shows on the right (a price, a state), possibly empty.
    public var detail: String
    /// What Enter, Space or a click on the row does; `nil` for headings and plain text.
    public var action: Action?
    /// Whether the row is a group heading.
    public var isHeading: Bool
    /// The theme role of the state the row shows (success, danger, pending, warning): it colours the detail,
    /// or the label of a row without one; `nil` for ordinary text.
    public var tone: ColorRole? = nil
    /// Short words that make up the detail, each drawn in its own theme role (the detail is them joined with
    /// " · "); empty for a detail in one role.
    public var markers: [Marker] = []

    /// A word of a row's detail in a theme role of its own (`refunded` in danger, `unfinished` in warning).
    public struct Marker: Hashable, Sendable {
        /// The word.
        public var text: String
        /// Its role; `nil` for the muted detail style.
        public var role: ColorRole?

        /// Creates a marker.
        public init(_ text: String, _ role: ColorRole? = nil) {
            self.text = text
            self.role = role
        }
    }

    /// Whether the row says how a task ended (`outcome`, `outcomeLines`): when it is scrolled out of view, the status
    /// line says it too (`OutcomeInView`).
    var isOutcome = false

    /// What separates markers in a detail.
    static let markerSeparator = " · "

    /// A selectable item whose detail is markers, each in its own role.
    public static func item(_ label: String, markers: [Marker], _ action: Action) -> ListRow {
        var row = item(label, detail: markers.map(\.text).joined(separator: markerSeparator), action)
        row.markers = markers
        return row
    }

    /// A selectable item.
    public static func item(_ label: String, detail: String = "", tone: ColorRole? = nil, _ action: Action) -> ListRow {
        ListRow(label: label, detail: detail, action: action, isHeading: false, tone: tone)
    }

    /// A group heading.
    public static func heading(_ label: String) -> ListRow {
        ListRow(label: label, detail: "", action: nil, isHeading: true)
    }

    /// A line of text that cannot be selected.
    public static func text(_ label: String, detail: String = "", tone: ColorRole? = nil) -> ListRow {
        ListRow(label: label, detail: detail, action: nil, isHeading: false, tone: tone)
    }

    /// How a task ended, in words and in the role of its outcome.
    static func outcome(_ outcome: EffectResult.Outcome) -> ListRow {
        var row = ListRow.text(OutcomeText.describe(outcome), tone: OutcomeText.role(outcome))
        row.isOutcome = true
        return row
    }

    /// How a task ended, one row per line of its words (a restore lists each product on a line of its own).
    static func outcomeLines(_ outcome: EffectResult.Outcome) -> [ListRow] {
        OutcomeText.describe(outcome).split(separator: "\n").map { line in
            var row = ListRow.text(String(line), tone: OutcomeText.role(outcome))
            row.isOutcome = true
            return row
        }
    }

    /// Whether the row can be selected.
    public var isSelectable: Bool { action != nil }

    /// Whether activating the row confirms a purchase (the purchase sheet's Confirm).
    var confirmsPurchase: Bool {
        if case .perform(.purchase(_, _, confirmed: .some)) = action { return true }
        return false
    }

    /// What activating a row does.
    public enum Action: Hashable, Sendable {
        /// Opens a screen.
        case open(Screen.Kind)
        /// Starts work whose result comes back as a message.
        case perform(Effect.Work)
        /// Asks to quit.
        case quit
        /// Closes the screen, leaving a note in the status bar when there is one.
        case dismiss(notice: String?)
        /// Draws everything with the theme of this name from the state's choices, at once.
        case chooseTheme(name: String)
        /// Picks the outcome of the purchase on the purchase sheet (nil: as the settings say).
        case pickPurchaseOutcome(PurchaseSimulation?)
        /// Makes the terms the purchase sheet shows now the ones Confirm buys at, after they changed while it was open.
        case takePurchaseTerms(PurchaseTerms)
        /// Turns the purchase sheet on or off.
        case showPurchaseSheet(Bool)
    }
}
