/// The weight of a font.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case extraLight = "extra_light"
    case thin, light, regular, medium, semibold, bold
    case extraBold = "extra_bold"
    case black

    /// Whether a terminal should draw it bold.
    public var isBold: Bool {
        switch self {
        case .semibold, .bold, .extraBold, .black: true
        default: false
        }
    }
}
