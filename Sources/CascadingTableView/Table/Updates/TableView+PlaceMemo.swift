import Foundation

/// What a place is kept under while the table translates a batch: the part, and whether the place
/// is as the table shows it or as the tree is now.
struct PlaceMemoKey: Hashable {
    let part: ObjectIdentifier
    let asShown: Bool
}

// A part's place, worked out once per batch. Translating a batch asks a node where it is several
// times (its contribution, each of its updates, before and after) and each answer is a walk to the
// root and back; while the table translates a batch, the first answer is kept. The places as the
// tree is now are dropped when the table asks its counts, which moves them.
extension TableView {
    /// The place of the part `part` (`asShown`: as the table shows it), from `compute` the first
    /// time it is asked while the table translates a batch, and kept until the translation ends
    /// (or, for a place as the tree is now, until the table asks its counts); from `compute` every
    /// time outside a translation.
    ///
    /// - Parameters:
    ///   - part: The part placed (a node's identity).
    ///   - asShown: Whether the place is as the table shows it, before the batch.
    ///   - compute: Works the place out.
    package func memoizedPlace<Place>(
        of part: ObjectIdentifier, asShown: Bool, _ compute: () -> Place
    ) -> Place {
        guard updateState.isTranslating else { return compute() }
        let key = PlaceMemoKey(part: part, asShown: asShown)
        // Bound before the cast: a missing entry (`nil` of `Any?`) would cast to a `nil` place.
        if let stored = updateState.places[key], let kept = stored as? Place {
            return kept
        }
        let place = compute()
        updateState.places[key] = place
        return place
    }

    /// Starts keeping places, for the translation of one batch.
    func beginKeepingPlaces() {
        updateState.isTranslating = true
    }

    /// Drops the places as the tree is now: the counts are about to be asked again.
    func dropCurrentPlaces() {
        updateState.places = updateState.places.filter { $0.key.asShown }
    }

    /// Stops keeping places: the batch is translated.
    func endKeepingPlaces() {
        updateState.isTranslating = false
        updateState.places.removeAll()
    }
}
