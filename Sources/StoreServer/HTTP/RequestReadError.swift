import Foundation

/// Why a request could not be read; the server answers 400 (or 413) and closes the connection.
struct RequestReadError: Error {
    let status: Int
    let reason: String
}
