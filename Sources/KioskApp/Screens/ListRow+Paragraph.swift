import PaywallLayout

extension ListRow {
    /// Text wrapped to a list `width` columns wide (`ListLayout.listArea`, not the screen: the list draws text in 3
    /// columns less), one text row a line (in the role `tone`), each line after `indent`.
    static func paragraph(_ text: String, width: Int, indent: String = "", tone: ColorRole? = nil) -> [ListRow] {
        TextWrapping.wrap(text, width: max(width - 4 - DisplayWidth.of(indent), 10)).map { .text(indent + $0, tone: tone) }
    }

    /// An item with its detail beside the label when both fit a list of `width` columns, else with the detail wrapped
    /// under it (`indent`ed): a selectable row's detail is cut to fit, never wrapped.
    static func item(_ label: String, wrappingDetail detail: String, width: Int, indent: String = "    ", _ action: Action) -> [ListRow] {
        guard DisplayWidth.of(label) + 2 + DisplayWidth.of(detail) > width - 4 else { return [.item(label, detail: detail, action)] }
        return [.item(label, action)] + paragraph(detail, width: width, indent: indent)
    }
}
