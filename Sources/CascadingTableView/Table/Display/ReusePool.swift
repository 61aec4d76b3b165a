import Foundation

/// What the table reuses: cells and header/footer views, which are created from a registered
/// class with an identifier, reset before they are handed out again, and count their reuses.
@MainActor
protocol Reusable: AnyObject {
    init(reuseIdentifier: String?)
    var reuseIdentifier: String? { get }
    var reuseCount: Int { get set }
    func prepareForReuse()
}

extension TableViewCell: Reusable {}
extension TableViewHeaderFooterView: Reusable {}

/// Registered classes, and the items waiting to be handed out again, per reuse identifier; one
/// type for cells and header/footer views alike, and for the table's own title views, so every
/// item the table creates is counted in one place.
@MainActor
struct ReusePool<Item: Reusable> {
    private var classes: [String: Item.Type] = [:]
    private var waiting: [String: [Item]] = [:]

    /// How many items this pool has created since the table was made.
    private(set) var createdCount = 0

    /// Registers the class created for `identifier`; registering again replaces it.
    mutating func register(_ itemClass: Item.Type, for identifier: String) {
        classes[identifier] = itemClass
    }

    /// Whether a class is registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool {
        classes[identifier] != nil
    }

    /// A waiting item after its `prepareForReuse()`, or a new instance of the registered class;
    /// nil when none waits and `identifier` is not registered. O(1).
    mutating func dequeue(_ identifier: String) -> Item? {
        if let item = waiting[identifier]?.popLast() {
            item.prepareForReuse()
            item.reuseCount += 1
            return item
        }
        guard let itemClass = classes[identifier] else { return nil }
        return make(itemClass, identifier: identifier)
    }

    /// Creates an item and counts it: for dequeuing, and for the fallback of an unregistered
    /// identifier.
    mutating func make(_ itemClass: Item.Type, identifier: String?) -> Item {
        createdCount += 1
        return itemClass.init(reuseIdentifier: identifier)
    }

    /// Keeps an item that left the screen for its identifier, when that identifier is
    /// registered: items without one are dropped, as in UIKit, and so are the fallbacks of
    /// unregistered identifiers, which pooled would be handed out without a report.
    mutating func enqueue(_ item: Item) {
        guard let identifier = item.reuseIdentifier, isRegistered(identifier) else { return }
        waiting[identifier, default: []].append(item)
    }
}
