/// The interactive program without a terminal: `update` turns a message into a new state and effects, `view`
/// draws a state. Neither does any I/O, so tests drive them directly.
public enum KioskProgram {
    /// Applies a message to a state and returns the new state and the effects to perform.
    public static func update(_ state: AppState, _ message: Message) -> (AppState, [Effect]) {
        var next = state
        let effects = update(&next, message)
        return (next, effects)
    }

    /// Applies a message to a state in place and returns the effects to perform.
    public static func update(_ state: inout AppState, _ message: Message) -> [Effect] {
        switch message {
        case .key(let key):
            return KeyHandler.handle(key, in: &state)
        case .click(let point):
            return ClickHandler.handle(point, in: &state)
        case .wheel(let notches):
            if state.overlay == nil, !state.size.isTooSmall {
                if case .paywall(let placement) = state.current.kind {
                    return PaywallKeys.scroll(PaywallScene(placement: placement, choices: state.current.paywall, state: state), in: &state) {
                        $0.shown + notches * ListScrolling.wheelStep
                    }
                }
                ListScrolling.scroll(by: notches * ListScrolling.wheelStep, in: &state)
            }
            return []
        case .resized(let size):
            state.size = size
            return []
        case .tick(let now):
            state.now = now
            var effects = ActionRunner.start(.refresh, in: &state) + (state.isWatching ? [.perform(.reloadIfChanged)] : [])
            if var loading = state.offeringsLoading, !loading.isStarted {
                loading.isStarted = true
                state.offeringsLoading = loading
                effects.append(.perform(.loadOfferings(cachedOnly: false)))
            }
            if state.checksForUpdateAtStart {
                state.checksForUpdateAtStart = false
                effects += ActionRunner.start(.checkForUpdate(force: state.forcesUpdatePrompt), in: &state)
            }
            return effects
        case .terminate:
            state.isQuitting = true
            return [.quit]
        case .effectFinished(let result):
            return ResultHandler.apply(result, to: &state)
        }
    }
}
