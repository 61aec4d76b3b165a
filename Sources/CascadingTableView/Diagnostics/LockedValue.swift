import Foundation

/// A value that any thread may read and write, each access under a lock.
///
/// For process-wide state such as ``TableViewDiagnostics/defaultMode``, which tests set from
/// XCTest's nonisolated `setUp()`, and the default reuse identifiers, which rows described on any
/// thread share. An `NSLock` rather than `Synchronization.Mutex`, which
/// needs macOS 15 on Apple platforms. `@unchecked Sendable` is sound because every access to
/// `storage` holds `lock`.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Value

    package init(_ value: Value) {
        storage = value
    }

    /// The value, read or replaced under the lock.
    var value: Value {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }

    /// Calls `body` with the value, under the lock, for a read and write that must not be
    /// interleaved with another thread's.
    package func withValue<Answer>(_ body: (inout Value) -> Answer) -> Answer {
        lock.withLock { body(&storage) }
    }
}
