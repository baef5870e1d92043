import Testing
@testable import PaywallLayout

@Suite("Color profiles and ANSI output")
struct ColorProfileTests {
    @Test func truecolorIsExact() {
        #expect(ColorProfile.truecolor.adapt(Color.rgb(1, 2, 3)) == .rgb(1, 2, 3))
    }

    @Test func twoHundredFiftySixColorsTakeTheNearestCubeOrGray() {
        #expect(ColorProfile.ansi256.adapt(Color.rgb(255, 0, 0)) == .palette(196))
        #expect(ColorProfile.ansi256.adapt(Color.rgb(0, 95, 135)) == .palette(24))
        #expect(ColorProfile.ansi256.adapt(Color.rgb(128, 128, 128)) == .palette(244))
        #expect(ColorProfile.ansi256.adapt(Color.rgb(0xF2, 0x54, 0x5B)) == .palette(203))
    }

    @Test func sixteenColorsTakeTheNearestBasicColor() {
        #expect(ColorProfile.ansi16.adapt(Color.rgb(250, 10, 10)) == .palette(9))
        #expect(ColorProfile.ansi16.adapt(Color.rgb(0, 0, 0)) == .palette(0))
        #expect(ColorProfile.ansi16.adapt(Color.rgb(250, 250, 250)) == .palette(15))
        #expect(ColorProfile.ansi16.adapt(Color.rgb(235, 235, 235)) == .palette(7))
        #expect(ColorProfile.ansi16.adapt(Color.palette(200)) == .palette(13))
    }

    @Test func monochromeDropsColorsAndKeepsAttributes() {
        let style = Style(foreground: .rgb(1, 2, 3), background: .rgb(200, 200, 200), attributes: [.reverse, .bold])
        #expect(ColorProfile.monochrome.adapt(style) == Style(attributes: [.reverse, .bold]))
    }

    @Test func textStaysReadableWhenColorsCollapse() throws {
        // Two close blues become the same basic color: the text turns white.
        let style = Style(foreground: .rgb(0, 0, 200), background: .rgb(0, 0, 238))
        let adapted = ColorProfile.ansi16.adapt(style)
        #expect(adapted.background == .palette(4))
        #expect(adapted.foreground == .palette(15))
        let grays = ColorProfile.ansi256.adapt(Style(foreground: .rgb(120, 120, 120), background: .rgb(128, 128, 128)))
        let ratio = Contrast.ratio(try #require(grays.foreground.rgbValue), try #require(grays.background.rgbValue))
        #expect(ratio >= Contrast.minimumRatio)
    }

    @Test func parsesTheCommandLineNamesAndDetectsTheTerminal() {
        #expect(ColorProfile(argument: "none") == .monochrome)
        #expect(ColorProfile(argument: "16") == .ansi16)
        #expect(ColorProfile(argument: "256") == .ansi256)
        #expect(ColorProfile(argument: "TrueColor") == .truecolor)
        #expect(ColorProfile(argument: "8") == nil)
        #expect(ColorProfile.detect(["COLORTERM": "24bit"]) == .truecolor)
        #expect(ColorProfile.detect(["TERM": "xterm-256color"]) == .ansi256)
        #expect(ColorProfile.detect(["TERM": "xterm"]) == .ansi16)
        #expect(ColorProfile.detect(["TERM": "dumb"]) == .monochrome)
    }

    @Test func styledOutputWritesSGRSequencesOnlyWhenTheStyleChanges() {
        var buffer = Buffer(width: 4, height: 2)
        buffer.write("ab", at: Point(x: 0, y: 0), style: Style(foreground: .rgb(255, 0, 0), attributes: .bold))
        buffer.write("年", at: Point(x: 2, y: 1), style: Style(background: .palette(4)))
        let truecolor = AnsiText.styled(buffer, profile: .truecolor)
        #expect(truecolor == "\u{1B}[0;1;38;2;255;0;0mab\u{1B}[0m  \u{1B}[0m\n\u{1B}[0m  \u{1B}[0;44m年\u{1B}[0m\n")
        let sixteen = AnsiText.styled(buffer, profile: .ansi16)
        #expect(sixteen.hasPrefix("\u{1B}[0;1;91mab"))
        let twoFiftySix = AnsiText.styled(buffer, profile: .ansi256)
        #expect(twoFiftySix.hasPrefix("\u{1B}[0;1;38;5;196mab"))
        #expect(AnsiText.plain(buffer) == "ab\n  年\n")
    }

    @Test func outputNeverCarriesEscapesFromTheText() {
        var buffer = Buffer(width: 10, height: 1)
        buffer.write("\u{1B}]0;pwned\u{7}", at: Point(x: 0, y: 0))
        let output = AnsiText.styled(buffer, profile: .truecolor)
        let escapes = output.components(separatedBy: "\u{1B}").count - 1
        #expect(escapes == 2)
        #expect(!output.contains("\u{7}"))
    }
}
