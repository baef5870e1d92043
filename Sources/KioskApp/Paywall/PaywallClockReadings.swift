import Foundation
import PaywallLayout
import PaywallModel

/// What a paywall scene's drawing read from the clock: the page each carousel shows (auto-advancing ones turn
/// with time), the time itself when the paywall has a countdown, and the texts whose fill read the clock (an
/// offer's end date). A canvas drawn for a scene is drawn alike for a scene with equal inputs but the clock when
/// these read alike for it, so a tick that changes none of them draws nothing again.
struct PaywallClockReadings: Sendable {
    /// The page each carousel showed.
    let carouselPages: [String: Int]
    /// The time, when the paywall drawn has a countdown (its time left changes every second).
    let countdownTime: Date?
    /// The texts filled so far whose fill read the clock, with what they were filled as.
    let texts: [FilledText]

    /// What a scene read from the clock, once its canvas is drawn (the texts are those filled so far).
    init(_ scene: PaywallScene) {
        carouselPages = scene.carouselPages
        countdownTime = Self.countdownTime(of: scene)
        texts = scene.presentation?.textsReadingTheClock ?? []
    }

    /// Whether another scene, of equal inputs but the clock (so the same paywall), reads the same from its clock.
    func holdFor(_ scene: PaywallScene) -> Bool {
        guard scene.carouselPages == carouselPages, countdownTime == nil || scene.presentation?.now == countdownTime else { return false }
        guard let presentation = scene.presentation else { return texts.isEmpty }
        return texts.allSatisfy { $0.isFilledAlike(by: presentation) }
    }

    /// The scene's time when its paywall has a countdown, else `nil`.
    private static func countdownTime(of scene: PaywallScene) -> Date? {
        guard case .components(let components) = scene.paywall, ComponentsPaywallRenderer.hasCountdown(components) else { return nil }
        return scene.presentation?.now
    }
}
