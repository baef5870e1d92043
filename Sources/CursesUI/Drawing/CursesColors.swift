import PaywallLayout

/// How a frame's colors reach curses: the `ColorProfile` the environment asks for, capped by what the terminal
/// says it has, and each adapted color turned into a curses color number.
struct CursesColors: Equatable {
    /// The profile styles are adapted with.
    let profile: ColorProfile
    /// How many colors curses reports.
    let colorCount: Int

    /// The profile for an environment (`NO_COLOR`, `COLORTERM`, `TERM`), lowered to what the terminal reports:
    /// truecolor only with a direct-color terminal description, 256 colors only with 256 colors.
    init(environment: [String: String], colorCount: Int, hasDirectColor: Bool) {
        let asked = ColorProfile.detect(environment)
        self.colorCount = colorCount
        switch asked {
        case _ where colorCount < 8:
            profile = .monochrome
        case .truecolor where !(hasDirectColor && colorCount >= 1 << 24):
            profile = colorCount >= 256 ? .ansi256 : .ansi16
        case .ansi256 where colorCount < 256:
            profile = .ansi16
        default:
            profile = asked
        }
    }

    /// The curses color number for a color already adapted to the profile: -1 for the terminal's default, the
    /// index for a palette entry (bright entries fall back to their plain ones on 8-color terminals), the packed
    /// RGB value for a direct color.
    func number(for color: Color) -> Int32 {
        switch color {
        case .terminalDefault:
            return -1
        case .palette(let index):
            return colorCount < 16 && index < 16 ? Int32(index % 8) : Int32(index)
        case .rgb(let value):
            return Int32(value.red) << 16 | Int32(value.green) << 8 | Int32(value.blue)
        }
    }
}
