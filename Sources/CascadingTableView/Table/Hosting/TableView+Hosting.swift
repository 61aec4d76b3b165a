import Foundation

// A table as the shadow of a host that displays it (a `UITableView` in an app): the host decides
// which rows are on screen, and its calls reach the data source and delegate through the shadow.
extension TableView {
    /// Makes this table the shadow of `host`: from now on it does no display pass of its own, and
    /// tells `host` about every reload and every batch update it accepts.
    ///
    /// The table keeps its counts, its layout (so rect queries and heights answer as before), its
    /// selection and its reuse pools; the rows on screen are the ones the host displays, announced
    /// with ``hostWillDisplay(_:forRowAt:)`` and ``hostDidEndDisplaying(_:forRowAt:)``. The data is
    /// loaded now, before the host first asks for it. Hosting cannot be ended: a shadow belongs to
    /// one host for its life.
    ///
    /// - Parameter host: The table that shows this one; held weakly.
    package func beginHosting(by host: any TableViewHost) {
        // Whatever this table showed on its own leaves the screen before the host takes over; the
        // load that follows is a shadow's, with no display pass.
        endDisplayingAllViews()
        hostingState.isHosted = true
        loadDataIfNeeded()
        hostingState.host = host
    }

    /// Asks the data source for the cell of a row the host is about to show, as a display pass
    /// would.
    ///
    /// When the row is already on screen, the host is configuring its cell again (UIKit's
    /// `reconfigureRows(at:)`): while the data source runs, dequeuing hands back the row's own
    /// cell, and a different cell in the answer replaces it, as ``reconfigureRows(at:)`` does.
    ///
    /// - Parameter indexPath: The row, in the current numbering.
    /// - Returns: The cell the data source configured; a plain cell when there is no data source.
    package func hostedCell(forRowAt indexPath: IndexPath) -> TableViewCell {
        guard let dataSource else { return TableViewCell() }
        guard let shown = displayState.cells[indexPath] else {
            return dataSource.tableView(self, cellForRowAt: indexPath)
        }
        displayState.reconfiguring = shown
        let answer = dataSource.tableView(self, cellForRowAt: indexPath)
        displayState.reconfiguring = nil
        if answer !== shown {
            // Another cell came back: it replaces the row's cell, as a reload would.
            delegate?.tableView(self, didEndDisplaying: shown, forRowAt: indexPath)
            enqueueReusableCell(shown)
            displayState.cells[indexPath] = nil
            hostWillDisplay(answer, forRowAt: indexPath)
        }
        return answer
    }

