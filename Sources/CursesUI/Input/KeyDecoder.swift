import CNcursesw
import KioskApp

/// Turns what `wget_wch` returns (a character, or a function-key code) into a `Key`.
enum KeyDecoder {
    /// The key for a function-key code (`KEY_UP`, `KEY_BTAB`, …), or `nil` for codes the program does not use.
    static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_BTAB: return .backTab
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE, KEY_DC: return .backspace
        default: return nil
        }
    }

    /// The key for a character code, or `nil` for one that is neither printable nor a known control.
    static func character(_ value: UInt32) -> Key? {
        switch value {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 32: return .space
        case 1...26: return .control(Character(Unicode.Scalar(value + 96)!))
        default:
            guard value >= 32, let scalar = Unicode.Scalar(value), !(0x7F...0x9F).contains(value) else { return nil }
            return .character(Character(scalar))
        }
    }
}
