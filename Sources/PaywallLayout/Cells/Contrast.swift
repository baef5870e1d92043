import Foundation

/// Keeps text readable: the WCAG contrast ratio between colors, and a foreground fixed when it is too faint.
public enum Contrast {
    /// The least contrast ratio text keeps against its background (WCAG's level for large text and UI parts).
    public static let minimumRatio = 3.0

    /// The WCAG relative luminance of a color, 0 (black) to 1 (white).
    public static func luminance(_ color: RGB) -> Double {
        0.2126 * linear[Int(color.red)] + 0.7152 * linear[Int(color.green)] + 0.0722 * linear[Int(color.blue)]
    }

    /// Each 8-bit component's linear light (the sRGB curve undone), computed once.
    private static let linear: [Double] = (0...255).map { component in
        let value = Double(component) / 255
        return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// The WCAG contrast ratio of two colors, 1 (none) to 21 (black on white).
    public static func ratio(_ first: RGB, _ second: RGB) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The foreground itself when it is readable on the background, else black or white, whichever reads better.
    public static func readable(_ foreground: RGB, on background: RGB) -> RGB {
        ratio(foreground, background) >= minimumRatio ? foreground : bestText(on: background)
    }

    /// Black or white, whichever reads better on a background.
    public static func bestText(on background: RGB) -> RGB {
        let black = RGB(red: 0, green: 0, blue: 0), white = RGB(red: 255, green: 255, blue: 255)
        return ratio(black, background) >= ratio(white, background) ? black : white
    }

    /// The style with its foreground made readable on its background, when both are known colors.
    public static func readable(_ style: Style) -> Style {
        guard let foreground = style.foreground.rgbValue, let background = style.background.rgbValue else { return style }
        let fixed = readable(foreground, on: background)
        return fixed == foreground ? style : style.foreground(.rgb(fixed))
    }
}
