import Foundation

// Layout: the height settings, the heights of every row, header and footer, and positions.
extension TableView {
    /// The height of a row whose delegate answers ``automaticDimension`` (the default answer).
    /// Defaults to 44. Set it to ``automaticDimension`` to make such rows self-sizing: their
    /// height is then the cell's ``TableViewCell/preferredHeight``.
    public var rowHeight: CGFloat {
        get { layoutState.rowHeight }
        set { changeLayoutSetting(\.rowHeight, to: newValue) }
    }

    /// The height assumed for rows before they are displayed, when the delegate's estimate is
    /// ``automaticDimension``. Defaults to ``automaticDimension`` (use ``rowHeight``, or 44);
    /// 0 turns estimates off, so every row's exact height is asked when the table lays out.
    public var estimatedRowHeight: CGFloat {
        get { layoutState.estimatedRowHeight }
        set { changeLayoutSetting(\.estimatedRowHeight, to: newValue) }
    }

    /// The height of a header whose delegate answers ``automaticDimension``. Defaults to
    /// ``automaticDimension``: the style's header height when the section has a title or view,
    /// otherwise 0 (see `Documentation/HeadlessTable.md`).
    public var sectionHeaderHeight: CGFloat {
        get { layoutState.sectionHeaderHeight }
        set { changeLayoutSetting(\.sectionHeaderHeight, to: newValue) }
    }

    /// The height of a footer whose delegate answers ``automaticDimension``; as
    /// ``sectionHeaderHeight``.
    public var sectionFooterHeight: CGFloat {
        get { layoutState.sectionFooterHeight }
        set { changeLayoutSetting(\.sectionFooterHeight, to: newValue) }
    }

    /// 0 turns header estimates off: every header's exact height is asked at layout. Any other
    /// value (the default is ``automaticDimension``) asks estimates at layout and exact heights
    /// when a header is displayed.
    public var estimatedSectionHeaderHeight: CGFloat {
        get { layoutState.estimatedSectionHeaderHeight }
        set { changeLayoutSetting(\.estimatedSectionHeaderHeight, to: newValue) }
    }

    /// As ``estimatedSectionHeaderHeight``, for footers.
    public var estimatedSectionFooterHeight: CGFloat {
        get { layoutState.estimatedSectionFooterHeight }
        set { changeLayoutSetting(\.estimatedSectionFooterHeight, to: newValue) }
    }

    /// The size of everything the table can scroll through: the frame's width by the sum of every
    /// header, row and footer height (estimates for what was never displayed).
    public var contentSize: CGSize {
        loadDataIfNeeded()
        return CGSize(width: frame.width, height: layoutState.layout.totalHeight)
    }

