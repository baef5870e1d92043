import Testing
@testable import PaywallLayout

@Suite("Markdown in paywall texts")
struct MarkdownTextTests {
    func plain(_ text: String) -> String { MarkdownText.plain(text).text }
    func attributes(_ text: String) -> TextAttributes { MarkdownText.plain(text).attributes }

    @Test func markersOfEverySpanAreRemoved() {
        #expect(plain("`50% OFF`") == "50% OFF")
        #expect(plain("Try *Pro* free") == "Try Pro free")
        #expect(plain("Try _Pro_ free") == "Try Pro free")
        #expect(plain("**Best** value") == "Best value")
        #expect(plain("__Best__ value") == "Best value")
        #expect(plain("was ~~$9.99~~ now") == "was $9.99 now")
        #expect(plain("was ~$9.99~ now") == "was $9.99 now")
        #expect(plain("Read the [terms](https://example.com/terms \"Terms\")") == "Read the terms")
        #expect(plain("![logo](logo.png) Kiosk") == "logo Kiosk")
        #expect(plain("Mail <help@example.com> or <https://example.com>") == "Mail help@example.com or https://example.com")
    }

    @Test func spansCombine() {
        #expect(plain("***all of it***") == "all of it")
        #expect(attributes("***all of it***") == [.bold, .italic])
        #expect(plain("**bold _and italic_**") == "bold and italic")
        #expect(plain("~~**$59.99**~~") == "$59.99")
        #expect(attributes("~~**$59.99**~~") == [.bold, .strikethrough])
        #expect(plain("[**Terms** of use](https://x.y)") == "Terms of use")
        #expect(plain("`**not bold**`") == "**not bold**")
        #expect(attributes("`**not bold**`") == [])
    }

    @Test func emphasisOverTheWholeTextBecomesTheCellStyle() {
        #expect(attributes("**Best value**") == .bold)
        #expect(attributes("*Cancel anytime*") == .italic)
        #expect(attributes("~~$9.99~~") == .strikethrough)
        #expect(attributes("  **Best value**  ") == .bold)
        #expect(attributes("**Best** value") == [])
        #expect(attributes("plain") == [])
    }

    @Test func malformedMarkdownStaysAsWritten() {
        #expect(plain("**unclosed") == "**unclosed")
        #expect(plain("closed** only") == "closed** only")
        #expect(plain("`unclosed code") == "`unclosed code")
        #expect(plain("``a`b``") == "a`b")
        #expect(plain("2 * 3 * 4") == "2 * 3 * 4")
        #expect(plain("snake_case_name") == "snake_case_name")
        #expect(plain("a * b*") == "a * b*")
        #expect(plain("*a **b*") == "*a *b")
        #expect(plain("~~~three~~~") == "~~~three~~~")
        #expect(plain("[label] (no link)") == "[label] (no link)")
        #expect(plain("[unclosed](https://x") == "[unclosed](https://x")
        #expect(plain("1 < 2 > 0") == "1 < 2 > 0")
        #expect(plain("**") == "**")
    }

    @Test func escapesShowTheCharacter() {
        #expect(plain("\\*not italic\\*") == "*not italic*")
        #expect(plain("\\- item") == "- item")
        #expect(plain("C:\\path") == "C:\\path")
        #expect(plain("ends with \\") == "ends with \\")
        #expect(plain("\\`tick\\`") == "`tick`")
    }

    @Test func textWithoutMarkdownIsUntouched() {
        #expect(plain("Unlock everything for $9.99/mo") == "Unlock everything for $9.99/mo")
        #expect(plain("Zeile\nzwei") == "Zeile\nzwei")
        #expect(plain("日本語のテキスト 🇯🇵") == "日本語のテキスト 🇯🇵")
        // A marker's byte in a grapheme of several scalars (an asterisk with an accent) is not a marker.
        #expect(plain("*\u{301}Pro*\u{301}") == "*\u{301}Pro*\u{301}")
        #expect(attributes("*\u{301}Pro*\u{301}") == [])
    }
}
