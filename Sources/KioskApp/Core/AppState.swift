import Foundation
import PaywallLayout
import PurchaseFlow

/// Everything the interactive program knows: the screens, the overlay, the terminal size, and the results of work.
///
/// A value: `KioskProgram.update` makes a new one from a message; `KioskProgram.view` draws one.
public struct AppState: Equatable, Sendable {
    /// The navigation stack; the last screen is the one shown. Never empty.
    public private(set) var stack: [Screen]
    /// What is drawn over the screen, if anything.
    public var overlay: Overlay?
    /// The terminal's size.
    public var size: TerminalSize
    /// The time of the last tick (countdowns and clocks read it).
    public var now: Date
    /// Whether buying opens the purchase sheet first (the interactive program's default; `--purchase-sheet off`
    /// and Settings turn it off for fast demos). Off unless set, so a state made in code buys at once.
    public var showsPurchaseSheet = false
    /// The products being bought right now (quitting asks first while any is).
    public var purchasesInFlight: Set<String>
    /// Whether a restore is running.
    public var isRestoring: Bool
    /// A note for the status line, wrapped onto the rows above it when long (`StatusNotice`); cleared by the next key
    /// or click.
    public var notice: String? {
        didSet { noticeTone = nil }
    }
    /// The theme role of the notice when it reports a task's result (set after the notice; any new notice
    /// resets it, and the warning role is used then).
    public var noticeTone: ColorRole?
    /// Set once the program has decided to end.
    public var isQuitting: Bool
    /// The colors and attributes screens are drawn with.
    public var theme: Theme
    /// The themes the settings' Theme row cycles through, in order; empty when the theme cannot be changed (colors
    /// are off with `NO_COLOR`).
    public var themeChoices: [Theme] = []
    /// The characters for borders and markers: Unicode, or ASCII when the terminal's character set lacks it.
    public var glyphs: Glyphs = .unicode
    /// What the store held when last read; `nil` until the first read.
    public var store: StoreSnapshot?
    /// The transaction detail's verification and JWS of the record it shows, once read.
    public var inspection: TransactionInspection?
    /// Why the store could not be read, when the last read failed.
    public var storeProblem: String?
    /// How many reads of the store were started (a customer switch's read too), and how many came back (read or
    /// failed), in order.
    public var refreshesStarted = 0, refreshesFinished = 0
    /// Whether a read of the store is running (ticks start no second one).
    public var isRefreshing: Bool { refreshesStarted > refreshesFinished }
    /// The transaction whose signed form is being read for the transaction detail, if any (a store read that
    /// finds none read yet starts no second one).
    public var inspecting: Int64?
    /// Where placements' paywalls come from; `nil` when no offerings are loaded.
    public var paywalls: PaywallSource?
    /// The offerings being fetched over HTTP after the start, while the screens say so; `nil` when none is
    /// (they came, or were never fetched that way).
    public var offeringsLoading: OfferingsLoading?
    /// Whether the catalog and offerings are read again when their files change (`--watch`).
    public var isWatching: Bool = false
    /// Why the watched catalog or offerings could not be read again, one line per problem; empty when they
    /// could (the last good ones stay in use meanwhile).
    public var sourceProblems: [String] = []
    /// Whether the first tick looks for an app update (and shows the prompt when one is due).
    public var checksForUpdateAtStart: Bool = false
    /// Whether the check at start ignores the once-a-day throttle (`--force-update-prompt`).
    public var forcesUpdatePrompt: Bool = false
    /// Whether an update check is running.
    public var isCheckingForUpdate: Bool = false
    /// What the last update check came to, once one ended.
    public var updateCheck: UpdateCheckOutcome?
    /// The product whose purchase result asks for a review, when the review throttle allowed one.
    public var reviewRequestedAfter: String?
    /// The current customer's purchases last known to wait (Ask to Buy, interrupted): from the last store read,
    /// and those opened since; a read that finds one decided tells the screens waiting for it.
    public var watchedRequests: [WaitingRequest] = []
    /// Approved or resolved requests whose plan change still waits for the renewal, with what the screens were told:
    /// a read that finds the change made or lapsed tells them again.
    public var scheduledDecisions: [ScheduledDecision] = []
    /// The customer the program acts for: only a store read for them is shown.
    public var customerName: String = Customer.defaultName

