import CNcursesw
import Testing
@testable import CursesUI
@testable import KioskApp

@Suite("Key decoding")
struct KeyDecoderTests {
    @Test func functionKeysBecomeKeys() {
        #expect(KeyDecoder.functionKey(KEY_UP) == .up)
        #expect(KeyDecoder.functionKey(KEY_DOWN) == .down)
        #expect(KeyDecoder.functionKey(KEY_LEFT) == .left)
        #expect(KeyDecoder.functionKey(KEY_RIGHT) == .right)
        #expect(KeyDecoder.functionKey(KEY_BTAB) == .backTab)
        #expect(KeyDecoder.functionKey(KEY_BACKSPACE) == .backspace)
        #expect(KeyDecoder.functionKey(KEY_NPAGE) == .pageDown)
        #expect(KeyDecoder.functionKey(KEY_F0 + 5) == nil)
    }

    @Test func controlsAndCharacters() {
        #expect(KeyDecoder.character(9) == .tab)
        #expect(KeyDecoder.character(13) == .enter)
        #expect(KeyDecoder.character(10) == .enter)
        #expect(KeyDecoder.character(27) == .escape)
        #expect(KeyDecoder.character(127) == .backspace)
        #expect(KeyDecoder.character(32) == .space)
        #expect(KeyDecoder.character(3) == .control("c"))
        #expect(KeyDecoder.character(26) == .control("z"))
        #expect(KeyDecoder.character(0x71) == .character("q"))
        #expect(KeyDecoder.character(0xE9) == .character("é"))
        #expect(KeyDecoder.character(0x30AB) == .character("カ"))
        #expect(KeyDecoder.character(0x9B) == nil, "C1 controls are not characters")
        #expect(KeyDecoder.character(0) == nil)
    }
}
