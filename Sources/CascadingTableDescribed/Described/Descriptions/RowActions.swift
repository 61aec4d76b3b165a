import CascadingTableView
import Foundation

/// A closure a described row calls for a delegate call about the row.
public typealias DescribedRowHandler = @MainActor @Sendable (DescribedRowContext) -> Void

/// A closure a described row calls for a delegate call about the row's cell.
public typealias DescribedCellHandler = @MainActor @Sendable (TableViewCell, DescribedRowContext) -> Void

/// The closures of a described row, one per delegate call it handles; nil does what a bare node
/// does.
@usableFromInline
struct RowHandlers: Sendable {
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

/// The closures of described rows, made once and shared by every row given them with
/// ``RowDescription/actions(_:)``.
///
/// A row keeps its closures in one of these, not in itself: a row without closures then costs
/// nothing for them, and rows that share their closures share one object. Each of the row
/// modifiers (``RowDescription/onSelect(_:)`` and the others) makes a new one with one closure
/// changed, so a chain of them allocates once per modifier and row; rows described by the
/// thousand should share one set instead:
///
/// ```swift
/// let actions = DescribedRowActions(onSelect: { context in print("selected", context.id) })
/// let rows = names.map { name in
///     RowDescription(id: name, viewModel: name, cell: TableViewCell.self) { cell, name in cell.text = name }
///         .actions(actions)
/// }
/// ```
///
/// The closures find the row they are called for in their ``DescribedRowContext``.
public final class DescribedRowActions: Sendable {
    /// The closures.
    @usableFromInline let handlers: RowHandlers

    /// Whether a display closure is set: the display calls, made for every cell as the table
    /// scrolls, need no look-up when no row has one.
    let hasDisplayHandlers: Bool

    /// Actions calling the given closures; nil for a call does what a bare node does.
    ///
    /// - Parameters:
    ///   - onSelect: Called for `tableView(_:didSelectRowAt:)`.
    ///   - onDeselect: Called for `tableView(_:didDeselectRowAt:)`.
    ///   - onWillDisplay: Called for `tableView(_:willDisplay:forRowAt:)`.
    ///   - onDidEndDisplaying: Called for `tableView(_:didEndDisplaying:forRowAt:)`.
    ///   - leadingSwipeActions: Called for `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`;
    ///     a row with swipe actions can be edited.
    ///   - trailingSwipeActions: Called for `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
    ///   - contextMenu: Called for `tableView(_:contextMenuConfigurationForRowAt:point:)`.
    public convenience init(
        onSelect: DescribedRowHandler? = nil, onDeselect: DescribedRowHandler? = nil,
        onWillDisplay: DescribedCellHandler? = nil, onDidEndDisplaying: DescribedCellHandler? = nil,
        leadingSwipeActions: DescribedSwipeActions? = nil, trailingSwipeActions: DescribedSwipeActions? = nil,
        contextMenu: DescribedContextMenu? = nil
    ) {
        var handlers = RowHandlers()
        handlers.select = onSelect
        handlers.deselect = onDeselect
        handlers.willDisplay = onWillDisplay
        handlers.didEndDisplaying = onDidEndDisplaying
        handlers.leadingSwipeActions = leadingSwipeActions
        handlers.trailingSwipeActions = trailingSwipeActions
        handlers.contextMenu = contextMenu
        self.init(handlers)
    }

    /// Actions calling `handlers`.
    @usableFromInline init(_ handlers: RowHandlers) {
        self.handlers = handlers
        hasDisplayHandlers = handlers.willDisplay != nil || handlers.didEndDisplaying != nil
    }
}

extension RowDescription {
    /// Sets one of the row's closures: a new set of actions, with the others as they were.
    // A new object, not a change in place: the row's actions may be shared with other rows.
    @inlinable mutating func setActions(_ change: (inout RowHandlers) -> Void) {
        var handlers = actions?.handlers ?? RowHandlers()
        change(&handlers)
        actions = DescribedRowActions(handlers)
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

    /// The row, calling the closures of `actions`, which replace any it had. Rows given the same
    /// actions share them: describe many rows with one set rather than with one modifier per
    /// closure and row.
    ///
    /// - Parameter actions: The closures; nil for none.
    /// - Returns: The changed row.
    @inlinable public consuming func actions(_ actions: DescribedRowActions?) -> RowDescription {
        var row = consume self
        row.actions = actions
        return row
    }
}
