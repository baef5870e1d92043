import Dispatch
import Foundation

/// Runs async work to completion from a synchronous command.
///
/// The work prefers an executor with a thread of its own, so waiting for it never takes a thread from the
/// shared concurrency pool (which tests calling commands also run on, and which has as few threads as cores).
enum BlockingAsync {
    private static let executor = QueueExecutor()

    /// The result of `body`, waiting for it.
    static func wait<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: executor) {
            do {
                box.result = .success(try await body())
            } catch {
                box.result = .failure(error)
            }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }

    /// A task executor on one serial dispatch queue.
    private final class QueueExecutor: TaskExecutor, @unchecked Sendable {
        private let queue = DispatchQueue(label: "kiosk.cli.async")

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            let executor = asUnownedTaskExecutor()
            queue.async { job.runSynchronously(on: executor) }
        }
    }

    /// Hands a result from the task to the waiting thread (the semaphore orders the accesses).
    private final class ResultBox<T>: @unchecked Sendable {
        var result: Result<T, Error>?
    }
}
