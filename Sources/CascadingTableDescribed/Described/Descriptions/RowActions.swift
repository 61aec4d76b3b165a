import CascadingTableView
import Foundation

/// A closure a described row calls for a delegate call about the row.
public typealias DescribedRowHandler = @MainActor @Sendable (DescribedRowContext) -> Void

/// A closure a described row calls for a delegate call about the row's cell.
public typealias DescribedCellHandler = @MainActor @Sendable (TableViewCell, DescribedRowContext) -> Void

/// The closures of a described row, one per delegate call it handles; nil does what a bare node
/// does.
///
/// Kept in the row itself, not in an object of its own: describing a row then allocates nothing
/// for its closures, and the row modifiers, which consume the row, set them in place.
@usableFromInline
struct RowActions: Sendable {
    /// `tableView(_:didSelectRowAt:)`.
    @usableFromInline var select: DescribedRowHandler?
    /// `tableView(_:didDeselectRowAt:)`.
    @usableFromInline var deselect: DescribedRowHandler?
    /// `tableView(_:willDisplay:forRowAt:)`.
    @usableFromInline var willDisplay: DescribedCellHandler?
    /// `tableView(_:didEndDisplaying:forRowAt:)`.
    @usableFromInline var didEndDisplaying: DescribedCellHandler?
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
    @usableFromInline var leadingSwipeActions: DescribedSwipeActions?
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
    @usableFromInline var trailingSwipeActions: DescribedSwipeActions?
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`.
    @usableFromInline var contextMenu: DescribedContextMenu?

    /// No closures.
    @usableFromInline init() {}
}

extension RowDescription {
    /// Changes the row's closures in place.
    // The modifiers set a closure through this method rather than by assigning it to
    // `row.actions` themselves: a chain of modifiers then builds the row in place, which the
    // direct assignment did not (Performance.md, "Described rows").
    @inlinable mutating func setActions(_ change: (inout RowActions) -> Void) {
        change(&actions)
    }
}

/// A closure a described row calls for its swipe actions.
public typealias DescribedSwipeActions = @MainActor @Sendable (DescribedRowContext) -> SwipeActionsConfiguration?

/// A closure a described row calls for its context menu.
public typealias DescribedContextMenu = @MainActor @Sendable (DescribedRowContext) -> ContextMenuConfiguration?

// Modifiers: each returns the row with one more setting, so rows read as one expression. They
// consume the row: in a chain each step moves the row on instead of copying it (a row still used
// after the call is copied first, as for any consuming call on a copyable value; only a
// parameter declared `borrowing` cannot call them, and `copy row` does).
extension RowDescription {
    /// The row with a fixed height.
    ///
    /// - Parameter height: The height, or nil for ``TableView/automaticDimension``.
    /// - Returns: The changed row.
    @inlinable public consuming func height(_ height: CGFloat?) -> RowDescription {
        var row = consume self
        row.height = height
        return row
    }

    /// The row with an estimated height, used for layout until the row is displayed.
    ///
    /// - Parameter height: The estimate, or nil to use `height`.
    /// - Returns: The changed row.
    @inlinable public consuming func estimatedHeight(_ height: CGFloat?) -> RowDescription {
        var row = consume self
        row.estimatedHeight = height
        return row
    }

    /// The row, reloaded (a new cell) rather than reconfigured when its view model changes.
    ///
    /// - Parameter reloads: Whether to reload. Defaults to true.
    /// - Returns: The changed row.
    @inlinable public consuming func reloadsOnChange(_ reloads: Bool = true) -> RowDescription {
        var row = consume self
        row.reloadsOnChange = reloads
        return row
    }

    /// The row, calling `action` when the user selects it (`tableView(_:didSelectRowAt:)`).
    ///
    /// - Parameter action: Called with the row's context.
    /// - Returns: The changed row.
    @inlinable public consuming func onSelect(_ action: @escaping DescribedRowHandler) -> RowDescription {
        var row = consume self
        row.setActions { $0.select = action }
        return row
    }

    /// The row, calling `action` when the user deselects it (`tableView(_:didDeselectRowAt:)`).
    ///
    /// - Parameter action: Called with the row's context.
    /// - Returns: The changed row.
    @inlinable public consuming func onDeselect(_ action: @escaping DescribedRowHandler) -> RowDescription {
        var row = consume self
        row.setActions { $0.deselect = action }
        return row
    }

    /// The row, calling `action` before its cell is displayed (`tableView(_:willDisplay:forRowAt:)`).
    ///
    /// - Parameter action: Called with the cell and the row's context.
    /// - Returns: The changed row.
    @inlinable public consuming func onWillDisplay(_ action: @escaping DescribedCellHandler) -> RowDescription {
        var row = consume self
        row.setActions { $0.willDisplay = action }
        return row
    }

    /// The row, calling `action` when its cell leaves the screen
    /// (`tableView(_:didEndDisplaying:forRowAt:)`).
    ///
    /// - Parameter action: Called with the cell and the row's context.
    /// - Returns: The changed row.
    @inlinable public consuming func onDidEndDisplaying(_ action: @escaping DescribedCellHandler) -> RowDescription {
        var row = consume self
        row.setActions { $0.didEndDisplaying = action }
        return row
    }

    /// The row, offering the actions `actions` gives when it is swiped from its leading edge
    /// (`tableView(_:leadingSwipeActionsConfigurationForRowAt:)`). A row with swipe actions can be
    /// edited (`tableView(_:canEditRowAt:)` is true), as UIKit needs for a swipe.
    ///
    /// - Parameter actions: Called with the row's context; nil offers nothing.
    /// - Returns: The changed row.
    @inlinable public consuming func leadingSwipeActions(_ actions: @escaping DescribedSwipeActions) -> RowDescription {
        var row = consume self
        row.setActions { $0.leadingSwipeActions = actions }
        return row
    }

    /// The row, offering the actions `actions` gives when it is swiped from its trailing edge
    /// (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)`); see
    /// ``leadingSwipeActions(_:)``.
    ///
    /// - Parameter actions: Called with the row's context; nil offers nothing.
    /// - Returns: The changed row.
    @inlinable public consuming func trailingSwipeActions(_ actions: @escaping DescribedSwipeActions) -> RowDescription
    {
        var row = consume self
        row.setActions { $0.trailingSwipeActions = actions }
        return row
    }

    /// The row, showing the menu `menu` gives when it is long-pressed
    /// (`tableView(_:contextMenuConfigurationForRowAt:point:)`).
    ///
    /// - Parameter menu: Called with the row's context; nil shows no menu.
    /// - Returns: The changed row.
    @inlinable public consuming func contextMenu(_ menu: @escaping DescribedContextMenu) -> RowDescription {
        var row = consume self
        row.setActions { $0.contextMenu = menu }
        return row
    }
}
