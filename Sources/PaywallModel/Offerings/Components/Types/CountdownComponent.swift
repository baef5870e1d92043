import Foundation

/// A countdown to a date, drawn with a stack whose texts use the `count_*` variables.
public struct CountdownComponent: Sendable, Hashable, JSONDecodable {
    /// The largest unit counted.
    public enum CountFrom: String, Sendable, Hashable, CaseIterable {
        case days, hours, minutes
    }

    /// The component's id in the editor.
    public var id: String?
    /// The component's name in the editor.
    public var name: String?
    /// When the countdown ends.
    public var endDate: Date
    /// The largest unit counted (hours then count past 24 when days are not counted).
    public var countFrom: CountFrom
    /// What shows while counting.
    public var countdownStack: StackComponent
    /// What shows once the date has passed; `nil` hides the component then.
    public var endStack: StackComponent?
    /// What shows where countdowns cannot be drawn.
    public var fallback: StackComponent?

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        name = try object.string("name")
        let style = try object.required("style")
        let styleObject = try style.object()
        let dateReader = try styleObject.required("date")
        let dateText = try dateReader.string()
        guard let date = InternetDate.moment(dateText) else {
            throw dateReader.error("expected an ISO 8601 date like \"2025-01-31T23:59:59Z\", found \"\(dateText.prefix(40))\"")
        }
        endDate = date
        countFrom = try object.enumeration("count_from") ?? .days
        countdownStack = try object.required("countdown_stack").decode()
        endStack = try object.decode("end_stack")
        fallback = try object.decode("fallback")
    }
}
