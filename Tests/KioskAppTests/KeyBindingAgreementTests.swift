import Foundation
import Testing
@testable import KioskApp

/// The keys the quit question and a screen waiting for the offerings name are the keys that act there: the words and
/// the matching both come from `KeyBindings`, the one table that also fills the help overlay and the key bar.
@Suite("Keys named by the quit question and the offerings fetch are the keys that act")
struct KeyBindingAgreementTests {
    /// Every key the table binds where it is pressed, with its command.
    private func bound(in context: KeyContext) -> [(key: Key, command: KeyCommand)] {
        KeyBindings.all.flatMap { ($0.commands[context] ?? [:]).map { (key: $0.key, command: $0.value) } }
    }

    /// How the words name a key.
    private func name(of key: Key) -> String {
        switch key {
        case .character(let character): String(character).lowercased()
        case .enter: "Enter"
        case .escape: "Esc"
        default: "\(key)"
        }
    }

    /// A program asking whether to quit while a purchase is in flight.
    private func askedToQuit() -> Pilot {
        var state = AppState(size: TerminalSize(width: 80, height: 24), now: Date())
        _ = ActionRunner.start(.purchase(productID: "pro.monthly"), in: &state)
        var pilot = Pilot(size: state.size, performer: ScriptedPerformer(), state: state)
        pilot.press(.character("q"))
        return pilot
    }

    /// A program fetching the offerings, its first tick sent (which starts the fetch).
    private func fetching(hasCachedCopy: Bool) -> Pilot {
        var state = AppState(size: TerminalSize(width: 120, height: 24), now: Date())
        state.offeringsLoading = OfferingsLoading(address: "https://example.test/offerings.json", hasCachedCopy: hasCachedCopy)
        var pilot = Pilot(size: state.size, performer: ScriptedPerformer(), state: state)
        pilot.send(.tick(Date()))
        return pilot
    }

    @Test func theQuitQuestionNamesTheKeysThatQuitAndNoOtherKeyQuits() {
        let keys = bound(in: .quitPrompt)
        #expect(Set(keys.map(\.key)) == [.character("y"), .character("Y"), .enter])
        for (key, command) in keys {
            #expect(command == .confirmQuit)
            var pilot = askedToQuit()
            #expect(pilot.state.overlay == .confirmQuit)
            let words = KeyBindings.hints(in: .quitPrompt, pilot.state).joined(separator: "     ")
            #expect(pilot.screenText.contains(words), "the question shows the table's words")
            #expect(words.contains(name(of: key)), "the question names \(key)")
            pilot.press(key)
            #expect(pilot.state.isQuitting && pilot.effects.last == .quit, "\(key) quits")
        }
        for key in [Key.character("n"), .character("q"), .escape, .space, .backspace] {
            var pilot = askedToQuit()
            pilot.press(key)
            #expect(!pilot.state.isQuitting && pilot.state.overlay == nil, "\(key) stays and closes the question")
        }
    }

    @Test func theFetchingScreenNamesTheKeyThatCancelsAndThatKeyCancels() {
        let keys = bound(in: .offeringsFetch)
        #expect(keys.map(\.key) == [.escape])
        for hasCachedCopy in [true, false] {
            for (key, command) in keys {
                #expect(command == .cancelFetch)
                var pilot = fetching(hasCachedCopy: hasCachedCopy)
                let words = KeyBindings.cancelFetchWords(hasCachedCopy: hasCachedCopy)
                #expect(pilot.screenText.contains(words), "the screen shows the table's words")
                #expect(words.hasPrefix(name(of: key) + " "), "the words name \(key)")
                pilot.press(key)
                #expect(pilot.state.offeringsLoading?.isCancelled == true)
                #expect(pilot.effects.last == .perform(.loadOfferings(cachedOnly: true)))
            }
        }
    }
}
