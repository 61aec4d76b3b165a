import Foundation

/// A list of observers held weakly, told in the order they were added.
@MainActor
struct WeakObservers {
    private struct Entry {
        weak var object: AnyObject?
    }

    private var entries: [Entry] = []

    mutating func add(_ observer: AnyObject) {
        entries.append(Entry(object: observer))
    }

    mutating func remove(_ observer: AnyObject) {
        entries.removeAll { $0.object === observer || $0.object == nil }
    }

    /// The observers still alive that are of type `Observer`, in the order they were added.
    func all<Observer>(as type: Observer.Type) -> [Observer] {
        entries.compactMap { $0.object as? Observer }
    }
}
