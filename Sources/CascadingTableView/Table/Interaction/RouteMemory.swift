import Foundation

/// Notes that the parts above the table (a tree's nodes) keep on an object the table hands them
/// (a context menu configuration, a drag session): for each part, which object below it answered
/// for it, so that later calls about the object, which carry no index path, reach the same one.
/// Objects are held weakly: the memory never keeps a part alive, and the table never needs to
/// know what the parts are.
@MainActor
package final class RouteMemory {
    private struct Entry {
        weak var answerer: AnyObject?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Remembers that `answerer` answered when asked through `part`.
    package func remember(_ answerer: AnyObject, under part: AnyObject) {
        entries[ObjectIdentifier(part)] = Entry(answerer: answerer)
    }

    /// The object that answered when asked through `part`, if it still exists.
    package func answerer(under part: AnyObject) -> AnyObject? {
        entries[ObjectIdentifier(part)]?.answerer
    }
}
