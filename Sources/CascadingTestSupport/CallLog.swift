import Foundation

/// An ordered record of calls, shared by every spy of a test so the order across nodes shows.
///
/// Entries read `"<spy name>.<method key>(<argument>)"`, for example `"row1.willDisplay([0, 1])"`.
@MainActor
package final class CallLog {
    package private(set) var entries: [String] = []
    /// The spies recording here. Tables hold their data sources weakly, as UIKit does, so the log
    /// keeps its spies alive while the test keeps the log; spies hold the log weakly (no cycle).
    private var spies: [AnyObject] = []

    /// An empty log.
    package init() {}

    package func retain(_ spy: AnyObject) {
        spies.append(spy)
    }

    package func record(_ entry: String) {
        entries.append(entry)
    }

    package func removeAll() {
        entries.removeAll()
    }

    /// The entries whose method key is one of `keys`, in order.
    package func entries(matching keys: Set<String>) -> [String] {
        entries.filter { entry in
            // Spy names may contain dots ("r0.2"): the key follows the last dot before "(".
            guard let paren = entry.firstIndex(of: "("), let dot = entry[..<paren].lastIndex(of: ".") else {
                return false
            }
            return keys.contains(String(entry[entry.index(after: dot)..<paren]))
        }
    }

    /// The entries recorded by the spy named `name`, in order.
    package func entries(of name: String) -> [String] {
        entries.filter { $0.hasPrefix(name + ".") }
    }
}
