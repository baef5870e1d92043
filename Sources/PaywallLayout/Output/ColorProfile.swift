/// What colors a terminal can show, and how a style's colors are brought down to them.
///
/// Truecolor keeps RGB exactly; 256 colors takes the nearest entry of the color cube or gray ramp; 16 colors the
/// nearest basic color; monochrome drops colors and keeps attributes. When two colors of a style come out the
/// same (or too close to read), the foreground becomes black or white, whichever reads better.
public enum ColorProfile: String, Sendable, CaseIterable {
    /// No colors: attributes only.
    case monochrome = "none"
    /// The 16 basic ANSI colors.
    case ansi16 = "16"
    /// The xterm 256-color palette.
    case ansi256 = "256"
    /// 24-bit color.
    case truecolor

    /// The profile named on the command line (`none`, `16`, `256`, `truecolor`), or `nil`.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }

    /// Whether the environment turns colors off: `NO_COLOR` set to any non-empty value.
    public static func colorsAreOff(_ environment: [String: String]) -> Bool {
        !(environment["NO_COLOR"] ?? "").isEmpty
    }

    /// The profile a terminal supports, from the environment: monochrome with `NO_COLOR`, truecolor with
    /// `COLORTERM=truecolor|24bit`, 256 colors with a `TERM` ending in `256color`, else 16 colors (monochrome for
    /// `TERM=dumb`).
    public static func detect(_ environment: [String: String]) -> ColorProfile {
        if colorsAreOff(environment) { return .monochrome }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .truecolor }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .monochrome }
        if term.hasSuffix("256color") { return .ansi256 }
        return .ansi16
    }

    /// A color as this profile shows it.
    public func adapt(_ color: Color) -> Color {
        switch (self, color) {
        case (_, .terminalDefault), (.truecolor, _):
            return color
        case (.monochrome, _):
            return .terminalDefault
        case (.ansi256, .palette), (.ansi16, .palette(0..<16)):
            return color
        case (.ansi256, .rgb(let value)):
            return .palette(Self.nearest256(value))
        case (.ansi16, _):
            return color.rgbValue.map { .palette(Self.nearest16($0)) } ?? color
        }
    }

    /// A style as this profile shows it, with text kept readable on its background.
    public func adapt(_ style: Style) -> Style {
        var adapted = Style(foreground: adapt(style.foreground), background: adapt(style.background), attributes: style.attributes)
        guard self != .truecolor, let background = adapted.background.rgbValue, let foreground = adapted.foreground.rgbValue,
              Contrast.ratio(foreground, background) < Contrast.minimumRatio else { return adapted }
        let useBlack = Contrast.bestText(on: background) == RGB(red: 0, green: 0, blue: 0)
        adapted.foreground = self == .ansi256 ? .palette(useBlack ? 16 : 231) : .palette(useBlack ? 0 : 15)
        return adapted
    }

    /// The nearest entry of the 256-color palette's cube and gray ramp (16–255; 0–15 vary between terminals).
    static func nearest256(_ color: RGB) -> UInt8 {
        func level(_ component: UInt8) -> Int {
            let value = Int(component)
            return value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
        }
        let cube = 16 + 36 * level(color.red) + 6 * level(color.green) + level(color.blue)
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let gray = average > 238 ? 255 : 232 + max(0, (average - 3) / 10)
        let candidates = [UInt8(cube), UInt8(min(gray, 255))]
        return candidates.min { distance(Palette256.rgb(ofIndex: $0), color) < distance(Palette256.rgb(ofIndex: $1), color) }!
    }

    /// The nearest of the 16 basic colors.
    static func nearest16(_ color: RGB) -> UInt8 {
        UInt8(Palette256.basic.indices.min { distance(Palette256.basic[$0], color) < distance(Palette256.basic[$1], color) }!)
    }

    /// A perceptual distance between colors (squared, weighted by the mean red, as eyes weigh them).
    static func distance(_ first: RGB, _ second: RGB) -> Int {
        let meanRed = (Int(first.red) + Int(second.red)) / 2
        let red = Int(first.red) - Int(second.red), green = Int(first.green) - Int(second.green), blue = Int(first.blue) - Int(second.blue)
        return (((512 + meanRed) * red * red) >> 8) + 4 * green * green + (((767 - meanRed) * blue * blue) >> 8)
    }
}
