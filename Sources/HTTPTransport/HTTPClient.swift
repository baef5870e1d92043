import CHTTPLoader
import Foundation

/// Fetches http(s) addresses with the system's libcurl, loaded only when the first address is fetched, so a
/// program that never fetches one never maps libcurl and the TLS and Kerberos libraries it brings.
public struct HTTPClient: Sendable {
    /// Seconds to wait for the connection and for the whole answer.
    public var timeout: TimeInterval
    /// How many redirects are followed before giving up.
    public var maxRedirects: Int
    /// The largest body taken; a larger answer is an error, and the transfer stops there.
    public var maxBodyBytes: Int

    /// Creates a client.
    public init(timeout: TimeInterval = 10, maxRedirects: Int = 5, maxBodyBytes: Int = 64 * 1_048_576) {
        self.timeout = timeout
        self.maxRedirects = maxRedirects
        self.maxBodyBytes = maxBodyBytes
    }

    /// GETs `url` with the given request headers and waits for the answer; any status is an answer.
    ///
    /// Throws `HTTPClientError` when libcurl cannot be loaded or the server cannot be reached in time.
    public func get(_ url: URL, headers: [String: String] = [:]) throws(HTTPClientError) -> HTTPResponse {
        try transfer("GET", url, headers: headers) { lines, collector, status, error in
            kiosk_http_get(url.absoluteString, lines.baseAddress, lines.count, Int(max(timeout, 0.001) * 1_000),
                           maxRedirects, Self.bodySink, Self.headerSink, collector, &status, &error, error.count)
        }
    }

    /// POSTs `body` to `url` with the given request headers and waits for the answer; any status is an answer,
    /// and a redirect is not followed (its status is the answer).
    ///
    /// Throws `HTTPClientError` when libcurl cannot be loaded or the server cannot be reached in time.
    public func post(_ url: URL, body: Data, headers: [String: String] = [:]) throws(HTTPClientError) -> HTTPResponse {
        try transfer("POST", url, headers: headers) { lines, collector, status, error in
            body.withUnsafeBytes { bytes in
                kiosk_http_post(url.absoluteString, lines.baseAddress, lines.count, bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
                                bytes.count, Int(max(timeout, 0.001) * 1_000), Self.bodySink, Self.headerSink, collector,
                                &status, &error, error.count)
            }
        }
    }

    /// Runs one transfer: `call` hands libcurl the header lines, the collector, and where the status and error go.
    private func transfer(_ method: String, _ url: URL, headers: [String: String],
                          _ call: (UnsafeBufferPointer<UnsafePointer<CChar>?>, UnsafeMutableRawPointer, inout Int, inout [CChar]) -> Int32)
        throws(HTTPClientError) -> HTTPResponse {
        let collector = ResponseCollector(maxBodyBytes: maxBodyBytes)
        let lines = headers.sorted { $0.key < $1.key }.map { strdup("\($0.key): \($0.value)") }
        defer { lines.forEach { free($0) } }
        var status = 0
        var error = [CChar](repeating: 0, count: 512)
        let result = lines.map { UnsafePointer($0) }.withUnsafeBufferPointer { pointers in
            call(pointers, Unmanaged.passUnretained(collector).toOpaque(), &status, &error)
        }
        let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if collector.bodyTooLarge {
            throw HTTPClientError("\(method) \(url.absoluteString) failed: the answer is larger than the \(Self.sizeText(maxBodyBytes)) a document may be")
        }
        switch Int(result) {
        case Int(KIOSK_HTTP_OK.rawValue):
            return HTTPResponse(status: status, headers: collector.headers, body: collector.body)
        case Int(KIOSK_HTTP_NO_LIBCURL.rawValue):
            throw HTTPClientError("fetching http addresses needs libcurl (Debian package libcurl4): \(reason)")
        case Int(KIOSK_HTTP_TIMED_OUT.rawValue):
            throw HTTPClientError("\(method) \(url.absoluteString) failed: \(reason)", isTimeout: true)
        default:
            throw HTTPClientError("\(method) \(url.absoluteString) failed: \(reason)")
        }
    }

    private static let bodySink: kiosk_http_sink = { data, size, context in collector(context).appendBody(data, size) }
    private static let headerSink: kiosk_http_sink = { data, size, context in collector(context).appendHeaderLine(data, size) }

    /// GETs `url` on a background thread, so an async caller's thread is not held while the server answers.
    public func get(_ url: URL, headers: [String: String] = [:]) async throws -> HTTPResponse {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { () throws(HTTPClientError) -> HTTPResponse in try get(url, headers: headers) })
            }
        }
    }

    private static func collector(_ context: UnsafeMutableRawPointer?) -> ResponseCollector {
        Unmanaged<ResponseCollector>.fromOpaque(context!).takeUnretainedValue()
    }

    /// A size as a limit is said: whole mebibytes as "64 MB", anything else in bytes ("100,000 bytes").
    static func sizeText(_ bytes: Int) -> String {
        if bytes >= 1_048_576, bytes % 1_048_576 == 0 { return "\(bytes / 1_048_576) MB" }
        let digits = String(bytes)
        let grouped = digits.reversed().enumerated().map { index, digit in index > 0 && index % 3 == 0 ? ",\(digit)" : "\(digit)" }
        return String(grouped.joined().reversed()) + " bytes"
    }
}
