// The stand-in table's layout, display and scrolling.
//
// Heights: every row's height is asked of the delegate at each load, reload and batch
// (`heightForRowAt`; `rowHeight` without a delegate), so the layout is exact. Real UIKit lays out
// from estimates (its own, or the delegate's when the delegate `responds(to:)` the estimated-height
// methods) and asks the exact height only of rows about to show; the bridge claims the estimated
// methods only when asked to. The one estimate here is for self-sizing rows (height
// `automaticDimension`) whose cell was never measured: the delegate's estimate if it responds to
// `tableView:estimatedHeightForRowAtIndexPath:` and gives a positive one, else `estimatedRowHeight`
// if positive, else `rowHeight`. A shown self-sizing row's height is its cell's
// `standInFittingHeight`, or `rowHeight` when the cell reports none; it is kept until the row is
// reloaded.
//
// Headers and footers: the delegate's `heightForHeaderInSection`/`heightForFooterInSection`. For
// `automaticDimension`, and for 0 in a grouped style (which UIKit reads as "the default"), the
// stand-in's defaults: in the plain style 28 with a title and 0 without; in the grouped styles 38
// with a title and 18 without (UIKit's own depend on the font and the OS version). In the plain
// style headers and footers float, as in UIKit: one is on screen while any part of its section is.

/// The heights of a table's headers, rows and footers, and the positions they add up to.
struct StandInGeometry {
    var headerHeights: [CGFloat] = []
    var footerHeights: [CGFloat] = []
    var rowHeights: [[CGFloat]] = []
    /// The rows whose height comes from their cell.
    var selfSizingRows: Set<IndexPath> = []
    /// Where each section starts, and each row, in the content.
    private(set) var sectionTops: [CGFloat] = []
    private(set) var rowTops: [[CGFloat]] = []
    private(set) var contentHeight: CGFloat = 0

    /// Adds up the heights into positions. O(rows).
    mutating func recompute() {
        var y: CGFloat = 0
        sectionTops = []
        rowTops = []
        for section in headerHeights.indices {
            sectionTops.append(y)
            y += headerHeights[section]
            var tops: [CGFloat] = []
            for height in rowHeights[section] {
                tops.append(y)
                y += height
            }
            rowTops.append(tops)
            y += footerHeights[section]
        }
        contentHeight = y
    }

    /// The rectangle of a row, or nil for one that does not exist.
    func rowRect(_ indexPath: IndexPath, width: CGFloat) -> CGRect? {
        guard indexPath.count == 2, rowTops.indices.contains(indexPath.section),
            rowTops[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return CGRect(
            x: 0, y: rowTops[indexPath.section][indexPath.row], width: width,
            height: rowHeights[indexPath.section][indexPath.row])
    }

    /// The rectangle of a section's header, footer, or all of it.
    func headerRect(_ section: Int) -> CGRect {
        CGRect(x: 0, y: sectionTops[section], width: 0, height: headerHeights[section])
    }

    func footerRect(_ section: Int) -> CGRect {
        let bottom = section + 1 < sectionTops.count ? sectionTops[section + 1] : contentHeight
        return CGRect(x: 0, y: bottom - footerHeights[section], width: 0, height: footerHeights[section])
    }

    func sectionRect(_ section: Int) -> CGRect {
        let bottom = section + 1 < sectionTops.count ? sectionTops[section + 1] : contentHeight
        return CGRect(x: 0, y: sectionTops[section], width: 0, height: bottom - sectionTops[section])
    }

    /// Whether a viewport from `top` to `bottom` shows `rect`: they overlap, or `rect` has no
    /// height and starts inside the viewport (UIKit shows rows of no height too).
    static func viewport(from top: CGFloat, to bottom: CGFloat, shows rect: CGRect) -> Bool {
        rect.minY < bottom && (rect.maxY > top || (rect.height == 0 && rect.minY >= top))
    }
}

/// What the table shows: a section's header or footer, or a row.
enum StandInItem: Hashable {
    case header(Int)
    case row(IndexPath)
    case footer(Int)
}

extension UITableView {
    /// The stand-in's default header and footer heights (see the top of this file).
    static let plainTitledSupplementHeight: CGFloat = 28
    static let groupedTitledSupplementHeight: CGFloat = 38
    static let groupedUntitledSupplementHeight: CGFloat = 18

