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
        reuse.cellClasses[identifier] = cellClass
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
        reuse.viewClasses[identifier] = viewClass
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
        reuse.createdCellCount += 1
        return TableViewCell(reuseIdentifier: identifier)
    }

    /// Hands out a cell from the pool of `identifier`, or a new instance of the registered class.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: A cell, or nil when the pool is empty and no class is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = reuse.cellPool[identifier]?.popLast() {
            cell.prepareForReuse()
            cell.reuseCount += 1
            return cell
        }
        guard let cellClass = reuse.cellClasses[identifier] else { return nil }
        reuse.createdCellCount += 1
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// Hands out a header or footer view: one from the pool of `identifier` after its
    /// `prepareForReuse()`, or a new instance of the registered class.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: A view, or nil when `identifier` was never registered (also reported to
    ///   ``diagnostics``).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = reuse.viewPool[identifier]?.popLast() {
            view.prepareForReuse()
            view.reuseCount += 1
            return view
        }
        guard let viewClass = reuse.viewClasses[identifier] else {
            diagnostics.report(
                TableViewDiagnostic(
                    kind: .unregisteredReuseIdentifier(identifier),
                    message: "Unable to dequeue a header/footer view with identifier '\(identifier)': register "
                        + "a class for it with register(_:forHeaderFooterViewReuseIdentifier:)."))
            return nil
        }
        reuse.createdViewCount += 1
        return viewClass.init(reuseIdentifier: identifier)
    }

    /// The number of cells this table has created (not handed out again) since it was made.
    public var numberOfCreatedCells: Int { reuse.createdCellCount }

    /// The number of header/footer views this table has created since it was made.
    public var numberOfCreatedHeaderFooterViews: Int { reuse.createdViewCount }

    /// Puts a cell that left the screen back in the pool of its identifier; cells without a
    /// registered identifier are dropped: cells without one, as in UIKit, and the fallback cells
    /// of unregistered identifiers, which pooled would be handed out without a report.
    func enqueueReusableCell(_ cell: TableViewCell) {
        guard let identifier = cell.reuseIdentifier, reuse.cellClasses[identifier] != nil else { return }
        reuse.cellPool[identifier, default: []].append(cell)
    }

    /// Puts a header or footer view that left the screen back in the pool of its identifier, when
    /// that identifier is registered.
    func enqueueReusableHeaderFooterView(_ view: TableViewHeaderFooterView) {
        guard let identifier = view.reuseIdentifier, reuse.viewClasses[identifier] != nil else { return }
        reuse.viewPool[identifier, default: []].append(view)
    }
}
