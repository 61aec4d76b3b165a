import Foundation

/// Time for the page's delayed work, moved on by the test.
///
/// The original's view model answered after two seconds on a background queue and came back to
/// the main queue, and its controller hid the refresh control a second and a half after that.
/// Here the same work is scheduled on this clock, on the main actor, and runs when a test calls
/// ``advance(by:)``: the user's view of the page between a request and its answer can be checked.
@MainActor
final class VirtualClock {
    private struct Job {
        let deadline: Double
        let order: Int
        let work: @MainActor () -> Void
    }

    /// Seconds since the clock was made.
    private(set) var now: Double = 0
    private var jobs: [Job] = []
    private var scheduled = 0

    /// Whether any work waits.
    var hasPendingWork: Bool { !jobs.isEmpty }

    /// Runs `work` once the clock has moved `delay` seconds on from now.
    func schedule(after delay: Double, _ work: @escaping @MainActor () -> Void) {
        scheduled += 1
        jobs.append(Job(deadline: now + delay, order: scheduled, work: work))
    }

    /// Moves the clock on by `seconds`, running the work that falls due, earliest first (work
    /// scheduled by that work included, when it falls due too).
    func advance(by seconds: Double) {
        let end = now + seconds
        while let next = jobs.filter({ $0.deadline <= end }).min(by: {
            ($0.deadline, $0.order) < ($1.deadline, $1.order)
        }) {
            jobs.removeAll { $0.order == next.order }
            now = next.deadline
            next.work()
        }
        now = end
    }
}
