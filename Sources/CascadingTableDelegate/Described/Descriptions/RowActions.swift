import Foundation

/// A closure a described row calls for a delegate call about the row.
public typealias DescribedRowHandler = @MainActor @Sendable (DescribedRowContext) -> Void

/// A closure a described row calls for a delegate call about the row's cell.
public typealias DescribedCellHandler = @MainActor @Sendable (TableViewCell, DescribedRowContext) -> Void

/// The closures of a described row, one per delegate call it handles; nil does what a bare node
/// does.
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
}

/// A closure a described row calls for its swipe actions.
public typealias DescribedSwipeActions = @MainActor @Sendable (DescribedRowContext) -> SwipeActionsConfiguration?

/// A closure a described row calls for its context menu.
public typealias DescribedContextMenu = @MainActor @Sendable (DescribedRowContext) -> ContextMenuConfiguration?

// Modifiers: each returns a copy of the row with one more setting, so rows read as one expression.
// Not `consuming`: a caller holding the row as a `borrowing` parameter, or using a `consuming`
// one twice, could no longer call them. Inlinable instead: inlined into a chain, the copy of a
// temporary row that dies at once becomes a move, so a chain builds one row.
extension RowDescription {
    /// The row with a fixed height.
    ///
    /// - Parameter height: The height, or nil for ``TableView/automaticDimension``.
    /// - Returns: The changed row.
    @inlinable public func height(_ height: CGFloat?) -> RowDescription {
        var row = self
        row.height = height
        return row
    }

    /// The row with an estimated height, used for layout until the row is displayed.
    ///
    /// - Parameter height: The estimate, or nil to use `height`.
    /// - Returns: The changed row.
    @inlinable public func estimatedHeight(_ height: CGFloat?) -> RowDescription {
        var row = self
        row.estimatedHeight = height
        return row
    }

    /// The row, reloaded (a new cell) rather than reconfigured when its view model changes.
    ///
    /// - Parameter reloads: Whether to reload. Defaults to true.
    /// - Returns: The changed row.
    @inlinable public func reloadsOnChange(_ reloads: Bool = true) -> RowDescription {
        var row = self
        row.reloadsOnChange = reloads
        return row
    }

    /// The row, calling `action` when the user selects it (`tableView(_:didSelectRowAt:)`).
    ///
    /// - Parameter action: Called with the row's context.
    /// - Returns: The changed row.
    @inlinable public func onSelect(_ action: @escaping DescribedRowHandler) -> RowDescription {
        var row = self
        row.actions.select = action
        return row
    }

    /// The row, calling `action` when the user deselects it (`tableView(_:didDeselectRowAt:)`).
    ///
    /// - Parameter action: Called with the row's context.
    /// - Returns: The changed row.
    @inlinable public func onDeselect(_ action: @escaping DescribedRowHandler) -> RowDescription {
        var row = self
        row.actions.deselect = action
        return row
    }

    /// The row, calling `action` before its cell is displayed (`tableView(_:willDisplay:forRowAt:)`).
    ///
    /// - Parameter action: Called with the cell and the row's context.
    /// - Returns: The changed row.
    @inlinable public func onWillDisplay(_ action: @escaping DescribedCellHandler) -> RowDescription {
        var row = self
        row.actions.willDisplay = action
        return row
    }

    /// The row, calling `action` when its cell leaves the screen
    /// (`tableView(_:didEndDisplaying:forRowAt:)`).
    ///
    /// - Parameter action: Called with the cell and the row's context.
    /// - Returns: The changed row.
    @inlinable public func onDidEndDisplaying(_ action: @escaping DescribedCellHandler) -> RowDescription {
        var row = self
        row.actions.didEndDisplaying = action
        return row
    }

    /// The row, offering the actions `actions` gives when it is swiped from its leading edge
    /// (`tableView(_:leadingSwipeActionsConfigurationForRowAt:)`). A row with swipe actions can be
    /// edited (`tableView(_:canEditRowAt:)` is true), as UIKit needs for a swipe.
    ///
    /// - Parameter actions: Called with the row's context; nil offers nothing.
    /// - Returns: The changed row.
    @inlinable public func leadingSwipeActions(_ actions: @escaping DescribedSwipeActions) -> RowDescription {
        var row = self
        row.actions.leadingSwipeActions = actions
        return row
    }

    /// The row, offering the actions `actions` gives when it is swiped from its trailing edge
    /// (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)`); see
    /// ``leadingSwipeActions(_:)``.
    ///
    /// - Parameter actions: Called with the row's context; nil offers nothing.
    /// - Returns: The changed row.
    @inlinable public func trailingSwipeActions(_ actions: @escaping DescribedSwipeActions) -> RowDescription {
        var row = self
        row.actions.trailingSwipeActions = actions
        return row
    }

    /// The row, showing the menu `menu` gives when it is long-pressed
    /// (`tableView(_:contextMenuConfigurationForRowAt:point:)`).
    ///
    /// - Parameter menu: Called with the row's context; nil shows no menu.
    /// - Returns: The changed row.
    @inlinable public func contextMenu(_ menu: @escaping DescribedContextMenu) -> RowDescription {
        var row = self
        row.actions.contextMenu = menu
        return row
    }
}