    /// The host is about to show `cell` for a row: the cell takes the row's place on screen, gets
    /// its frame, selection and editing state, and the delegate hears `willDisplay`.
    ///
    /// - Parameters:
    ///   - cell: The cell ``hostedCell(forRowAt:)`` gave for the row.
    ///   - indexPath: The row, in the current numbering.
    package func hostWillDisplay(_ cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayState.prefetched.remove(indexPath)
        displayState.cells[indexPath] = cell
        // The host asked the row's exact height to show it: the shadow's estimate becomes exact
        // too, and the rows below, shown or not, move with it (the offset stays the host's).
        let height = rectForRow(at: indexPath).height
        makeRowHeightExact(at: indexPath, cell: cell)
        if rectForRow(at: indexPath).height != height {
            layOutDisplayedCells()
        }
        cell.frame = rectForRow(at: indexPath)
        configureSelectionState(of: cell, at: indexPath)
        configureEditingState(of: cell, at: indexPath)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// The host stopped showing `cell`: the delegate hears `didEndDisplaying`, and the cell goes
    /// back to its reuse pool.
    ///
    /// A cell whose row the shadow deleted or reloaded, or that a reload dropped, is named with
    /// the index path it last had (UIKit's `didEndDisplaying` names the old row too). A cell the
    /// shadow does not know is ignored.
    ///
    /// - Parameters:
    ///   - cell: The cell the host showed.
    ///   - indexPath: The row the host names; used when the shadow shows that cell there.
    package func hostDidEndDisplaying(_ cell: TableViewCell, forRowAt indexPath: IndexPath) {
        let path: IndexPath
        if let retired = hostingState.retired.removeValue(forKey: ObjectIdentifier(cell)) {
            path = retired.indexPath
        } else if displayState.cells[indexPath] === cell {
            path = indexPath
            displayState.cells[path] = nil
        } else if let shown = displayState.cells.first(where: { $0.value === cell })?.key {
            // The host's numbering and the shadow's agree while both show the row; the search
            // covers a host that names the row in a numbering the shadow has left.
            path = shown
            displayState.cells[path] = nil
        } else {
            return
        }
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        enqueueReusableCell(cell)
    }

    /// The host scrolled (the user's finger, or the host's own adjustment after an update): the
    /// shadow's offset follows, so that its viewport and rect queries answer for what the host
    /// shows. No display pass runs: the host displays.
    ///
    /// - Parameter offset: The host's content offset; a NaN or infinite `y` is ignored.
    package func hostDidScroll(to offset: CGPoint) {
        loadDataIfNeeded()
        guard offset.y.isFinite else { return }
        layoutState.contentOffset = CGPoint(x: 0, y: offset.y)
    }

    /// The host laid out a self-sizing row (one whose height the tree answers with
    /// ``automaticDimension``) at `height`: the shadow's layout takes the host's height, so its
    /// rects and content size agree with what the user sees. The offset is the host's to keep.
    ///
    /// - Parameters:
    ///   - indexPath: The row, in the current numbering; a row that does not exist is ignored.
    ///   - height: The height of the host's cell; one that is not a positive, finite height is
    ///     ignored.
    package func hostDidLayOutRow(at indexPath: IndexPath, height: CGFloat) {
        guard containsRow(at: indexPath), height > 0, height.isFinite else { return }
        let layout = layoutState.layout
        let current = layout.row(indexPath.row, in: indexPath.section)
        guard !(current.isExact && current.height == height) else { return }
        layout.updateRow(indexPath.row, in: indexPath.section) { $0 = .init(height: height, isExact: true) }
        // The rows below moved with it: every cell on screen stays at its row.
        layOutDisplayedCells()
    }

    /// The rows the host shows, as the shadow numbers them, in order.
    package var hostedVisibleRows: [IndexPath] { displayState.cells.keys.sorted() }

    /// Keeps the cells of `items` for the host, which ends their display itself: the display's
    /// end of a hosted table (see `endDisplaying(_:)`).
    func retireForHost(_ items: [DisplayItem]) {
        for item in items {
            guard case .row(let indexPath) = item, let cell = displayState.cells.removeValue(forKey: indexPath)
            else { continue }
            hostingState.retired[ObjectIdentifier(cell)] = (cell, indexPath)
        }
    }

    /// Tells the host about a batch update the table accepted and applied; also one that replays
    /// nothing (it may still have measured rows and moved the shadow's offset, which the host's
    /// then replaces).
    func publishAcceptedUpdate(_ batch: BatchUpdate) {
        hostingState.host?.shadowTable(self, didAccept: batch)
    }

    /// Passes a command of the tree's on to the host, unless the shadow is applying what the host
    /// told it (or a command already passed on whole).
    func forwardToHost(_ command: HostCommand) {
        guard let host = hostingState.host, hostingState.quietDepth == 0 else { return }
        host.shadowTable(self, didRequest: command)
    }

    /// Runs `body` without passing commands on to the host: the shadow is following the host, or
    /// a command passed on whole does more than one thing (a selection that scrolls).
    func quietly<Result>(_ body: () -> Result) -> Result {
        hostingState.quietDepth += 1
        defer { hostingState.quietDepth -= 1 }
        return body()
    }

    /// The host's state after it applied an update or a reload: the shadow's selection, offset
    /// and editing mode become the host's, which the user sees. (UIKit's own rules decide what
    /// survives an update, such as the selection of a reloaded row; the shadow takes the result.)
    ///
    /// - Parameters:
    ///   - selectedRows: The host's selected rows.
    ///   - contentOffset: The host's content offset.
    ///   - isEditing: Whether the host is in editing mode.
    package func hostDidSettle(selectedRows: [IndexPath], contentOffset: CGPoint, isEditing: Bool) {
        quietly {
            hostDidSetEditing(isEditing)
            let selected = Set(selectedRows.filter { containsRow(at: $0) })
            if selected != interactionState.selected {
                setSelected(interactionState.selected.subtracting(selected), false)
                setSelected(selected, true)
            }
            hostDidScroll(to: contentOffset)
        }
    }

    /// The host entered or left editing mode (the app's edit button, say): the shadow follows.
    ///
    /// - Parameter isEditing: Whether the host is in editing mode.
    package func hostDidSetEditing(_ isEditing: Bool) {
        guard isEditing != interactionState.isEditing else { return }
        quietly { setEditing(isEditing, animated: false) }
    }

    /// Tells the host that the table reloaded all its data.
    func publishReload() {
        hostingState.host?.shadowTableDidReloadData(self)
    }
}

// Heights a host reads from the shadow's layout.
extension TableView {
    /// The height the shadow lays out for the header of `section`, as a host should answer its own
    /// `heightForHeaderInSection`: the delegate's answer as the shadow resolved it (its style's
    /// defaults, a title or not).
    ///
    /// A grouped `UITableView` reads 0 as "use the default height", not as no header: a zero
    /// height in a grouped or inset grouped shadow is answered as the smallest positive height,
    /// which UIKit draws as none.
    ///
    /// - Parameter section: The section, in the current numbering.
    /// - Returns: The height for the host.
    package func hostedHeight(forHeaderInSection section: Int) -> CGFloat {
        hostedSupplementHeight(rectForHeader(inSection: section).height)
    }

    /// The height the shadow lays out for the footer of `section`, as a host should answer its own
    /// `heightForFooterInSection` (see ``hostedHeight(forHeaderInSection:)``).
    ///
    /// - Parameter section: The section, in the current numbering.
    /// - Returns: The height for the host.
    package func hostedHeight(forFooterInSection section: Int) -> CGFloat {
        hostedSupplementHeight(rectForFooter(inSection: section).height)
    }

    private func hostedSupplementHeight(_ height: CGFloat) -> CGFloat {
        height == 0 && style != .plain ? .leastNonzeroMagnitude : height
    }
}
