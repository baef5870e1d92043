import CNcursesw
import Foundation

/// The handlers the fatal signals had before, by signal number.
struct PreviousActions {
    private var actions = Array<sigaction?>(repeating: nil, count: 65)

    subscript(number: Int32) -> sigaction? {
        get { actions[Int(number)] }
        set { actions[Int(number)] = newValue }
    }
}
