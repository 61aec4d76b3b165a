import Foundation

// The editing control a row shows in editing mode: the green insert button and the red delete
// button, with the delete confirmation it reveals. See
// `Documentation/PrimaryActionsAndMultipleSelection.md`.
extension TableView {
    /// The delete button a tap on a row's red editing control revealed.
    public struct DeleteConfirmation: Equatable, Sendable {
        /// The row the button deletes.
        public let indexPath: IndexPath
        /// The button's title: the delegate's `titleForDeleteConfirmationButtonForRowAt`, or
        /// "Delete".
        public let title: String

        /// Creates a description of a delete button, to compare with
        /// ``TableView/revealedDeleteConfirmation``.
        ///
        /// - Parameters:
        ///   - indexPath: The row the button deletes.
        ///   - title: The button's title.
        public init(indexPath: IndexPath, title: String) {
            self.indexPath = indexPath
            self.title = title
        }

        /// The same button on the row's new index path.
        func moved(to indexPath: IndexPath) -> DeleteConfirmation {
            DeleteConfirmation(indexPath: indexPath, title: title)
        }
    }

    /// The delete button revealed by ``tapEditingControl(at:)`` and not yet tapped, if any. It
    /// follows its row across updates, and goes away when the row does, on `reloadData()` and
    /// when the table leaves editing mode.
    public var revealedDeleteConfirmation: DeleteConfirmation? {
        interactionState.deleteConfirmation
    }

    /// Taps the editing control of a row in editing mode.
    ///
    /// Rows show a control in editing mode only when the data source answers `canEditRowAt` with
    /// true; the delegate's `editingStyleForRowAt` then says which. The data source and delegate
    /// hear, in order: `canEditRowAt`, `editingStyleForRowAt`; then for `.insert`,
    /// `commit(.insert, forRowAt:)` at once; for `.delete`, `titleForDeleteConfirmationButtonForRowAt`
    /// as the delete button is revealed (``revealedDeleteConfirmation``; commit it with
    /// ``tapDeleteConfirmation(at:)``), or, when that row's button is already revealed, nothing:
    /// the tap hides it; for `.none`, nothing. A tap on one row's control hides another row's
    /// delete button. Committing does not remove or add rows by itself: the data source updates
    /// its model and calls ``deleteRows(at:with:)`` or ``insertRows(at:with:)``, as with UIKit.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: The control the row shows, or nil outside editing mode, for a row that cannot be
    ///   edited and for one that does not exist (reported to ``diagnostics``).
    @discardableResult
    public func tapEditingControl(at indexPath: IndexPath) -> TableViewCell.EditingStyle? {
        beginCoalescingNodeUpdates()
        defer { endCoalescingNodeUpdates() }
        loadDataIfNeeded()
        guard checkRowExists(indexPath, for: "tapEditingControl(at:)"), isEditing,
            dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        else { return nil }
        let style = delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .none
        let wasRevealed = interactionState.deleteConfirmation?.indexPath == indexPath
        interactionState.deleteConfirmation = nil
        switch style {
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .delete where !wasRevealed:
            let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
            interactionState.deleteConfirmation = DeleteConfirmation(indexPath: indexPath, title: title)
        case .delete, .none:
            break
        }
        return style
    }

    /// Taps the delete button that ``tapEditingControl(at:)`` revealed on a row: the data source
    /// gets `commit(.delete, forRowAt:)` and the button goes away.
    ///
    /// - Parameter indexPath: The row whose button is tapped.
    /// - Returns: Whether a delete was committed: false when that row shows no delete button.
    @discardableResult
    public func tapDeleteConfirmation(at indexPath: IndexPath) -> Bool {
        beginCoalescingNodeUpdates()
        defer { endCoalescingNodeUpdates() }
        loadDataIfNeeded()
        guard let confirmation = interactionState.deleteConfirmation, confirmation.indexPath == indexPath else {
            return false
        }
        interactionState.deleteConfirmation = nil
        dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
        return true
    }
}
