import Foundation

/// Follows a ledger's change log, so a process sees what other processes (and other clients) changed.
///
/// It polls its own connection's `PRAGMA data_version`, which moves whenever any other connection commits,
/// and reads the new entries of the `changes` log only then; an idle ledger costs one pragma per poll.
public enum LedgerWatcher {
    /// A stream of every change after a sequence number (by default, after the newest when polling starts), until the
    /// consumer stops iterating.
    public static func changes(ofLedgerAt path: String, after sequence: Int64? = nil,
                               pollInterval: Duration = .milliseconds(50)) -> AsyncStream<LedgerChange> {
        AsyncStream { continuation in
            let task = Task.detached {
                do {
                    let ledger = try SandboxLedger(path: path)
                    var lastSequence = try sequence ?? ledger.latestChangeSequence()
                    var lastVersion: Int64? = nil
                    while !Task.isCancelled {
                        let version = ledger.database.dataVersion
                        if version != lastVersion {
                            lastVersion = version
                            for change in try ledger.changes(after: lastSequence) {
                                lastSequence = change.sequence
                                continuation.yield(change)
                            }
                        }
                        try await Task.sleep(for: pollInterval)
                    }
                } catch {
                    // Cancelled, or the ledger became unreadable: the stream ends.
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
