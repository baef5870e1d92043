import Foundation

/// One HTTP answer: status, ETag and body.
struct HTTPAnswer: Sendable {
    var status: Int
    var etag: String?
    var body: Data
}
