import PaywallModel
import PurchaseFlow

/// The sandbox clock, as a tester moves it: where it stands, what happens next (and a jump to it), steps
/// forward, back to real time, and the time rate. Every move's result says what happened, from the ledger.
enum ClockScreen {
    /// The steps offered, in words and as the clock reads them.
    static let steps: [(name: String, step: String)] = [("1 minute", "PT1M"), ("1 hour", "PT1H"), ("1 day", "P1D"), ("1 month", "P1M")]
    /// Xcode's time rates: real time, the monthly renewal rates, the one-renewal-every rates.
    static let rates: [TimeRate] = [.realTime, .monthlyRenewalEveryHour, .monthlyRenewalEveryThirtyMinutes, .monthlyRenewalEveryFifteenMinutes,
                                    .monthlyRenewalEveryFiveMinutes, .monthlyRenewalEveryThirtySeconds, .oneRenewalEveryFifteenMinutes,
                                    .oneRenewalEveryFiveMinutes, .oneRenewalEveryMinute, .oneRenewalEveryThirtySeconds,
                                    .oneRenewalEveryTenSeconds, .oneRenewalEveryTwoSeconds]
    /// How many upcoming events are listed.
    static let listedEvents = 5

    /// The clock screen's rows.
    static func content(_ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        guard let store = state.store else { return ScreenContent(title: "Clock", rows: ScreenContent.storeUnavailableRows(state)) }
        var rows: [ListRow] = [.text("Now", detail: DateText.day(store.now))]
        if let ahead = ClockWords.ahead(milliseconds: store.clockOffset) { rows.append(.text("", detail: ahead)) }
        if let outcome { rows.append(.outcome(outcome)) }
        rows.append(.heading("Next events"))
        if let next = store.upcomingEvents.first {
            rows.append(.item("Jump to the next event", detail: DateText.day(next.date), .perform(.clock(.nextEvent(next)))))
            rows += store.upcomingEvents.prefix(listedEvents).map { .text("  " + sentence(ClockWords.event($0, name: store.displayName(of:))), detail: DateText.day($0.date)) }
        } else {
            rows.append(.text("Nothing is scheduled: no subscription renews or ends and no refund request waits."))
        }
        rows.append(.heading("Move the clock ahead"))
        rows += steps.map { .item($0.name, .perform(.clock(.step($0.step)))) }
        rows.append(.item("A duration you type…", .open(.clockStep)))
        rows.append(.item("Back to real time", detail: store.clockOffset > 0 || store.settings.timeRate != .realTime ? "" : "already",
                          .perform(.clock(.realTime))))
        rows.append(.heading("Time rate"))
        let current = store.settings.timeRate
        rows += (rates.contains(current) ? rates : [current] + rates).map { rate in
            rate == current ? .item(rate.description, detail: "in use", tone: .success, .perform(.setting(key: "time-rate", value: String(rate.rawValue))))
                            : .item(rate.description, .perform(.setting(key: "time-rate", value: String(rate.rawValue))))
        }
        return ScreenContent(title: "Clock", rows: rows)
    }

    /// The typed-duration screen's rows: what to type, the field, and what the last move came to.
    static func stepContent(_ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        var rows: [ListRow] = [
            .text("Type an ISO 8601 duration (PT30M, PT12H, P3D, P2W, P1M, P1Y) and press Enter: the clock moves ahead by it."),
            .text("Duration: \(state.current.input)_"),
        ]
        if let outcome { rows.append(.outcome(outcome)) }
        if let store = state.store { rows.append(.text("Now", detail: DateText.day(store.now))) }
        return ScreenContent(title: "Move the clock", rows: rows)
    }

    /// An event as the transaction manager's one line shows it: `1 Jan 2027 10:00 UTC, renewal of Plus (#2)`.
    static func eventDetail(_ event: ClockEvent, _ store: StoreSnapshot) -> String {
        "\(DateText.day(event.date)): \(ClockWords.event(event, name: store.displayName(of:)))"
    }

    /// Text with its first letter in upper case.
    private static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
