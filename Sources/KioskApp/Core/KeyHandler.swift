import Foundation

/// What each key does, given the overlay and the current screen.
enum KeyHandler {
    /// Applies a key and returns the effects it needs.
    static func handle(_ key: Key, in state: inout AppState) -> [Effect] {
        state.notice = nil
        switch KeyBindings.command(for: key, in: .anywhere) {
        case .quitAtOnce:
            state.isQuitting = true
            return [.quit]
        case .suspend:
            return [.suspend]
        default:
            break
        }
        if let overlay = state.overlay {
            return handleOverlay(overlay, key, in: &state)
        }
        if state.size.isTooSmall {
            // Only the "too small" message is drawn: any other key would act on a screen nobody sees.
            return KeyBindings.command(for: key, in: .list) == .quit ? QuitRequest.ask(in: &state) : []
        }
        if !state.current.takesText, var loading = state.offeringsLoading, loading.isStarted, !loading.isCancelled,
           KeyBindings.command(for: key, in: .offeringsFetch) == .cancelFetch {
            loading.isCancelled = true
            state.offeringsLoading = loading
            return [.perform(.loadOfferings(cachedOnly: true))]
        }
        if state.current.isEditingFilter {
            editFilter(key, in: &state)
            return []
        }
        if state.current.kind == .newCustomer || state.current.kind == .clockStep || (state.current.kind == .offerCode && SheetGate.blocked(.offerCodeRedeem, state.store) == nil), let effects = editField(key, in: &state) {
            return effects
        }
        return handleCommand(key, in: &state)
    }

    private static func handleOverlay(_ overlay: AppState.Overlay, _ key: Key, in state: inout AppState) -> [Effect] {
        switch overlay {
        case .help:
            state.overlay = nil
            return []
        case .confirmQuit:
            state.overlay = nil
            guard KeyBindings.command(for: key, in: .quitPrompt) == .confirmQuit else { return [] }
            state.isQuitting = true
            return [.quit]
        }
    }

    private static func handleCommand(_ key: Key, in state: inout AppState) -> [Effect] {
        if case .paywall(let placement) = state.current.kind, let command = KeyBindings.command(for: key, in: .paywall),
           let effects = PaywallKeys.perform(command, placement: placement, in: &state) {
            return effects
        }
        let command = KeyBindings.command(for: key, in: .list)
        if state.current.selectsNothing, let command, showsTheSelection(command) {
            state.current.selectsNothing = false
            // The first ↑ or ↓ highlights the item nearest to the one that went away, where the selection is, without moving it.
            if command == .previousItem || command == .nextItem { return [] }
        }
        switch command {
        case .showHelp:
            state.overlay = .help
        case .quit:
            return QuitRequest.ask(in: &state)
        case .back:
            if state.current.filter != nil {
                state.current.filter = nil
            } else {
                state.pop()
            }
        case .filter:
            state.current.filter = ""
            state.current.isEditingFilter = true
            state.current.selection = 0
        case .previousItem:
            ListScrolling.itemUp(in: &state)
        case .nextItem:
            moveSelection(by: 1, in: &state)
        case .pageUp:
            ListScrolling.pageUp(in: &state)
        case .pageDown:
            ListScrolling.pageDown(in: &state)
        case .firstItem:
            ListScrolling.home(in: &state)
        case .lastItem:
            state.current.selection = max(ScreenRows(state).selectable.count - 1, 0)
            state.current.scrollTop = Int.max
        case .open:
            return activateSelection(in: &state)
        case .leave:
            state.pop()
        default:
            break
        }
        return []
    }

    /// Whether a command moves or shows the selection, so a screen that selected nothing selects an item again.
    private static func showsTheSelection(_ command: KeyCommand) -> Bool {
        [.previousItem, .nextItem, .pageUp, .pageDown, .firstItem, .lastItem, .filter].contains(command)
    }

    /// Runs the action of the selected row; with nothing selected, says so and does nothing.
    static func activateSelection(in state: inout AppState) -> [Effect] {
        guard !state.current.selectsNothing else {
            state.notice = "Nothing is selected: ↑ or ↓ selects an item."
            return []
        }
        let rows = ScreenRows(state)
        guard let index = rows.selectedRow(state.current.selection), let action = rows.rows[index].action else { return [] }
        return ActionRunner.run(action, in: &state)
    }

    static func moveSelection(by offset: Int, in state: inout AppState) {
        state.current.scrollTop = nil
        let rows = ScreenRows(state)
        guard let current = rows.clampedSelection(state.current.selection) else { return }
        state.current.selection = rows.clampedSelection(current + offset) ?? 0
    }

    private static func editFilter(_ key: Key, in state: inout AppState) {
        switch (KeyBindings.command(for: key, in: .text), key) {
        case (.submitText, _), (.keepText, _):
            state.current.isEditingFilter = false
        case (.cancelText, _):
            state.current.filter = nil
            state.current.isEditingFilter = false
        case (.eraseText, _):
            if state.current.filter?.isEmpty ?? true {
                state.current.filter = nil
                state.current.isEditingFilter = false
            } else {
                state.current.filter?.removeLast()
            }
        case (_, .character(let character)):
            state.current.filter = (state.current.filter ?? "") + String(character)
        case (_, .space):
            state.current.filter = (state.current.filter ?? "") + " "
        default:
            break
        }
        state.current.selection = 0
    }

    /// Keys on a screen with a text field (offer code, new customer): characters go to the field, Enter submits
    /// it; returns `nil` for keys it leaves to the ordinary commands (Esc, and Backspace in an empty field, go back).
    private static func editField(_ key: Key, in state: inout AppState) -> [Effect]? {
        switch (KeyBindings.command(for: key, in: .text), key) {
        case (_, .character(let character)):
            state.current.input.append(character)
            state.current.codeTerms = nil
            return []
        case (.eraseText, _) where !state.current.input.isEmpty:
            state.current.input.removeLast()
            state.current.codeTerms = nil
            return []
        case (.submitText, _):
            let text = state.current.input.trimmingCharacters(in: .whitespaces)
            if state.current.kind == .newCustomer { return NewCustomerScreen.submit(text, in: &state) }
            guard !text.isEmpty else {
                state.notice = state.current.kind == .clockStep ? "Type a duration first." : "Type a code first."
                return []
            }
            if state.current.kind == .clockStep { return ActionRunner.start(.clock(.step(text)), in: &state) }
            // One code at a time: Enter again waits for the look-up or the redemption under way.
            guard state.current.runningTask == nil else { return [] }
            // A code whose terms are shown is redeemed; any other is looked up first.
            if let shown = state.current.codeTerms, shown.code == text {
                state.current.codeTerms = nil
                return ActionRunner.start(.redeem(code: text, agreeing: shown), in: &state)
            }
            return ActionRunner.start(.lookUpCode(code: text), in: &state)
        default:
            return nil
        }
    }
}
