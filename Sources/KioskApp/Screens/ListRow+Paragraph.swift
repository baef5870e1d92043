import PaywallLayout

extension ListRow {
    /// Text wrapped to a list of `width` columns, one text row a line (in the role `tone`), each line after `indent`.
    static func paragraph(_ text: String, width: Int, indent: String = "", tone: ColorRole? = nil) -> [ListRow] {
        TextWrapping.wrap(text, width: max(width - 4 - DisplayWidth.of(indent), 10)).map { .text(indent + $0, tone: tone) }
    }
}
