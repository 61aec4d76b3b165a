import CascadingTableCollections
import Foundation

/// The identifier of the views the table makes for sections that have a title but no view.
let titleViewReuseIdentifier = "CascadingTableDelegate.TitleView"

// Display: the cells and views in the viewport, as rows enter and leave it.
extension TableView {
    /// The cell of a visible row.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: The row's cell when the row is visible, otherwise nil, as in UIKit.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        loadDataIfNeeded()
        return displayState.cells[indexPath]
    }

    /// The cells of the visible rows, in index-path order.
    public var visibleCells: [TableViewCell] {
        loadDataIfNeeded()
        return displayState.cells.sorted(by: Self.precedesInTable).map(\.value)
    }

    /// Whether the cell of `lhs` comes before the cell of `rhs` in the table: by their paths, as
    /// ``IndexPath/precedesInTable(_:_:)`` orders them.
    nonisolated static func precedesInTable(
        _ lhs: (key: IndexPath, value: TableViewCell), _ rhs: (key: IndexPath, value: TableViewCell)
    ) -> Bool {
        IndexPath.precedesInTable(lhs.key, rhs.key)
    }

    /// The index paths of the visible rows, in order; empty when no row is visible.
    public var indexPathsForVisibleRows: [IndexPath]? {
        loadDataIfNeeded()
        return displayState.cells.keys.sorted()
    }

    /// The row a visible cell shows, as UIKit's `indexPath(for:)`.
    ///
    /// - Parameter cell: A cell.
    /// - Returns: The cell's row when the cell is on screen, otherwise nil.
    /// - Complexity: O(*v*) for *v* visible rows.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        loadDataIfNeeded()
        return displayState.cells.first { $0.value === cell }?.key
    }

    /// The header view shown for `section`, when it is in the viewport.
    ///
    /// - Parameter section: The section.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        loadDataIfNeeded()
        return displayState.supplements[.header(section)] ?? nil
    }

    /// The footer view shown for `section`, when it is in the viewport.
    ///
    /// - Parameter section: The section.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        loadDataIfNeeded()
        return displayState.supplements[.footer(section)] ?? nil
    }

    // MARK: - Display passes

    /// Ends the display of every visible cell and header/footer view, in content order.
    func endDisplayingAllViews() {
        endDisplaying(displayedItems().sorted(by: DisplayItem.precedes))
        displayState.prefetched.removeAll()
    }

    /// Displays what the viewport shows now and ends what it no longer shows: first the items
    /// that left (`didEndDisplaying`, back to the reuse pool), then the new ones, top to bottom
    /// (`cellForRowAt`, `willDisplay`). Finding what is shown turns estimates into exact heights,
    /// which can move the viewport (to keep what the user sees still) and change what fits, and
    /// so can a self-sizing row's new cell: the pass repeats until one finds the layout as it
    /// left it. When it ends, every row the viewport shows has its cell.
    ///
    /// - Complexity: O(log n + v) for v visible items.
    func updateVisibleViews() {
        guard !needsReload else { return }
        guard !displayState.isUpdating else {
            // A delegate method scrolled or changed the frame: another pass runs after this one.
            displayState.needsAnotherPass = true
            return
        }
        displayState.isUpdating = true
        repeat {
            displayState.needsAnotherPass = false
            runDisplayPasses()
        } while displayState.needsAnotherPass && !needsReload
        displayState.isUpdating = false
        runDeferredUpdates()
        // The cells on screen are checked against the layout under the internal-checks flag,
        // O(visible rows), once no update waits (a pass stops asking for rows when one does).
        #if CASCADING_INTERNAL_CHECKS
            if !isBusy && updateState.deferred.isEmpty {
                internalCheck { checkVisibleCellMap(into: &$0) }
            }
        #endif
    }

    /// How many times one display pass may repeat. Each repeat follows a pass that turned
    /// estimates into exact heights (which happens once per row) or read a self-sizing cell, so
    /// passes settle in two or three; the limit only guards against a layout that never settles.
    static let displayPassLimit = 32

    /// One display pass, repeated until a pass finds the layout as it left it: then the items it
    /// displayed are exactly those the viewport shows. A walk that moved the layout (estimates
    /// turned exact) is walked again before any item ends or is displayed, so that a row on
    /// screen before and after keeps its cell.
    private func runDisplayPasses() {
        // A shadow's host decides what is on screen; the cells it shows still follow their rows.
        guard !hostingState.isHosted else { return layOutDisplayedCells() }
        // Updates already waiting (asked for while an update is applied) do not stop the passes.
        let waitingBefore = updateState.deferred.count
        passes: for pass in 0..<Self.displayPassLimit {
            // The same stored values read again, not two computations: equal means unchanged.
            let before = (offset: layoutState.contentOffset.y, height: layoutState.layout.totalHeight)
            let visible = visibleItems()
            let measuredStill =
                layoutState.contentOffset.y == before.offset && layoutState.layout.totalHeight == before.height
            if !measuredStill && pass < Self.displayPassLimit - 1 {
                continue
            }
            let visibleSet = Set(visible)
            var gone: [DisplayItem] = []
            for item in displayedItems() where !visibleSet.contains(item) {
                gone.append(item)
            }
            endDisplaying(gone.sorted(by: DisplayItem.precedes))
            for item in visible where !isDisplayed(item) {
                display(item)
                // A delegate method asked for an update, which runs after this pass: its data may
                // have changed already, so no more rows are asked for in the numbering the update
                // changes. The update displays them when it is applied.
                if updateState.deferred.count > waitingBefore { break passes }
            }
            if layoutState.contentOffset.y == before.offset && layoutState.layout.totalHeight == before.height {
                break
            }
        }
        layOutDisplayedCells()
    }

    /// Whether `item` is on screen now.
    private func isDisplayed(_ item: DisplayItem) -> Bool {
        if case .row(let indexPath) = item {
            return displayState.cells[indexPath] != nil
        }
        return displayState.supplements[item] != nil
    }

    /// Every item on screen, unordered.
    func displayedItems() -> [DisplayItem] {
        displayState.cells.keys.map(DisplayItem.row) + displayState.supplements.keys
    }

    /// Asks the exact heights of the items that intersect the viewport, without displaying them,
    /// so that a scroll can see where its target will really be before it moves.
    ///
    /// A row crossing the viewport's top that turns out shorter than its estimate scrolls up by
    /// the difference (see `makeRowHeightExact`), which brings rows above it into view with their
    /// estimates: the viewport is measured again until it holds still, so that everything in it
    /// is exact before an anchor is placed against it.
    func measureViewport() {
        for _ in 0..<Self.displayPassLimit {
            let offset = layoutState.contentOffset.y
            _ = visibleItems()
            if layoutState.contentOffset.y == offset { break }
        }
    }

    /// The items the viewport shows, in content order, turning their estimated heights into
    /// exact ones on the way (which may scroll by the correction, see `makeRowHeightExact`). Rows
    /// are shown by ``band(from:to:shows:)`` over their rects from the layout, as everywhere.
    ///
    /// - Complexity: O((log *n* + *v*) log *n*) for *v* items shown.
    private func visibleItems() -> [DisplayItem] {
        var items: [DisplayItem] = []
        guard frame.height > 0, layoutState.layout.sectionCount > 0 else { return items }
        var section = firstSection(shownFrom: layoutState.contentOffset.y)
        var row = firstRow(in: section, shownFrom: layoutState.contentOffset.y, to: viewportBottom)
        let firstSectionShown = section
        while section < rowCounts.count {
            guard sectionTop(section) < viewportBottom else { break }
            if appendIfVisible(.header(section), to: &items) { break }
            if section != firstSectionShown { row = 0 }
            // The first part of every row's top (see `rowTop(_:)`), read once per section.
            let rowsTop = sectionTop(section) + layoutState.layout.section(section).headerHeight
            while row < rowCounts[section] {
                let indexPath = IndexPath(row: row, section: section)
                // A row's top does not depend on its own height: check it before asking the exact one.
                let top = rowsTop + layoutState.layout.rowOffset(row, in: section)
                guard top < viewportBottom else { return items }
                makeRowHeightExact(at: indexPath, cell: nil, top: top)
                // `rowRect(indexPath)`, with the top just read (the same sum: exact heights change
                // rows after this one, not its top).
                let rect = CGRect(
                    x: 0, y: top, width: frame.width, height: layoutState.layout.row(row, in: section).height)
                if Self.band(from: layoutState.contentOffset.y, to: viewportBottom, shows: rect) {
                    items.append(.row(indexPath))
                }
                row += 1
            }
            if appendIfVisible(.footer(section), to: &items) { break }
            section += 1
        }
        return items
    }

    private var viewportBottom: CGFloat { layoutState.contentOffset.y + frame.height }

    /// Makes the item's height exact and appends it if it intersects the viewport; returns true
    /// when the item starts at or below the viewport's bottom (nothing after it can be visible).
    private func appendIfVisible(_ item: DisplayItem, to items: inout [DisplayItem]) -> Bool {
        // An item's top does not depend on its own height: check it before asking the exact one.
        guard top(of: item) < viewportBottom else { return true }
        let frame = exactFrame(of: item)
        let top = layoutState.contentOffset.y
        if frame.maxY > top || (frame.height == 0 && frame.minY >= top && item.isRow) {
            if frame.height > 0 || item.isRow {
                items.append(item)
            }
        }
        return false
    }

    private func top(of item: DisplayItem) -> CGFloat {
        switch item {
        case .row(let indexPath): rowTop(indexPath)
        case .header(let section): sectionTop(section)
        case .footer(let section): rectForFooter(inSection: section).minY
        }
    }

    /// The item's frame after making its height exact (self-sizing rows wait for their cell).
    private func exactFrame(of item: DisplayItem) -> CGRect {
        if let (kind, section) = SectionSupplement.of(item) {
            makeSupplementHeightExact(kind, section)
            return rectForSupplement(kind, section)
        }
        guard case .row(let indexPath) = item else { return .zero }
        makeRowHeightExact(at: indexPath, cell: nil)
        return rowRect(indexPath)
    }

    /// A header's or footer's frame in content coordinates.
    private func rectForSupplement(_ kind: SectionSupplement, _ section: Int) -> CGRect {
        kind == .header ? rectForHeader(inSection: section) : rectForFooter(inSection: section)
    }

    /// Asks for the item's cell or view and announces it (`willDisplay...`).
    private func display(_ item: DisplayItem) {
        if let (kind, section) = SectionSupplement.of(item) {
            let view = delegate.flatMap { kind.view($0, self, section) } ?? titleView(kind, section)
            displayState.supplements[item] = .some(view)
            if let view {
                view.frame = rectForSupplement(kind, section)
                delegate.map { kind.willDisplay(view, $0, self, section) }
            }
            return
        }
        guard case .row(let indexPath) = item, let dataSource else { return }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        makeRowHeightExact(at: indexPath, cell: cell)
        displayState.prefetched.remove(indexPath)
        displayState.cells[indexPath] = cell
        cell.frame = rowRect(indexPath)
        configureSelectionState(of: cell, at: indexPath)
        configureEditingState(of: cell, at: indexPath)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// A view showing the section's title, made by the table for a section that has a title but
    /// no view; nil when it has no title.
    private func titleView(_ kind: SectionSupplement, _ section: Int) -> TableViewHeaderFooterView? {
        let title = dataSource.flatMap { kind.title($0, self, section) }
        // The title identifier is registered when the table is made, so the pool always gives one.
        guard let title, let view = viewPool.dequeue(titleViewReuseIdentifier) else { return nil }
        view.text = title
        return view
    }

    /// Ends the display of `items` in the given order and returns their cells and views to the
    /// reuse pools.
    func endDisplaying(_ items: [DisplayItem]) {
        // A shadow's host ends the display of its cells itself, in its own time.
        guard !hostingState.isHosted else { return retireForHost(items) }
        for item in items {
            if let (kind, section) = SectionSupplement.of(item) {
                guard case .some(.some(let view)) = displayState.supplements.removeValue(forKey: item) else { continue }
                delegate.map { kind.didEndDisplaying(view, $0, self, section) }
                enqueueReusableHeaderFooterView(view)
            } else if case .row(let indexPath) = item, let cell = displayState.cells.removeValue(forKey: indexPath) {
                delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
                enqueueReusableCell(cell)
            }
        }
    }

    /// Moves every displayed cell and view to its current frame (exact heights may have shifted
    /// them): each cell's frame is its row's rect, read from the layout.
    ///
    /// - Complexity: O(*v* log *n*) for *v* items on screen.
    func layOutDisplayedCells() {
        for (indexPath, cell) in displayState.cells {
            cell.frame = rowRect(indexPath)
        }
        for (item, view) in displayState.supplements {
            guard let (kind, section) = SectionSupplement.of(item) else { continue }
            view?.frame = rectForSupplement(kind, section)
        }
    }
}
