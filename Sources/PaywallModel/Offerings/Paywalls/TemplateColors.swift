/// A template's named colors (both `text_1` and `text1` spellings are read).
public struct TemplateColors: Sendable, Hashable, JSONDecodable {
    public var background: PaywallColor?
    public var text1: PaywallColor?
    public var text2: PaywallColor?
    public var text3: PaywallColor?
    public var callToActionBackground: PaywallColor?
    public var callToActionForeground: PaywallColor?
    public var callToActionSecondaryBackground: PaywallColor?
    public var accent1: PaywallColor?
    public var accent2: PaywallColor?
    public var accent3: PaywallColor?
    public var closeButton: PaywallColor?
    public var tierControlBackground: PaywallColor?
    public var tierControlForeground: PaywallColor?
    public var tierControlSelectedBackground: PaywallColor?
    public var tierControlSelectedForeground: PaywallColor?

    /// No colors set.
    public init() {}

    init(json: JSONReader) throws {
        let object = try json.object()
        background = try object.decode("background")
        text1 = try object.decode("text_1", "text1")
        text2 = try object.decode("text_2", "text2")
        text3 = try object.decode("text_3", "text3")
        callToActionBackground = try object.decode("call_to_action_background")
        callToActionForeground = try object.decode("call_to_action_foreground")
        callToActionSecondaryBackground = try object.decode("call_to_action_secondary_background")
        accent1 = try object.decode("accent_1", "accent1")
        accent2 = try object.decode("accent_2", "accent2")
        accent3 = try object.decode("accent_3", "accent3")
        closeButton = try object.decode("close_button")
        tierControlBackground = try object.decode("tier_control_background")
        tierControlForeground = try object.decode("tier_control_foreground")
        tierControlSelectedBackground = try object.decode("tier_control_selected_background")
        tierControlSelectedForeground = try object.decode("tier_control_selected_foreground")
    }
}