    // MARK: - Heights

    /// Asks every height of the delegate (see the top of this file) and adds them up.
    func askHeights() {
        let counts = rowCounts ?? []
        var geometry = StandInGeometry()
        for section in counts.indices {
            geometry.headerHeights.append(supplementHeight(isHeader: true, section: section))
            var heights: [CGFloat] = []
            for row in 0..<counts[section] {
                let indexPath = IndexPath(row: row, section: section)
                if let height = fixedRowHeight(indexPath) {
                    heights.append(height)
                } else {
                    geometry.selfSizingRows.insert(indexPath)
                    heights.append(measuredHeights[section][row] ?? estimatedHeight(indexPath))
                }
            }
            geometry.rowHeights.append(heights)
            geometry.footerHeights.append(supplementHeight(isHeader: false, section: section))
        }
        self.geometry = geometry
        geometryDidChange()
    }

    /// The row's height from the delegate, or nil when the row sizes itself.
    private func fixedRowHeight(_ indexPath: IndexPath) -> CGFloat? {
        var height = rowHeight
        if let delegate {
            log("tableView(_:heightForRowAt:)", indexPath)
            height = delegate.tableView(self, heightForRowAt: indexPath)
        }
        if height == UITableView.automaticDimension { return nil }
        guard height >= 0, height.isFinite else {
            programmingErrors.append("tableView(_:heightForRowAt:) returned \(height) for \(indexPath); using 0")
            return 0
        }
        return height
    }

    /// What an unmeasured self-sizing row counts for.
    private func estimatedHeight(_ indexPath: IndexPath) -> CGFloat {
        if let delegate, (delegate as? NSObject)?.responds(to: Selector(Self.estimatedRowHeightSelector)) == true {
            log("tableView(_:estimatedHeightForRowAt:)", indexPath)
            let estimate = delegate.tableView(self, estimatedHeightForRowAt: indexPath)
            if estimate > 0 && estimate.isFinite { return estimate }
        }
        return estimatedRowHeight > 0 ? estimatedRowHeight : fallbackRowHeight
    }

    static let estimatedRowHeightSelector = "tableView:estimatedHeightForRowAtIndexPath:"

    /// `rowHeight`, or 44 when it is not a height.
    var fallbackRowHeight: CGFloat { rowHeight >= 0 ? rowHeight : 44 }

    /// A header's or footer's height: the delegate's, or the stand-in's default.
    private func supplementHeight(isHeader: Bool, section: Int) -> CGFloat {
        var height = UITableView.automaticDimension
        if let delegate {
            if isHeader {
                log("tableView(_:heightForHeaderInSection:)", section)
                height = delegate.tableView(self, heightForHeaderInSection: section)
            } else {
                log("tableView(_:heightForFooterInSection:)", section)
                height = delegate.tableView(self, heightForFooterInSection: section)
            }
        }
        let usesDefault = height == UITableView.automaticDimension || (height == 0 && style != .plain)
        guard usesDefault else { return max(height, 0) }
        let hasTitle = title(isHeader: isHeader, section: section) != nil
        switch style {
        case .plain: return hasTitle ? Self.plainTitledSupplementHeight : 0
        case .grouped, .insetGrouped:
            return hasTitle ? Self.groupedTitledSupplementHeight : Self.groupedUntitledSupplementHeight
        }
    }

    /// The data source's title for a header or footer.
    private func title(isHeader: Bool, section: Int) -> String? {
        guard let dataSource else { return nil }
        if isHeader {
            log("tableView(_:titleForHeaderInSection:)", section)
            return dataSource.tableView(self, titleForHeaderInSection: section)
        }
        log("tableView(_:titleForFooterInSection:)", section)
        return dataSource.tableView(self, titleForFooterInSection: section)
    }

    /// Adds the heights up again and sets the content size.
    func geometryDidChange() {
        geometry.recompute()
        contentSize = CGSize(width: frame.width, height: geometry.contentHeight)
    }

    // MARK: - Display

