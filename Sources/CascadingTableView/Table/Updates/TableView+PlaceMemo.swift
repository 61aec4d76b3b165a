import Foundation

// A part's places, worked out once per batch. Translating a batch asks a node where it is several
// times (its contribution, each of its updates, before and after), and each answer, worked out
// alone, is a walk to the root and back; while the table translates a batch, it keeps what the
// parts worked out (a node, its ancestors' places), from the second part placed on: the first is
// placed by one walk each way, since most batches have one part. The places as the tree is now
// are dropped when the table asks its counts, which moves them.
extension TableView {
    /// Whether the table is translating a batch's local updates: what the parts keep in
    /// ``shownPlaces`` and ``currentPlaces`` holds until the translation ends.
    package var isTranslatingBatch: Bool { updateState.isTranslating }

    /// What the parts keep of their places as the table shows them, while the table translates a
    /// batch (their type is theirs); nil otherwise.
    package var shownPlaces: AnyObject? {
        get { updateState.shownPlaces }
        set { updateState.shownPlaces = newValue }
    }

    /// What the parts keep of their places as the tree is now, while the table translates a batch
    /// and until it asks its counts; nil otherwise.
    package var currentPlaces: AnyObject? {
        get { updateState.currentPlaces }
        set { updateState.currentPlaces = newValue }
    }

    /// Starts keeping places, for the translation of one batch.
    func beginKeepingPlaces() {
        updateState.isTranslating = true
    }

    /// Drops the places as the tree is now: the counts are about to be asked again.
    func dropCurrentPlaces() {
        updateState.currentPlaces = nil
    }

    /// Stops keeping places: the batch is translated.
    func endKeepingPlaces() {
        updateState.isTranslating = false
        updateState.shownPlaces = nil
        updateState.currentPlaces = nil
    }
}
