import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP answer: status, ETag and body.
struct HTTPAnswer: Sendable {
    var status: Int
    var etag: String?
    var body: Data
}

/// Fetches one address with URLSession, synchronously, with no caching of its own (ours is `HTTPCache`).
struct HTTPFetcher: Sendable {
    var timeout: TimeInterval

    /// GETs `url`, sending `If-None-Match` when an ETag is given; throws when the server cannot be reached.
    func get(_ url: URL, ifNoneMatch etag: String?) throws -> HTTPAnswer {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let box = AnswerBox()
        let done = DispatchSemaphore(value: 0)
        session.dataTask(with: request) { data, response, error in
            if let error {
                box.set(.failure(error))
            } else if let http = response as? HTTPURLResponse {
                box.set(.success(HTTPAnswer(status: http.statusCode, etag: http.value(forHTTPHeaderField: "ETag"), body: data ?? Data())))
            } else {
                box.set(.failure(URLError(.badServerResponse)))
            }
            done.signal()
        }.resume()
        done.wait()
        return try box.get()
    }
}

/// Hands a result from URLSession's callback to the waiting thread.
private final class AnswerBox: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<HTTPAnswer, Error> = .failure(URLError(.unknown))

    func set(_ value: Result<HTTPAnswer, Error>) { lock.withLock { result = value } }
    func get() throws -> HTTPAnswer { try lock.withLock { result }.get() }
}
