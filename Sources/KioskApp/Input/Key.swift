/// A key the user pressed, decoded from the terminal's input.
public enum Key: Hashable, Sendable {
    /// The arrow keys.
    case up, down, left, right
    /// Home, End, Page Up and Page Down.
    case home, end, pageUp, pageDown
    /// Tab, and Shift-Tab (back tab).
    case tab, backTab
    /// Enter (Return).
    case enter
    /// The space bar.
    case space
    /// Escape.
    case escape
    /// Backspace (and Delete, which most terminals send for it).
    case backspace
    /// A printable character.
    case character(Character)
    /// A control key: `.control("c")` is Ctrl-C, `.control("z")` Ctrl-Z.
    case control(Character)
}
