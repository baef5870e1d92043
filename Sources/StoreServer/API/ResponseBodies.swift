/// The JSON bodies of the App Store Server API's responses, with Apple's field names.
enum ResponseBodies {
    /// Get Transaction Info.
    struct TransactionInfo: Encodable {
        let signedTransactionInfo: String
    }

    /// Get Transaction History.
    struct History: Encodable {
        let revision: String
        let bundleId: String
        let environment: String
        let hasMore: Bool
        let signedTransactions: [String]
    }

    /// Get Refund History.
    struct RefundHistory: Encodable {
        let signedTransactions: [String]
        let revision: String
        let hasMore: Bool
    }

    /// Get All Subscription Statuses.
    struct Statuses: Encodable {
        let environment: String
        let bundleId: String
        let data: [Group]
    }

    /// One subscription group's subscriptions.
    struct Group: Encodable {
        let subscriptionGroupIdentifier: String
        let lastTransactions: [LastTransaction]
    }

    /// One subscription's status, newest transaction and renewal info.
    struct LastTransaction: Encodable {
        let status: Int
        let originalTransactionId: String
        let signedTransactionInfo: String
        let signedRenewalInfo: String
    }

    /// Extend a Subscription Renewal Date.
    struct ExtendRenewalDate: Encodable {
        let originalTransactionId: String
        let webOrderLineItemId: String
        let success: Bool
        let effectiveDate: Int64
    }

    /// Request a Test Notification.
    struct TestNotificationToken: Encodable {
        let testNotificationToken: String
    }

    /// One notification of the history, and Get Test Notification Status.
    struct NotificationHistoryItem: Encodable {
        let signedPayload: String
        let sendAttempts: [SendAttempt]
    }

    /// One attempt to send a notification.
    struct SendAttempt: Encodable {
        let attemptDate: Int64
        let sendAttemptResult: String
    }

    /// Get Notification History.
    struct NotificationHistory: Encodable {
        let notificationHistory: [NotificationHistoryItem]
        let hasMore: Bool
        let paginationToken: String?
    }
}
