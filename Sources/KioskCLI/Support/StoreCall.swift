import PurchaseFlow

/// Runs a call on the sandbox store for a command, turning the store's errors into command failures with fitting
/// exit statuses.
enum StoreCall {
    /// Runs a store action, turning its errors into command failures with fitting exit statuses.
    static func run<T>(_ action: () throws -> T) throws -> T {
        do {
            return try action()
        } catch let error as MarketplaceError {
            throw CommandFailure(error.message, status: status(for: error.code))
        } catch let error as LedgerBusyError {
            throw CommandFailure(error.description, status: ExitStatus.unavailable)
        }
    }

    /// The exit status of a failed store action.
    static func status(for code: MarketplaceError.Code) -> Int32 {
        switch code {
        case .productUnavailable, .noSuchTransaction, .invalidOffer, .invalidQuantity, .subscriptionEnded: ExitStatus.dataError
        case .networkError, .systemError: ExitStatus.unavailable
        default: ExitStatus.failure
        }
    }
}
