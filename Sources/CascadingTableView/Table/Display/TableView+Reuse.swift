import Foundation

// Cell and header/footer registration, dequeuing and reuse pools.
extension TableView {
    /// Registers the class the table creates when a cell with `identifier` is dequeued and none
    /// waits in the pool. Registering again replaces the class.
    ///
    /// - Parameters:
    ///   - cellClass: The cell class, `TableViewCell` or a subclass.
    ///   - identifier: The reuse identifier.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellPool.register(cellClass, for: identifier)
    }

    /// Whether a cell class is registered for `identifier`: for the checks of nodes that register
    /// their rows' classes themselves.
    package func isCellClassRegistered(forReuseIdentifier identifier: String) -> Bool {
        cellPool.isRegistered(identifier)
    }

    /// Registers the class the table creates when a header or footer view with `identifier` is
    /// dequeued and none waits in the pool. Registering again replaces the class.
    ///
    /// - Parameters:
    ///   - viewClass: The view class, `TableViewHeaderFooterView` or a subclass.
    ///   - identifier: The reuse identifier.
    public func register(
        _ viewClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        viewPool.register(viewClass, for: identifier)
    }

    /// Hands out a cell for a row: one from the pool of `identifier` after its
    /// `prepareForReuse()`, or a new instance of the registered class.
    ///
    /// Dequeuing an identifier that was never registered is a programming error, which UIKit
    /// raises: this table reports ``TableViewDiagnostic/Kind/unregisteredReuseIdentifier(_:)`` and
    /// returns a plain `TableViewCell` with that identifier.
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The row the cell is for.
    /// - Returns: A cell ready to configure.
    /// - Complexity: O(1).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) {
            return cell
        }
        // Reported on every call, as UIKit raises on every call; the fallback is never pooled
        // (see enqueueReusableCell), so the identifier never looks registered.
        diagnostics.report(
            TableViewDiagnostic(
                kind: .unregisteredReuseIdentifier(identifier),
                message: "Unable to dequeue a cell with identifier '\(identifier)' for row \(indexPath): "
                    + "register a class for it with register(_:forCellReuseIdentifier:)."))
        return cellPool.make(TableViewCell.self, identifier: identifier)
    }

    /// Hands out a cell from the pool of `identifier`, or a new instance of the registered class.
    /// While ``reconfigureRows(at:)`` asks for a row's cell, the row's own cell is handed back
    /// instead (when its identifier matches), as UIKit does.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: A cell, or nil when the pool is empty and no class is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        // During reconfigureRows(at:) the row's own cell comes back, without prepareForReuse().
        if let cell = displayState.reconfiguring, cell.reuseIdentifier == identifier {
            displayState.reconfiguring = nil
            return cell
        }
        return cellPool.dequeue(identifier)
    }

    /// Hands out a header or footer view: one from the pool of `identifier` after its
    /// `prepareForReuse()`, or a new instance of the registered class.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: A view, or nil when `identifier` was never registered (also reported to
    ///   ``diagnostics``).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = viewPool.dequeue(identifier) {
            return view
        }
        // Reported on every call, as for cells.
        diagnostics.report(
            TableViewDiagnostic(
                kind: .unregisteredReuseIdentifier(identifier),
                message: "Unable to dequeue a header/footer view with identifier '\(identifier)': register "
                    + "a class for it with register(_:forHeaderFooterViewReuseIdentifier:)."))
        return nil
    }

    /// The number of cells this table has created (not handed out again) since it was made.
    public var numberOfCreatedCells: Int { cellPool.createdCount }

    /// The number of header/footer views this table has created since it was made, including the
    /// views it makes itself to show section titles.
    public var numberOfCreatedHeaderFooterViews: Int { viewPool.createdCount }

    /// Puts a cell that left the screen back in the pool of its identifier (see
    /// ``ReusePool/enqueue(_:)`` for the cells it drops).
    func enqueueReusableCell(_ cell: TableViewCell) {
        cellPool.enqueue(cell)
    }

    /// Puts a header or footer view that left the screen back in the pool of its identifier.
    func enqueueReusableHeaderFooterView(_ view: TableViewHeaderFooterView) {
        viewPool.enqueue(view)
    }
}