    /// Shows what is in view and ends what left it, until the layout settles (a self-sizing row
    /// measured, or a batch, reload or scroll made by a delegate call, starts the pass again).
    func display() {
        guard !isDisplaying else {
            displayInterrupted = true
            return
        }
        loadIfNeeded()
        isDisplaying = true
        defer { isDisplaying = false }
        for _ in 0..<Self.maximumDisplayPasses {
            displayInterrupted = false
            if displayPass() { return }
        }
        programmingErrors.append("the table's layout did not settle in \(Self.maximumDisplayPasses) passes")
    }

    static let maximumDisplayPasses = 50

    /// One pass: ends what left the viewport, then shows what entered it in content order.
    /// Returns false when the pass must run again.
    private func displayPass() -> Bool {
        let wanted = itemsInView()
        let wantedSet = Set(wanted)
        for indexPath in shownCells.keys.sorted() where !wantedSet.contains(.row(indexPath)) {
            endDisplayingCell(at: indexPath)
            if displayInterrupted { return false }
        }
        for section in shownHeaders.keys.sorted() where !wantedSet.contains(.header(section)) {
            endDisplayingSupplement(isHeader: true, section: section)
            if displayInterrupted { return false }
        }
        for section in shownFooters.keys.sorted() where !wantedSet.contains(.footer(section)) {
            endDisplayingSupplement(isHeader: false, section: section)
            if displayInterrupted { return false }
        }
        var heightsChanged = false
        for item in wanted {
            switch item {
            case .row(let indexPath) where shownCells[indexPath] == nil:
                heightsChanged = showCell(at: indexPath) || heightsChanged
            case .header(let section) where shownHeaders[section] == nil:
                showSupplement(isHeader: true, section: section)
            case .footer(let section) where shownFooters[section] == nil:
                showSupplement(isHeader: false, section: section)
            default: continue
            }
            if displayInterrupted { return false }
        }
        if heightsChanged { geometryDidChange() }
        return !heightsChanged
    }

    /// What the viewport (`bounds`) shows, in content order.
    private func itemsInView() -> [StandInItem] {
        let top = bounds.minY
        let bottom = bounds.maxY
        var items: [StandInItem] = []
        for section in geometry.headerHeights.indices {
            let sectionShown = StandInGeometry.viewport(from: top, to: bottom, shows: geometry.sectionRect(section))
            guard sectionShown else { continue }
            if geometry.headerHeights[section] > 0
                && (style == .plain
                    || StandInGeometry.viewport(from: top, to: bottom, shows: geometry.headerRect(section)))
            {
                items.append(.header(section))
            }
            for row in geometry.rowHeights[section].indices {
                let indexPath = IndexPath(row: row, section: section)
                if let rect = geometry.rowRect(indexPath, width: 0),
                    StandInGeometry.viewport(from: top, to: bottom, shows: rect)
                {
                    items.append(.row(indexPath))
                }
            }
            if geometry.footerHeights[section] > 0
                && (style == .plain
                    || StandInGeometry.viewport(from: top, to: bottom, shows: geometry.footerRect(section)))
            {
                items.append(.footer(section))
            }
        }
        return items
    }

    /// Asks the data source for a row's cell, measures it if the row sizes itself, and tells the
    /// delegate it will show. Returns whether the row's height changed.
    private func showCell(at indexPath: IndexPath) -> Bool {
        guard let dataSource else { return false }
        log("tableView(_:cellForRowAt:)", indexPath)
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        shownCells[indexPath] = cell
        let changed = measure(cell, at: indexPath)
        cell.frame = geometry.rowRect(indexPath, width: frame.width) ?? .zero
        log("tableView(_:willDisplay:forRowAt:)", indexPath)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return changed
    }

    /// Takes a self-sizing row's height from its cell; returns whether it changed.
    func measure(_ cell: UITableViewCell, at indexPath: IndexPath) -> Bool {
        guard geometry.selfSizingRows.contains(indexPath) else { return false }
        let height = max(cell.standInFittingHeight ?? fallbackRowHeight, 0)
        measuredHeights[indexPath.section][indexPath.row] = height
        guard geometry.rowHeights[indexPath.section][indexPath.row] != height else { return false }
        geometry.rowHeights[indexPath.section][indexPath.row] = height
        return true
    }

