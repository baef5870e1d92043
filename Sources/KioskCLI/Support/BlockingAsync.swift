import Dispatch
import Foundation

/// Runs async work to completion from a synchronous command.
///
/// The work prefers an executor with a thread of its own, so waiting for it never takes a thread from the
/// shared concurrency pool (which tests calling commands also run on, and which has as few threads as cores).
enum BlockingAsync {
    private static let executor = QueueExecutor()

    /// The result of `body`, waiting for it.
    ///
    /// What `body` holds (a command's store and customer session) is let go on the task's thread before the caller is
    /// woken, so a store closes (its checkpoint and syncs) before the command goes on, never while the process exits.
    static func wait<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let box = ResultBox<T>()
        box.body = body
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: executor) {
            await box.run()
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

    /// Hands the work to the task and its result to the waiting thread (the semaphore orders the accesses).
    private final class ResultBox<T>: @unchecked Sendable {
        var body: (@Sendable () async throws -> T)?
        var result: Result<T, Error>?

        /// Runs the work once, keeps its result and lets the work go.
        func run() async {
            guard let work = body.take() else { return }
            do {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
        }
    }
}
