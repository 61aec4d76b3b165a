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

    /// Slots for about `count` keys, given when it is known: past the limit the index is sized
    /// once rather than grown step by step.
    package init(expecting count: Int = 0) {
        keys.reserveCapacity(count)
        if count > Self.linearLimit {
            indexed.reserveCapacity(count)
        }
    }

    /// The slot of `key`, and whether it is new: a key not added before is added in the next
    /// slot. Past the limit, one hash of `key` finds its slot or adds it.
    package mutating func slot(adding key: ObjectIdentifier) -> (slot: Int, isNew: Bool) {
        let next = keys.count
        if next <= Self.linearLimit {
            if let found = keys.firstIndex(of: key) {
                return (found, false)
            }
        } else {
            for slot in indexed.count..<next {
                indexed[keys[slot]] = slot
            }
            let slot = Self.claim(&indexed[key, default: -1], next: next)
            #if CASCADING_INTERNAL_CHECKS
                internalCheck { [keys] in
                    $0.note(
                        keys.firstIndex(of: key) == (slot == next ? nil : slot)
                            ? nil : "IdentitySlots: the index disagrees with the keys")
                }
            #endif
            if slot != next {
                return (slot, false)
            }
        }
        keys.append(key)
        return (next, true)
    }

    /// The slot in `held` (a key's entry in the index, -1 for none), or `next`, then held there.
    private static func claim(_ held: inout Int, next: Int) -> Int {
        if held < 0 {
            held = next
        }
        return held
    }
}
