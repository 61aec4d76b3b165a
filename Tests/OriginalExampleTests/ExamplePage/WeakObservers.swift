import Foundation

/// A list of observers held weakly, told in the order they were added. The original held its
/// observers strongly and removed them in the observers' `deinit`; as each section also held the
/// view model, neither was ever freed.
@MainActor
struct WeakObservers {
    private struct Entry {
        weak var object: AnyObject?
    }

    private var entries: [Entry] = []

    /// Adds `observer`, and forgets the observers that were freed: they need no removing.
    mutating func add(_ observer: AnyObject) {
        entries.removeAll { $0.object == nil }
        entries.append(Entry(object: observer))
    }

    /// The observers still alive that are of type `Observer`, in the order they were added.
    func all<Observer>(as type: Observer.Type) -> [Observer] {
        entries.compactMap { $0.object as? Observer }
    }
}
