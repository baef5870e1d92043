import Foundation

/// An ISO 8601 duration (`P1Y2M`, `P1DT12H`, `PT1H30M`, `P0D`, `PT0.5S`): calendar years, months and days, and
/// an exact time, each part zero or more.
///
/// Parts come in the order Y, M, W, D, then after `T` H, M, S; at least one part, and a `T` needs one after
/// it. Only the last part may have a fraction (`.` or `,`), and only a part of fixed length (weeks, days,
/// hours, minutes, seconds), taken to the millisecond. Weeks are seven days and may be combined with other
/// parts (ISO 8601-2). A number too large for 64 bits saturates: such a duration is longer than any clock
/// range. Case is ignored.
struct ISO8601Duration: Hashable {
    /// The calendar years.
    var years: Int64 = 0
    /// The calendar months.
    var months: Int64 = 0
    /// The calendar days (weeks counted as seven).
    var days: Int64 = 0
    /// The exact time after the calendar parts, in milliseconds (with a fraction of a day or week).
    var milliseconds: Int64 = 0

    /// What a duration looks like, for messages that refuse one.
    static let expectedForm = "an ISO 8601 duration such as P1M, P3D, P1DT12H, PT1H30M or P0D"

    /// Reads a duration; nil when the text is not one.
    init?(_ text: String) {
        let upper = Array(text.uppercased().utf8)
        guard upper.first == UInt8(ascii: "P"), upper.count > 1 else { return nil }
        let datePart = upper.dropFirst().prefix { $0 != UInt8(ascii: "T") }
        let hasTime = datePart.count + 1 < upper.count
        let timePart = hasTime ? upper[(datePart.count + 2)...] : []
        guard !hasTime || !timePart.isEmpty,
              let dateParts = Self.parts(datePart, designators: "YMWD"), let timeParts = Self.parts(timePart, designators: "HMS"),
              !(dateParts.isEmpty && timeParts.isEmpty) else { return nil }
        let all = dateParts.map { ($0, false) } + timeParts.map { ($0, true) }
        for (index, (part, isTime)) in all.enumerated() {
            if part.fraction != nil {
                guard index == all.count - 1, isTime || part.designator == "W" || part.designator == "D" else { return nil }
            }
            let millisecondsPerUnit: Int64? = switch (part.designator, isTime) {
            case ("W", false): 604_800_000
            case ("D", false): 86_400_000
            case ("H", true): 3_600_000
            case ("M", true): 60_000
            case ("S", true): 1_000
            default: nil
            }
            switch (part.designator, isTime) {
            case ("Y", false): years = part.whole
            case ("M", false): months = part.whole
            case ("W", false): days = Self.adding(days, Self.multiplying(part.whole, 7))
            case ("D", false): days = Self.adding(days, part.whole)
            default: milliseconds = Self.adding(milliseconds, Self.multiplying(part.whole, millisecondsPerUnit ?? 0))
            }
            if let fraction = part.fraction, let unit = millisecondsPerUnit {
                milliseconds = Self.adding(milliseconds, Int64((fraction * Double(unit)).rounded()))
            }
        }
    }

    /// Whether every part is zero.
    var isZero: Bool { years == 0 && months == 0 && days == 0 && milliseconds == 0 }

    /// About how long the duration is in milliseconds, never less (months as 31 days, years as 366), for
    /// telling a duration that cannot fit a range before a calendar sees it.
    var longestMilliseconds: Double {
        (Double(years) * 366 + Double(months) * 31 + Double(days)) * 86_400_000 + Double(milliseconds)
    }

    /// The calendar parts, for `Calendar.date(byAdding:to:)`; only for a duration that fits a clock's range.
    var calendarComponents: DateComponents {
        DateComponents(year: Int(years), month: Int(months), day: Int(days))
    }

    /// One part: a whole number, an optional fraction and its designator.
    private struct Part {
        var whole: Int64
        var fraction: Double?
        var designator: Character
    }

    /// The parts of one side of the `T`, each designator at most once and in the order given; nil when malformed.
    private static func parts(_ bytes: ArraySlice<UInt8>, designators: String) -> [Part]? {
        var parts: [Part] = []
        var remaining = Substring(designators)
        var number: [UInt8] = []
        for byte in bytes {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") {
                number.append(byte)
                continue
            }
            let designator = Character(UnicodeScalar(byte))
            guard let position = remaining.firstIndex(of: designator), let part = part(number, designator) else { return nil }
            parts.append(part)
            remaining = remaining[remaining.index(after: position)...]
            number = []
        }
        return number.isEmpty ? parts : nil
    }

    /// A number (`12`, `1.5`, `0,25`) with its designator; nil when it is not one.
    private static func part(_ number: [UInt8], _ designator: Character) -> Part? {
        let text = String(decoding: number, as: UTF8.self).replacingOccurrences(of: ",", with: ".")
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), let wholeText = pieces.first, !wholeText.isEmpty else { return nil }
        // Saturated: a number too large for 64 bits is longer than any range the clock has.
        let whole = Int64(wholeText) ?? .max
        guard pieces.count == 2 else { return Part(whole: whole, fraction: nil, designator: designator) }
        guard !pieces[1].isEmpty, let fraction = Double("0.\(pieces[1])") else { return nil }
        return Part(whole: whole, fraction: fraction, designator: designator)
    }

    private static func adding(_ a: Int64, _ b: Int64) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }

    private static func multiplying(_ a: Int64, _ b: Int64) -> Int64 {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : product
    }
}
