import Foundation
import PaywallModel

/// The time left of a countdown, split into the units its `count_*` variables show.
struct CountdownValues: Sendable, Equatable {
    var days: Int
    var hours: Int
    var minutes: Int
    var seconds: Int

    /// The time left until `end` from `now` (never negative), with the largest unit `countFrom`: hours count past
    /// 24 when days are not counted, minutes past 60 when hours are not.
    init(from now: Double, to end: Double, countFrom: CountdownComponent.CountFrom) {
        let total = max(0, Int(end - now))
        seconds = total % 60
        switch countFrom {
        case .days:
            days = total / 86_400
            hours = total % 86_400 / 3_600
            minutes = total % 3_600 / 60
        case .hours:
            days = 0
            hours = total / 3_600
            minutes = total % 3_600 / 60
        case .minutes:
            days = 0
            hours = 0
            minutes = total / 60
        }
    }

    /// The text with every `{{ count_UNIT_with_zero }}` and `{{ count_UNIT_without_zero }}` filled in.
    func fill(_ text: String) -> String {
        guard text.contains("count_") else { return text }
        var result = text
        for (unit, value) in [("days", days), ("hours", hours), ("minutes", minutes), ("seconds", seconds)] {
            let padded = value < 10 ? "0\(value)" : "\(value)"
            for (suffix, shown) in [("with_zero", padded), ("without_zero", "\(value)")] {
                let name = "count_\(unit)_\(suffix)"
                for spelling in ["{{ \(name) }}", "{{\(name)}}", "{{ \(name)}}", "{{\(name) }}"] {
                    result = result.replacingOccurrences(of: spelling, with: shown)
                }
            }
        }
        return result
    }
}
