import Foundation

/// An App Store Server API error: an HTTP status and Apple's `errorCode` and `errorMessage`.
public struct APIError: Error, Sendable, Hashable, Encodable {
    /// The HTTP status it is answered with.
    public let status: Int
    /// Apple's numeric error code (`4040010`).
    public let errorCode: Int
    /// Apple's message for it.
    public let errorMessage: String

    private enum CodingKeys: String, CodingKey { case errorCode, errorMessage }

    /// The response carrying this error.
    public var response: ServerResponse { .json(self, status: status) }

    static let generalBadRequest = APIError(status: 400, errorCode: 4000000, errorMessage: "Bad request.")
    static let invalidRevision = APIError(status: 400, errorCode: 4000005, errorMessage: "Invalid request revision.")
    static let invalidTransactionID = APIError(status: 400, errorCode: 4000006, errorMessage: "Invalid transaction id.")
    static let invalidOriginalTransactionID = APIError(status: 400, errorCode: 4000008, errorMessage: "Invalid original transaction id.")
    static let invalidExtendByDays = APIError(status: 400, errorCode: 4000009, errorMessage: "Invalid extend by days value.")
    static let invalidExtendReasonCode = APIError(status: 400, errorCode: 4000010, errorMessage: "Invalid extend reason code.")
    static let invalidRequestIdentifier = APIError(status: 400, errorCode: 4000011, errorMessage: "Invalid request identifier.")
    static let startDateAfterEndDate = APIError(status: 400, errorCode: 4000013, errorMessage: "Start date is after end date.")
    static let invalidStartDate = APIError(status: 400, errorCode: 4000015, errorMessage: "Invalid start date.")
    static let invalidEndDate = APIError(status: 400, errorCode: 4000016, errorMessage: "Invalid end date.")
    static let invalidSort = APIError(status: 400, errorCode: 4000021, errorMessage: "Invalid sort.")
    static let invalidProductType = APIError(status: 400, errorCode: 4000022, errorMessage: "Invalid product type.")
    static let invalidProductID = APIError(status: 400, errorCode: 4000023, errorMessage: "Invalid product id.")
    static let invalidSubscriptionGroupIdentifier = APIError(status: 400, errorCode: 4000024, errorMessage: "Invalid subscription group identifier.")
    static let invalidInAppOwnershipType = APIError(status: 400, errorCode: 4000026, errorMessage: "Invalid in-app ownership type.")
    static let invalidRevoked = APIError(status: 400, errorCode: 4000030, errorMessage: "Invalid revoked.")
    static let invalidStatus = APIError(status: 400, errorCode: 4000031, errorMessage: "Invalid status.")
    static let invalidCustomerConsented = APIError(status: 400, errorCode: 4000035, errorMessage: "Invalid customer consented.")
    static let invalidTestNotificationToken = APIError(status: 400, errorCode: 4000020, errorMessage: "Invalid test notification token.")
    static let invalidPaginationToken = APIError(status: 400, errorCode: 4000014, errorMessage: "Invalid pagination token.")
    static let invalidNotificationType = APIError(status: 400, errorCode: 4000018, errorMessage: "Invalid notification type.")
    static let multipleFiltersSupplied = APIError(status: 400, errorCode: 4000019, errorMessage: "Only one of transactionId or notificationType may be given.")
    static let subscriptionExtensionIneligible = APIError(status: 403, errorCode: 4030004, errorMessage: "Forbidden - subscription state ineligible for extension.")
    static let originalTransactionIDNotFound = APIError(status: 404, errorCode: 4040005, errorMessage: "Original transaction id not found.")
    static let notificationURLNotFound = APIError(status: 404, errorCode: 4040007, errorMessage: "Server notification URL not found.")
    static let testNotificationNotFound = APIError(status: 404, errorCode: 4040008, errorMessage: "Test notification not found.")
    static let transactionIDNotFound = APIError(status: 404, errorCode: 4040010, errorMessage: "Transaction id not found.")
    static let generalInternal = APIError(status: 500, errorCode: 5000000, errorMessage: "An unknown error occurred.")
}
