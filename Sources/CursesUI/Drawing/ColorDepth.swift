import PaywallLayout

/// How many colors the terminal shows, and how a cell's `Color` becomes a curses color number there.
///
/// Direct color takes exact RGB values; 256 colors take the nearest entry of the color cube or gray ramp (an
/// exact palette entry stays itself); 16 and 8 colors take the nearest basic color; monochrome takes none, and
/// frames then rely on bold and reverse video.
public enum ColorDepth: Hashable, Sendable {
    /// 24-bit colors passed straight to the terminal.
    case direct
    /// The xterm 256-color palette.
    case palette256
    /// The 16 basic colors.
    case basic16
    /// The 8 basic colors.
    case basic8
    /// No colors at all.
    case monochrome

    /// The depth for a terminal that reports `colors` colors (and direct color or not), with `NO_COLOR` honoured.
    public static func detect(colors: Int, hasDirectColor: Bool, environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        if hasDirectColor && colors >= 1 << 24 { return .direct }
        switch colors {
        case 256...: return .palette256
        case 16..<256: return .basic16
        case 8..<16: return .basic8
        default: return .monochrome
        }
    }

    /// The curses color number for a color: -1 for the terminal's default (and for everything in monochrome).
    public func colorNumber(for color: Color) -> Int32 {
        guard self != .monochrome, let rgb = color.rgbValue else { return -1 }
        switch self {
        case .direct:
            return Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
        case .palette256:
            if case .palette(let index) = color { return Int32(index) }
            return Int32(Self.nearest(to: rgb, among: 16...255))
        case .basic16:
            if case .palette(let index) = color, index < 16 { return Int32(index) }
            return Int32(Self.nearest(to: rgb, among: 0...15))
        case .basic8:
            if case .palette(let index) = color, index < 8 { return Int32(index) }
            return Int32(Self.nearest(to: rgb, among: 0...7))
        case .monochrome:
            return -1
        }
    }

    /// The palette index in `candidates` closest to a color (squared distance in RGB, weighted for the eye).
    static func nearest(to rgb: RGB, among candidates: ClosedRange<Int>) -> Int {
        var best = candidates.lowerBound
        var bestDistance = Int.max
        for index in candidates {
            let entry = Palette256.rgb(ofIndex: UInt8(index))
            let (red, green, blue) = (Int(rgb.red) - Int(entry.red), Int(rgb.green) - Int(entry.green), Int(rgb.blue) - Int(entry.blue))
            let distance = 3 * red * red + 4 * green * green + 2 * blue * blue
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return best
    }
}
