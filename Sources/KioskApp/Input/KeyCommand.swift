/// What a key press asks for, named once in `KeyBindings` and carried out by `KeyHandler` and `PaywallKeys`.
public enum KeyCommand: Hashable, Sendable {
    /// Quit at once (Ctrl-C).
    case quitAtOnce
    /// Suspend the program (Ctrl-Z).
    case suspend
    /// Open the help overlay.
    case showHelp
    /// Quit, asking first while a purchase is in progress.
    case quit
    /// Clear the filter, else go back to the screen below.
    case back
    /// Go back to the screen below.
    case leave
    /// Start filtering the list.
    case filter
    /// Move the selection up or down one item.
    case previousItem, nextItem
    /// Move the selection by a page.
    case pageUp, pageDown
    /// Move the selection to the first or last item.
    case firstItem, lastItem
    /// Open or buy the selected item.
    case open
    /// Select the package above or below on a paywall.
    case previousPackage, nextPackage
    /// Move the focus to the previous or next control on a paywall.
    case previousControl, nextControl
    /// Close the paywall's open sheet.
    case closeSheet
    /// Turn the paywall's carousel back or on, else its previous or next tab.
    case previousPage, nextPage
    /// Show the paywall's tab at this index (from 0).
    case chooseTab(Int)
    /// Press the focused control on a paywall, or buy its selected package.
    case press
    /// Show every plan of the paywall's subscription group.
    case plans
    /// Take what was typed into a text field.
    case submitText
    /// Stop typing into a filter and keep it (↑ ↓ Tab); a text field leaves these keys to the list.
    case keepText
    /// Leave a text field: a filter is cleared, a screen that asks for text is closed.
    case cancelText
    /// Erase the last character typed.
    case eraseText
    /// Cancel the offerings fetch and read the cached copy instead.
    case cancelFetch
    /// Quit after all, answering the quit question.
    case confirmQuit
}
