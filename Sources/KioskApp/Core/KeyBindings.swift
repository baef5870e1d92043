import PaywallLayout

/// Every key the program understands, declared once: what each key asks for where it is pressed (`KeyHandler`
/// and `PaywallKeys` act on the command), the help overlay's lines (exactly `all`, in order) and the key bar's hints
/// (and the words of the quit question and of a screen waiting for the offerings, which name the keys that act there).
public enum KeyBindings {
    /// The keys and their meanings, in the order the help overlay shows them.
    public static let all: [KeyBinding] = [
        KeyBinding("↑ ↓  k j", "move the selection", [
            .list: [.up: .previousItem, .character("k"): .previousItem, .down: .nextItem, .character("j"): .nextItem],
            .paywall: [.up: .previousPackage, .character("k"): .previousPackage, .down: .nextPackage, .character("j"): .nextPackage],
            .text: [.up: .keepText, .down: .keepText],
        ], hints: [KeyHint(.list, 0, "↑↓ move"), KeyHint(.paywall, 0, "↑↓ package")]),
        KeyBinding("Tab  Shift-Tab", "next / previous item or control", [
            .list: [.tab: .nextItem, .backTab: .previousItem],
            .paywall: [.tab: .nextControl, .backTab: .previousControl],
            .text: [.tab: .keepText],
        ], hints: [KeyHint(.paywall, 2, "Tab buttons")]),
        KeyBinding("← →  h l", "previous / next tab or page", [
            .list: [.left: .leave, .character("h"): .leave, .right: .open, .character("l"): .open],
            .paywall: [.left: .previousPage, .character("h"): .previousPage, .right: .nextPage, .character("l"): .nextPage],
        ], hints: [KeyHint(.paywall, 3, "←→ page/tab", showsOn: { scene, _ in !scene.tabs.isEmpty || !scene.carousels.isEmpty })]),
        KeyBinding("1-9", "choose a tab", [
            .paywall: Dictionary(uniqueKeysWithValues: (1...9).map { (Key.character(Character(String($0))), KeyCommand.chooseTab($0 - 1)) }),
        ], hints: [KeyHint(.paywall, 5, "1-9 tab", showsOn: { scene, _ in scene.tabs.count > 1 })]),
        KeyBinding("s", "on a paywall: every plan of its subscription group", [.paywall: [.character("s"): .plans]],
                   hints: [KeyHint(.paywall, 6, "s plans", showsOn: { $0.subscriptionGroupID(in: $1.store) != nil })]),
        KeyBinding("PgUp PgDn Home End", "a page / to the ends, then scroll; paywalls scroll", [
            .list: [.pageUp: .pageUp, .pageDown: .pageDown, .home: .firstItem, .end: .lastItem],
            .paywall: [.pageUp: .pageUp, .pageDown: .pageDown, .home: .firstItem, .end: .lastItem],
        ], hints: [KeyHint(.paywall, 4, "PgUp/PgDn scroll", showsOn: { scene, _ in scene.scrolling != nil })]),
        KeyBinding("Enter  Space", "open or buy the selection", [
            .list: [.enter: .open, .space: .open],
            .paywall: [.enter: .press, .space: .press],
            .text: [.enter: .submitText],
        ], hints: [KeyHint(.list, 1, "Enter open"), KeyHint(.paywall, 1, enterOnPaywall), KeyHint(.text, 0, "Enter ok")]),
        KeyBinding("Esc  Backspace", "back", [
            .list: [.escape: .back, .backspace: .back],
            .paywall: [.escape: .closeSheet, .backspace: .closeSheet],
            .text: [.escape: .cancelText, .backspace: .eraseText],
            .offeringsFetch: [.escape: .cancelFetch],
        ], hints: [KeyHint(.list, 2, "Esc back"), KeyHint(.paywall, 7, "Esc back"), KeyHint(.text, 1, "Esc cancel"),
                   KeyHint(.text, 2, "Backspace erase")]),
        KeyBinding("/", "filter the list (Enter keeps it, Esc clears it)", [.list: [.character("/"): .filter]],
                   hints: [KeyHint(.list, 3, "/ filter")]),
        KeyBinding("mouse click", "select and open an item"),
        KeyBinding("mouse wheel", "scroll the list or paywall"),
        KeyBinding("?", "this help", [.list: [.character("?"): .showHelp]],
                   hints: [KeyHint(.list, 5, "? help"), KeyHint(.paywall, 8, "? help")]),
        KeyBinding("q", "quit (asks first while a purchase is in progress)", [
            .list: [.character("q"): .quit],
            .quitPrompt: [.character("y"): .confirmQuit, .character("Y"): .confirmQuit, .enter: .confirmQuit],
        ], hints: [KeyHint(.list, 4, "q quit"), KeyHint(.quitPrompt, 0, "y / Enter: quit"), KeyHint(.quitPrompt, 1, "any other key: stay")]),
        KeyBinding("Ctrl-C", "quit at once", [.anywhere: [.control("c"): .quitAtOnce]]),
        KeyBinding("Ctrl-Z", "suspend (fg resumes)", [.anywhere: [.control("z"): .suspend]]),
    ]

    /// What `key` asks for where it is pressed, or `nil` when it means nothing there.
    static func command(for key: Key, in context: KeyContext) -> KeyCommand? {
        commands[context]?[key]
    }

    /// The key bar's hints where the keys are pressed now, left to right; on a paywall, only those whose key acts on
    /// the one shown (asked of one scene: the key bar is drawn with every frame).
    static func hints(in context: KeyContext, _ state: AppState) -> [String] {
        let scene: PaywallScene? = if context == .paywall, case .paywall(let placement) = state.current.kind {
            PaywallScene(placement: placement, choices: state.current.paywall, state: state)
        } else {
            nil
        }
        return (hintsByContext[context] ?? []).filter { hint in
            guard let showsOn = hint.showsOn, let scene else { return true }
            return showsOn(scene, state)
        }.map { $0.words(state) }
    }

    /// Every binding's hints by where they show, in their places: worked out once, not on every frame.
    private static let hintsByContext: [KeyContext: [KeyHint]] = Dictionary(grouping: all.flatMap(\.hints), by: \.context)
        .mapValues { $0.sorted { $0.place < $1.place } }

    /// Every binding's commands by where they are pressed, for looking a key up at once.
    private static let commands: [KeyContext: [Key: KeyCommand]] = all.reduce(into: [:]) { table, binding in
        for (context, keys) in binding.commands {
            table[context, default: [:]].merge(keys) { first, _ in first }
        }
    }

    /// What a screen waiting for the offerings says the key that cancels the fetch (`.offeringsFetch`, above) does:
    /// with a copy of an earlier fetch it is read instead.
    static func cancelFetchWords(hasCachedCopy: Bool) -> String {
        hasCachedCopy ? "Esc cancels and uses the cached copy." : "Esc cancels the fetch; with no cached copy, the store goes on without paywalls."
    }

    /// Enter on a paywall selects the package Tab focused, presses any other control focused, and with nothing
    /// focused buys the selected package.
    private static let enterOnPaywall: @Sendable (AppState) -> String = { state in
        guard let focus = state.current.paywall.focus else { return "Enter buy" }
        return focus.hasPrefix(PaywallAnchor.package("")) ? "Enter select" : "Enter press"
    }
}
