import CascadingTableCollections
import Foundation

/// Slots numbered by the objects they are added for, in the order they are added: the one way
/// the library groups a call's work by object (the parts of a batch, the children a node splits
/// index paths among). There are most often one or a few, found faster by a linear search than
/// by hashing; past a few, through an index filled on first use.
package struct IdentitySlots {
    private var keys: [ObjectIdentifier] = []
    /// The slot of each key, for the keys added before the last lookup past the limit.
    private var indexed: [ObjectIdentifier: Int] = [:]
    private static let linearLimit = 8

    package init() {}

    /// The slot of `key`, if added.
    package mutating func slot(of key: ObjectIdentifier) -> Int? {
        guard keys.count > Self.linearLimit else { return keys.firstIndex(of: key) }
        for slot in indexed.count..<keys.count {
            indexed[keys[slot]] = slot
        }
        let slot = indexed[key]
        #if CASCADING_INTERNAL_CHECKS
            internalCheck { [keys] in
                $0.note(slot == keys.firstIndex(of: key) ? nil : "IdentitySlots: the index disagrees with the keys")
            }
        #endif
        return slot
    }

    /// Adds `key`, which has no slot yet, in the next slot.
    package mutating func add(_ key: ObjectIdentifier) {
        keys.append(key)
    }
}