    /// A row's frame in content coordinates; `.zero` for a row that does not exist.
    ///
    /// - Parameter indexPath: The row.
    /// - Complexity: O(log n).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadDataIfNeeded()
        guard containsRow(at: indexPath) else { return .zero }
        return rowRect(indexPath)
    }

    /// A section's frame (header, rows and footer) in content coordinates; `.zero` for a section
    /// that does not exist.
    ///
    /// - Parameter section: The section.
    public func rect(forSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0, section < layoutState.layout.sectionCount else { return .zero }
        return CGRect(
            x: 0, y: sectionTop(section), width: frame.width,
            height: CGFloat(layoutState.layout.section(section).treeWeight))
    }

    /// A section header's frame in content coordinates; `.zero` for a section that does not exist.
    ///
    /// - Parameter section: The section.
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0, section < layoutState.layout.sectionCount else { return .zero }
        return CGRect(
            x: 0, y: sectionTop(section), width: frame.width, height: layoutState.layout.section(section).headerHeight)
    }

    /// A section footer's frame in content coordinates; `.zero` for a section that does not exist.
    ///
    /// - Parameter section: The section.
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0, section < layoutState.layout.sectionCount else { return .zero }
        let layout = layoutState.layout.section(section)
        return CGRect(
            x: 0, y: sectionTop(section) + layout.headerHeight + CGFloat(layout.rowsHeight), width: frame.width,
            height: layout.footerHeight)
    }

    /// The row at a point in content coordinates; nil over a header, a footer or outside the rows.
    ///
    /// - Parameter point: A point in content coordinates.
    /// - Complexity: O(log n).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        guard point.x >= 0, point.x < frame.width, point.y >= 0 else { return nil }
        let section = layoutState.layout.section(containing: point.y)
        guard section < layoutState.layout.sectionCount else { return nil }
        let layout = layoutState.layout.section(section)
        let y = point.y - sectionTop(section) - layout.headerHeight
        guard y >= 0, Double(y) < layout.rowsHeight else { return nil }
        return IndexPath(row: layoutState.layout.row(containing: y, in: section), section: section)
    }

    /// The rows whose frames intersect `rect` (content coordinates), in order; empty when none.
    ///
    /// - Parameter rect: A rectangle in content coordinates.
    /// - Complexity: O(log n + k) for k rows returned.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadDataIfNeeded()
        guard !rect.isNull, rect.maxX > 0, rect.minX < frame.width else { return [] }
        var result: [IndexPath] = []
        forEachRow(from: rect.minY, to: rect.maxY) { result.append($0) }
        return result
    }

    // MARK: - Positions

    /// The top of `section` in content coordinates. O(log n).
    func sectionTop(_ section: Int) -> CGFloat {
        layoutState.layout.sectionTop(section)
    }

    /// The top of a row known to exist. O(log n).
    func rowTop(_ indexPath: IndexPath) -> CGFloat {
        let (section, row) = (indexPath.section, indexPath.row)
        return sectionTop(section) + layoutState.layout.section(section).headerHeight
            + layoutState.layout.rowOffset(row, in: section)
    }

    /// Whether the band `[minY, maxY)` shows a row whose rect is `rect`: the row intersects the
    /// band, or it has no height and starts inside it. The one definition of a shown row, used
    /// by display passes, row queries and the invariant checks alike, on rects that all come from
    /// ``rowTop(_:)``: two ways of adding up heights differ in the last bit.
    static func band(from minY: CGFloat, to maxY: CGFloat, shows rect: CGRect) -> Bool {
        rect.minY < maxY && (rect.maxY > minY || (rect.height == 0 && rect.minY >= minY))
    }

    /// The first section that can hold a row shown in a band starting at `minY`: the one holding
    /// `minY`, or an earlier one that ends exactly there (its last rows may have no height).
    func firstSection(shownFrom minY: CGFloat) -> Int {
        let layout = layoutState.layout
        var section = min(layout.section(containing: max(minY, 0)), layout.sectionCount - 1)
        while section > 0 && sectionTop(section) >= minY {
            section -= 1
        }
        return section
    }

    /// The first row of `section` that a band starting at `minY` can show: the search's answer,
    /// stepped back over the rows before it that the band shows too (rows of no height starting
    /// at `minY`, or a boundary the search and ``rowTop(_:)`` round apart).
    func firstRow(in section: Int, shownFrom minY: CGFloat, to maxY: CGFloat) -> Int {
        let layout = layoutState.layout
        let rowsTop = sectionTop(section) + layout.section(section).headerHeight
        var row = min(layout.row(containing: max(minY - rowsTop, 0), in: section), rowCounts[section])
        while row > 0, Self.band(from: minY, to: maxY, shows: rowRect(IndexPath(row: row - 1, section: section))) {
            row -= 1
        }
        return row
    }

    /// Calls `body` with each row that the band `[minY, maxY)` shows (see
    /// ``band(from:to:shows:)``), in order.
    ///
    /// - Complexity: O((log *n* + *k*) log *n*) for *k* rows in the band.
    func forEachRow(from minY: CGFloat, to maxY: CGFloat, _ body: (IndexPath) -> Void) {
        guard maxY > minY, layoutState.layout.sectionCount > 0 else { return }
        var section = firstSection(shownFrom: minY)
        var row = firstRow(in: section, shownFrom: minY, to: maxY)
        while section < rowCounts.count, sectionTop(section) < maxY {
            while row < rowCounts[section] {
                let indexPath = IndexPath(row: row, section: section)
                let rect = rowRect(indexPath)
                guard rect.minY < maxY else { return }
                if Self.band(from: minY, to: maxY, shows: rect) {
                    body(indexPath)
                }
                row += 1
            }
            section += 1
            row = 0
        }
    }

    /// The rect of a row known to exist, from the layout: every cell's frame and every question
    /// of what is shown reads this one value.
    ///
    /// - Complexity: O(log *n*).
    func rowRect(_ indexPath: IndexPath) -> CGRect {
        CGRect(
            x: 0, y: rowTop(indexPath), width: frame.width,
            height: layoutState.layout.row(indexPath.row, in: indexPath.section).height)
    }

    // MARK: - Building

    /// Asks every height again (estimates where estimates are on) and recomputes positions.
    ///
    /// - Complexity: O(n) delegate calls.
    func rebuildLayout() {
        layoutState.reportedHeights.removeAll()
        layoutState.layout.replaceAll(with: rowCounts.indices.map { makeSectionLayout($0) })
    }

    /// Makes the layout of one section from scratch: its rows' estimates (or exact heights, with
    /// estimates off), its header and footer.
    func makeSectionLayout(_ section: Int) -> TableLayout.Section {
        let estimates = layoutState.estimatedRowHeight != 0
        let count = rowCounts[section]
        var rows: [TableLayout.Row] = []
        rows.reserveCapacity(count)
        // A loop, not `map`: an isolated closure handed to a nonisolated function is checked at
        // run time on every row. One index path is reused: making one per row allocates. The
        // delegate is read and unwrapped once: reading the weak reference per row (two atomic
        // operations on an object others hold weakly) costs more than the rest of the layout.
        if let delegate {
            var indexPath = IndexPath(row: 0, section: section)
            for row in 0..<count {
                indexPath[1] = row
                if estimates {
                    rows.append(.init(height: estimatedRowHeightValue(at: indexPath, asking: delegate), isExact: false))
                } else if case .fixed(let height) = askRowHeight(at: indexPath, asking: delegate) {
                    rows.append(.init(height: height, isExact: true))
                } else {
                    rows.append(.init(height: fallbackRowHeight, isExact: false))
                }
            }
        } else {
            // Without a delegate every row has the same answer.
            var row = TableLayout.Row(height: fallbackRowHeight, isExact: false)
            if estimates {
                row.height = automaticEstimatedRowHeight
            } else if case .fixed(let fixed) = resolveAutomaticRowHeight() {
                row = .init(height: fixed, isExact: true)
            }
            rows.append(contentsOf: repeatElement(row, count: count))
        }
        let supplement = { (kind: SectionSupplement) -> (CGFloat, Bool) in
            let estimated = self.estimatesSupplements(kind)
            let height =
                estimated ? self.estimatedSupplementHeight(kind, section) : self.exactSupplementHeight(kind, section)
            return (height, !estimated)
        }
        return TableLayout.Section(rows: rows, header: supplement(.header), footer: supplement(.footer))
    }

    /// Stores a height setting and lays the table out again if it has data.
    private func changeLayoutSetting(_ keyPath: WritableKeyPath<TableLayoutState, CGFloat>, to value: CGFloat) {
        layoutState[keyPath: keyPath] = value
        guard !needsReload else { return }
        rebuildLayout()
        updateVisibleViews()
    }

    /// Reacts to a new frame: the viewport has a new size.
    func frameDidChange(from oldFrame: CGRect) {
        guard !needsReload, frame.size != oldFrame.size else { return }
        updateVisibleViews()
    }
}
