import Testing
@testable import PaywallLayout

@Suite("Placeholders for images, video and web pages")
struct PlaceholderTests {
    private func label(_ text: String, width: Int) -> String {
        Placeholder(text).rendered(width: width, height: 3).lines[1].trimmingCharacters(in: .whitespaces)
    }

    @Test func aNarrowPlaceholderDropsTheAspectRatioThenCutsWithAnEllipsis() {
        #expect(label("image 16:9", width: 20).contains("image 16:9"))
        #expect(label("image 16:9", width: 12).contains("image") && !label("image 16:9", width: 12).contains("16:9"))
        // A web page keeps saying it is a web page and as much of its address as fits.
        #expect(label("web page: https://example.com/terms", width: 40).contains("web page: https://example.com/terms"))
        #expect(label("web page: https://example.com/terms", width: 24).contains("web page: https://e…"))
        #expect(label("web page: https://example.com/terms", width: 10).contains("web p…"))
    }
}
