import Foundation
import PaywallModel
import PurchaseFlow

/// Who the interactive program acts for: the current customer's name, switched from settings, and the
/// customer book of the state directory (opened on first use). Safe to use from concurrent effects.
final class CustomerSwitch: @unchecked Sendable {
    private let directory: URL
    private let lock = NSLock()
    private var name: String
    private var openedBook: CustomerBook?

    /// Starts with the customer called `name`, their book in `directory`.
    init(directory: URL, name: String) {
        self.directory = directory
        self.name = name
    }

    /// The current customer's name.
    var currentName: String {
        lock.withLock { name }
    }

    /// Makes another customer the current one.
    func switchTo(_ name: String) {
        lock.withLock { self.name = name }
    }

    /// The customer book, opened (and created) on first use.
    func book() throws -> CustomerBook {
        try lock.withLock {
            if let openedBook { return openedBook }
            let book = try CustomerBook(directory: directory)
            openedBook = book
            return book
        }
    }
}
