/// Every key the program understands, with what it does: the help overlay lists exactly these.
public enum KeyBindings {
    /// The keys and their meanings, in the order the help overlay shows them.
    public static let all: [(keys: String, meaning: String)] = [
        ("↑ ↓  k j", "move the selection"),
        ("Tab  Shift-Tab", "next / previous item or control"),
        ("← →  h l", "previous / next tab or page"),
        ("1-9", "choose a tab"),
        ("s", "on a paywall: every plan of its subscription group"),
        ("PgUp PgDn Home End", "move by a page / to the ends, then scroll"),
        ("Enter  Space", "open or buy the selection"),
        ("Esc  Backspace", "back"),
        ("/", "filter the list (Enter keeps it, Esc clears it)"),
        ("mouse click", "select and open an item"),
        ("mouse wheel", "scroll the list"),
        ("?", "this help"),
        ("q", "quit (asks first while a purchase is in progress)"),
        ("Ctrl-C", "quit at once"),
        ("Ctrl-Z", "suspend (fg resumes)"),
    ]
}
