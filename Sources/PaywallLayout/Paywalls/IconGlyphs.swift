/// The terminal glyph of an icon from the paywall icon library, by name, with a fallback for unknown names.
enum IconGlyphs {
    /// The glyph for an icon name (`check`, `circle-check`, `x`, `star`…); a bullet for names not in the map. A
    /// `circle` is hollow (○) as RevenueCat's outline icon, a `filled-circle` solid (●).
    static func glyph(for name: String, ascii: Bool) -> String {
        let key = name.lowercased()
        let entry = table.first { candidate in candidate.names.contains { key == $0 || key.hasPrefix($0 + "-") || key.hasSuffix("-" + $0) } }
        guard let entry else { return ascii ? "*" : "•" }
        return ascii ? entry.ascii : entry.unicode
    }

    private static let table: [(names: [String], unicode: String, ascii: String)] = [
        (["check", "checkmark", "tick", "done"], "✓", "v"),
        (["x", "close", "xmark", "cross", "cancel"], "✕", "x"),
        (["star", "sparkles", "sparkle"], "★", "*"),
        (["heart", "favorite"], "♥", "<3"),
        (["lock", "locked", "shield"], "■", "#"),
        (["unlock", "unlocked", "key"], "□", "o"),
        (["bell", "notification", "notifications"], "♪", "!"),
        (["arrow-right", "chevron-right", "right"], "›", ">"),
        (["arrow-left", "chevron-left", "left"], "‹", "<"),
        (["plus", "add"], "+", "+"),
        (["minus", "remove"], "−", "-"),
        (["info", "information"], "ℹ", "i"),
        (["gift", "present"], "◆", "+"),
        (["crown", "premium", "diamond", "gem"], "◆", "+"),
        (["bolt", "lightning", "flash", "zap"], "ϟ", "!"),
        (["calendar", "clock", "time", "timer"], "◷", "@"),
        (["filled-circle", "circle-filled", "dot"], "●", "*"),
        (["circle"], "○", "o"),
        (["infinity", "unlimited"], "∞", "oo"),
        (["cloud", "sync"], "☁", "~"),
        (["music", "note"], "♫", "#"),
        (["play"], "▶", ">"),
    ]
}
