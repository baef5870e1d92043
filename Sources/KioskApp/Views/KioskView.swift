import PaywallLayout

/// Draws the whole program for a state: title bar, the current screen, key bar, and any overlay.
public enum KioskView {
    /// The frame for a state, at the state's terminal size.
    public static func render(_ state: AppState) -> Buffer {
        let theme = state.theme
        var buffer = Buffer(width: state.size.width, height: state.size.height, style: theme.style(.surface))
        if state.size.isTooSmall {
            TooSmallView.draw(state.size, theme: theme, into: &buffer)
            return buffer
        }
        TitleBar.draw(title: breadcrumb(state), theme: theme, into: &buffer)
        if case .paywall(let placement) = state.current.kind {
            PaywallView.draw(placement: placement, state, into: &buffer)
        } else {
            ListView.draw(state, into: &buffer)
        }
        SourceProblemsPanel.draw(state.sourceProblems, keepsLastGood: state.paywalls != nil, theme: theme, into: &buffer)
        KeyBar.draw(state, into: &buffer)
        switch state.overlay {
        case .help: HelpOverlay.draw(state, into: &buffer)
        case .confirmQuit: ConfirmQuitOverlay.draw(state, into: &buffer)
        case nil: break
        }
        return buffer
    }

    /// The frame for a state with nothing kept from frames before: every paywall scene priced, filled, laid out
    /// and drawn anew, as for the first frame of a paywall (what `kiosk-bench` times as a frame drawn anew).
    public static func renderAnew(_ state: AppState) -> Buffer {
        PaywallScene.$reusesWork.withValue(false) { render(state) }
    }

    /// The titles of the screens on the stack, joined by `›`.
    static func breadcrumb(_ state: AppState) -> String {
        state.stack.map { ScreenContent.of($0, in: state).title }.joined(separator: " › ")
    }
}