    /// Creates the state the program starts in: the home screen at a size.
    public init(size: TerminalSize, now: Date, theme: Theme = .builtInDefault, paywalls: PaywallSource? = nil) {
        stack = [Screen(.home)]
        overlay = nil
        self.size = size
        self.now = now
        purchasesInFlight = []
        isRestoring = false
        notice = nil
        isQuitting = false
        self.theme = theme
        store = nil
        storeProblem = nil
        self.paywalls = paywalls
    }

    /// What is drawn over the current screen.
    public enum Overlay: Hashable, Sendable {
        /// The list of every key.
        case help
        /// "A purchase is in progress. Quit anyway?"
        case confirmQuit
    }

    /// The screen shown.
    public var current: Screen {
        get { stack[stack.count - 1] }
        set { stack[stack.count - 1] = newValue }
    }

    /// Opens a screen on top of the current one (a setting chooser on the value in force; a purchase sheet and a refund or
    /// delete question with what they state now; a waiting request with nothing selected, as its first actions decide it at
    /// once, and the status line saying so).
    public mutating func push(_ kind: Screen.Kind) {
        var screen = Screen(kind)
        if case .transaction(let id) = kind, let record = store?.record(id), WaitingRequest(record) != nil {
            screen.selectsNothing = true
            notice = "This request waits; nothing is selected: ↑ or ↓ selects an item."
        }
        if case .paywall = kind { screen.paywall.carouselsSince = now }
        if case .settingChoice(let setting) = kind, let settings = store?.settings {
            screen.selection = SettingChoiceScreen.indexOfValueInForce(setting, settings)
        }
        if case .purchaseSheet(let productID, let offer) = kind, let store {
            screen.openingTerms = PurchaseSheetScreen.terms(of: productID, offer: offer, in: store)
        }
        if let (action, id) = TransactionQuestionScreen.question(kind), let store {
            screen.statedFacts = TransactionQuestionScreen.stated(action, id: id, in: store)
        }
        stack.append(screen)
    }

    /// Goes back one screen; the home screen stays. Returns whether a screen was closed.
    @discardableResult
    public mutating func pop() -> Bool {
        guard stack.count > 1 else { return false }
        stack.removeLast()
        return true
    }

    /// Gives an outcome to the topmost screen waiting for a task that `awaited` accepts, and returns whether one
    /// was waiting (it may have been closed since the task started).
    @discardableResult
    public mutating func deliver(_ outcome: EffectResult.Outcome, toScreenAwaiting awaited: (Effect.Work) -> Bool) -> Bool {
        guard let index = stack.lastIndex(where: { $0.runningTask.map(awaited) ?? false }) else { return false }
        let task = stack[index].runningTask
        stack[index].runningTask = nil
        stack[index].outcome = outcome
        stack[index].outcomeTask = task
        // The store read in flight (if any) began before the task ended: the first read to describe it is the next.
        stack[index].outcomeBasis = .awaitingRead(refreshesStarted + 1)
        return true
    }

    /// Forgets the offer code terms every screen shows: they were priced in a storefront no longer in force, so Enter
    /// looks the code up again rather than redeeming on them.
    mutating func forgetCodeTerms() {
        for index in stack.indices { stack[index].codeTerms = nil }
    }

    /// The state as the screen at `index` of the stack sees it: that screen on top, the ones above it left out.
    func keepingScreens(through index: Int) -> AppState {
        var state = self
        state.stack = Array(stack[...index])
        return state
    }

    /// Changes the screen at `index` of the stack.
    mutating func updateScreen(at index: Int, _ change: (inout Screen) -> Void) {
        change(&stack[index])
    }

    /// Changes every screen on the stack (live news that each screen shows for itself).
    public mutating func updateEachScreen(_ change: (inout Screen) -> Void) {
        for index in stack.indices { change(&stack[index]) }
    }

    /// Whether any purchase is in flight.
    public var isPurchaseInFlight: Bool { !purchasesInFlight.isEmpty }
}
