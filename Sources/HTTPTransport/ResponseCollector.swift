import Foundation

/// Gathers what libcurl hands over during one transfer: body bytes, and the header lines of the last response
/// (a redirect's headers are dropped when the next status line arrives).
final class ResponseCollector {
    private(set) var body = Data()
    private(set) var headers: [String: String] = [:]
    /// The most body bytes taken; a larger body stops the transfer.
    let maxBodyBytes: Int
    /// Whether the body was larger than `maxBodyBytes` (the transfer was stopped).
    private(set) var bodyTooLarge = false

    /// Creates a collector that takes at most `maxBodyBytes` of body.
    init(maxBodyBytes: Int) {
        self.maxBodyBytes = maxBodyBytes
    }

    /// Appends body bytes; returns how many were taken: all of them, or none when the body would grow past
    /// `maxBodyBytes` (libcurl then stops the transfer).
    func appendBody(_ data: UnsafePointer<CChar>?, _ size: Int) -> Int {
        guard body.count + size <= maxBodyBytes else {
            bodyTooLarge = true
            return 0
        }
        if let data, size > 0 { body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: size) }
        return size
    }

    /// Reads one header line ("Name: value\r\n"); a status line ("HTTP/1.1 302 Found") starts a new response.
    func appendHeaderLine(_ data: UnsafePointer<CChar>?, _ size: Int) -> Int {
        guard let data, size > 0 else { return size }
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            headers = [:]
            body = Data()
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return size
    }
}
