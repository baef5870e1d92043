/// The xterm 256-color palette: 16 basic colors, a 6×6×6 color cube and a 24-step gray ramp.
public enum Palette256 {
    /// The 16 basic colors as xterm shows them (black, red, green, yellow, blue, magenta, cyan, white, then bright).
    public static let basic: [RGB] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ].map { RGB(red: $0.0, green: $0.1, blue: $0.2) }

    /// The levels of one axis of the color cube.
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The RGB value of a palette entry.
    public static func rgb(ofIndex index: UInt8) -> RGB {
        switch index {
        case 0..<16:
            return basic[Int(index)]
        case 16..<232:
            let offset = Int(index) - 16
            return RGB(red: cubeLevels[offset / 36], green: cubeLevels[(offset / 6) % 6], blue: cubeLevels[offset % 6])
        default:
            let level = UInt8(8 + (Int(index) - 232) * 10)
            return RGB(red: level, green: level, blue: level)
        }
    }
}
