import Foundation
import PaywallModel

/// The page each carousel of a v2 paywall shows now, as RevenueCat's carousels turn: from the page picked (else
/// the initial one), an `auto_advance` carousel moves one page every `ms_time_per_page` + `ms_transition_time`,
/// round to the first after the last when it loops, else stopping at the last; turning a page by hand pauses
/// the timer for 10 seconds.
enum CarouselClock {
    /// How long a page turned by hand stays before the timer moves on again.
    static let pauseAfterTurn: TimeInterval = 10

    /// The page shown by each carousel (by id, `""` for one without) of a paywall, for the choices made at `now`.
    static func pages(of paywall: ComponentsPaywall, choices: PaywallChoices, now: Date) -> [String: Int] {
        var pages = choices.carouselPages
        for case .carousel(let carousel) in paywall.allComponents where !carousel.pages.isEmpty {
            let key = carousel.id ?? ""
            let base = pages[key] ?? carousel.initialPageIndex
            guard let timing = carousel.autoAdvance, let since = choices.carouselsSince else {
                pages[key] = base
                continue
            }
            let period = Double(max(timing.millisecondsPerPage + timing.millisecondsTransition, 1)) / 1000
            let steps = max(0, Int(now.timeIntervalSince(since) / period))
            pages[key] = turned(base, by: steps, count: carousel.pages.count, loops: carousel.loops)
        }
        return pages
    }

    /// A page moved by `steps` (back when negative): round when the carousel loops, else kept within its pages.
    static func turned(_ page: Int, by steps: Int, count: Int, loops: Bool) -> Int {
        guard count > 0 else { return 0 }
        return loops ? ((page + steps) % count + count) % count : min(max(page + steps, 0), count - 1)
    }
}