    /// A row's cell leaves the screen: the delegate hears it, and the cell goes to its pool.
    func endDisplayingCell(at indexPath: IndexPath) {
        guard let cell = shownCells.removeValue(forKey: indexPath) else { return }
        log("tableView(_:didEndDisplaying:forRowAt:)", indexPath)
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        enqueue(cell)
    }

    /// Shows a header or footer: the delegate's view, or, when it gives none, a view with the data
    /// source's title (as UIKit makes one); neither, and nothing shows.
    private func showSupplement(isHeader: Bool, section: Int) {
        var view: UIView?
        if let delegate {
            log(isHeader ? "tableView(_:viewForHeaderInSection:)" : "tableView(_:viewForFooterInSection:)", section)
            view =
                isHeader
                ? delegate.tableView(self, viewForHeaderInSection: section)
                : delegate.tableView(self, viewForFooterInSection: section)
        }
        if view == nil, let title = title(isHeader: isHeader, section: section) {
            let titleView = UITableViewHeaderFooterView(reuseIdentifier: nil)
            titleView.contentConfiguration = UIListContentConfiguration(text: title)
            view = titleView
        }
        if isHeader { shownHeaders[section] = .some(view) } else { shownFooters[section] = .some(view) }
        guard let view else { return }
        if isHeader {
            log("tableView(_:willDisplayHeaderView:forSection:)", section)
            delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            log("tableView(_:willDisplayFooterView:forSection:)", section)
            delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
    }

    /// A header or footer leaves the screen: the delegate hears it if a view showed, and a
    /// reusable view goes to its pool.
    func endDisplayingSupplement(isHeader: Bool, section: Int) {
        let removed = isHeader ? shownHeaders.removeValue(forKey: section) : shownFooters.removeValue(forKey: section)
        guard let removed, let view = removed else { return }
        if isHeader {
            log("tableView(_:didEndDisplayingHeaderView:forSection:)", section)
            delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            log("tableView(_:didEndDisplayingFooterView:forSection:)", section)
            delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        enqueue(view)
    }

    /// Everything on screen leaves it, in content order (a reload).
    func endDisplayingEverything() {
        let sections = Set(shownHeaders.keys).union(shownFooters.keys).union(shownCells.keys.map(\.section))
        for section in sections.sorted() {
            endDisplayingSupplement(isHeader: true, section: section)
            for indexPath in shownCells.keys.filter({ $0.section == section }).sorted() {
                endDisplayingCell(at: indexPath)
            }
            endDisplayingSupplement(isHeader: false, section: section)
        }
    }

    // MARK: - Scrolling

    /// The largest offset the user can scroll to.
    var maximumOffsetY: CGFloat { max(contentSize.height - frame.height, 0) }

    /// The offset moved: the delegate hears `scrollViewDidScroll(_:)` (at once, as UIKit calls it
    /// from the offset's setter), then the rows in view are shown (UIKit does it at its next
    /// layout pass; the stand-in at once).
    func offsetDidChange() {
        log("scrollViewDidScroll(_:)")
        delegate?.scrollViewDidScroll(self)
        if rowCounts != nil { display() }
    }

    /// After the content changed: an offset past the end of the content comes back to it, as
    /// UIKit's scroll view does when its content shrinks.
    func boundOffsetToContent() {
        if contentOffset.y > maximumOffsetY {
            contentOffset.y = maximumOffsetY
        }
    }

    /// Scrolls so that `rect` is at `position`, bounded by the content.
    func scroll(toShow rect: CGRect, at position: UITableView.ScrollPosition) {
        let height = frame.height
        var y = contentOffset.y
        switch position {
        case .top: y = rect.minY
        case .middle: y = rect.midY - height / 2
        case .bottom: y = rect.maxY - height
        case .none:
            if rect.minY < y {
                y = rect.minY
            } else if rect.maxY > y + height {
                y = rect.maxY - height
            }
        }
        contentOffset.y = min(max(y, 0), maximumOffsetY)
    }
}
