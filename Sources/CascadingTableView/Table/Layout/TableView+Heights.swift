import Foundation

// Heights: asking the delegate, resolving automaticDimension, validating, and turning estimates
// into exact heights when an item is displayed.
extension TableView {
    /// The header height of a style for a section with a title; see HeadlessTable.md.
    static func titledSupplementHeight(_ style: Style) -> CGFloat { style == .plain ? 28 : 38 }

    /// The header or footer height of a style for a section without a title.
    static func untitledSupplementHeight(_ style: Style) -> CGFloat { style == .plain ? 0 : 18 }

    /// The height used when the delegate gave no usable one: ``rowHeight``, or 44 when that is
    /// ``automaticDimension`` too.
    var fallbackRowHeight: CGFloat {
        isUsableHeight(layoutState.rowHeight) ? layoutState.rowHeight : 44
    }

    private func isUsableHeight(_ height: CGFloat) -> Bool {
        height.isFinite && height >= 0
    }

    /// `height` when it is a height or ``automaticDimension``; otherwise `fallback`, after
    /// reporting the bad value, once per layout pass for each method and item.
    private func validated(
        _ height: CGFloat, from method: HeightMethod, for item: DisplayItem, fallback: CGFloat
    ) -> CGFloat {
        // A self-sizing cell's own height must be a height: automaticDimension is an answer of
        // the delegate's, which the table resolves; from a cell it would reach the layout as -1.
        guard (height == TableView.automaticDimension && method != .preferredHeight) || isUsableHeight(height) else {
            if layoutState.reportedHeights.insert(ReportedHeight(method: method, item: item)).inserted {
                let source =
                    method == .preferredHeight
                    ? "The self-sizing cell's preferredHeight is" : "\(method.rawValue) returned"
                diagnostics.report(
                    TableViewDiagnostic(
                        kind: .invalidHeight(height),
                        message: "\(source) an invalid height (\(height)) for \(item.name); the table uses "
                            + "\(fallback)."))
            }
            return fallback
        }
        return height
    }

    /// The method a bad estimate came from. The protocol's default estimate is the exact height,
    /// so an estimate equal to the exact answer is blamed on the exact-height method, which the
    /// user wrote; that way one bad value is reported once, under the method to fix.
    private func sourceOfEstimate(
        _ estimate: CGFloat, _ estimateMethod: HeightMethod, _ exactMethod: HeightMethod, exact: () -> CGFloat
    ) -> HeightMethod {
        guard estimate != TableView.automaticDimension, !isUsableHeight(estimate) else { return estimateMethod }
        return exact().bitPattern == estimate.bitPattern ? exactMethod : estimateMethod
    }

    /// Asks the delegate for a row's exact height and resolves ``automaticDimension``.
    func askRowHeight(at indexPath: IndexPath) -> RowHeightAnswer {
        guard let delegate else { return resolveAutomaticRowHeight() }
        return askRowHeight(at: indexPath, asking: delegate)
    }

    /// ``askRowHeight(at:)`` asking `delegate`, read and unwrapped once by a caller that asks
    /// many rows.
    func askRowHeight(at indexPath: IndexPath, asking delegate: any TableViewDelegate) -> RowHeightAnswer {
        let height = validated(
            delegate.tableView(self, heightForRowAt: indexPath), from: .heightForRowAt, for: .row(indexPath),
            fallback: fallbackRowHeight)
        return height == TableView.automaticDimension ? resolveAutomaticRowHeight() : .fixed(height)
    }

    func resolveAutomaticRowHeight() -> RowHeightAnswer {
        isUsableHeight(layoutState.rowHeight) ? .fixed(layoutState.rowHeight) : .selfSizing
    }

    /// A row's estimated height: the delegate's estimate, with ``automaticDimension`` meaning
    /// ``estimatedRowHeight`` when that is a height, else ``fallbackRowHeight``.
    func estimatedRowHeightValue(at indexPath: IndexPath) -> CGFloat {
        guard let delegate else { return automaticEstimatedRowHeight }
        return estimatedRowHeightValue(at: indexPath, asking: delegate)
    }

    /// What ``automaticDimension`` means as a row's estimate: ``estimatedRowHeight`` when that is
    /// a height, else ``fallbackRowHeight``.
    var automaticEstimatedRowHeight: CGFloat {
        layoutState.estimatedRowHeight > 0 ? layoutState.estimatedRowHeight : fallbackRowHeight
    }

    /// ``estimatedRowHeightValue(at:)`` asking `delegate`, read and unwrapped once by a caller
    /// that asks many rows.
    func estimatedRowHeightValue(at indexPath: IndexPath, asking delegate: any TableViewDelegate) -> CGFloat {
        let automatic = automaticEstimatedRowHeight
        let answer = delegate.tableView(self, estimatedHeightForRowAt: indexPath)
        // A usable answer is returned at once: making the closure below for every row retained
        // the delegate per row, which cost as much as the rest of the layout.
        guard answer != TableView.automaticDimension else { return automatic }
        guard !isUsableHeight(answer) else { return answer }
        let method = sourceOfEstimate(answer, .estimatedHeightForRowAt, .heightForRowAt) {
            delegate.tableView(self, heightForRowAt: indexPath)
        }
        let estimate = validated(answer, from: method, for: .row(indexPath), fallback: automatic)
        return estimate == TableView.automaticDimension ? automatic : estimate
    }

    /// Whether headers (or footers) get estimates at layout and exact heights on display.
    func estimatesSupplements(_ kind: SectionSupplement) -> Bool {
        (kind == .header ? layoutState.estimatedSectionHeaderHeight : layoutState.estimatedSectionFooterHeight) != 0
    }

    /// A header's or footer's exact height, with ``automaticDimension`` resolved.
    func exactSupplementHeight(_ kind: SectionSupplement, _ section: Int) -> CGFloat {
        guard let delegate else { return resolveAutomaticSupplementHeight(kind, section) }
        return resolveSupplementHeight(kind, section, kind.height(delegate, self, section), from: kind.heightMethod)
    }

    /// A header's or footer's estimated height, with ``automaticDimension`` resolved.
    func estimatedSupplementHeight(_ kind: SectionSupplement, _ section: Int) -> CGFloat {
        guard let delegate else { return resolveAutomaticSupplementHeight(kind, section) }
        let answer = kind.estimatedHeight(delegate, self, section)
        let method = sourceOfEstimate(answer, kind.estimatedHeightMethod, kind.heightMethod) {
            kind.height(delegate, self, section)
        }
        return resolveSupplementHeight(kind, section, answer, from: method)
    }

    private func resolveSupplementHeight(
        _ kind: SectionSupplement, _ section: Int, _ answer: CGFloat, from method: HeightMethod
    ) -> CGFloat {
        let height = validated(answer, from: method, for: kind.item(section), fallback: 0)
        return height == TableView.automaticDimension ? resolveAutomaticSupplementHeight(kind, section) : height
    }

    /// The height ``automaticDimension`` means for a header or footer: the table's setting, or
    /// the style's constant for a section with or without a title.
    private func resolveAutomaticSupplementHeight(_ kind: SectionSupplement, _ section: Int) -> CGFloat {
        let setting = kind == .header ? layoutState.sectionHeaderHeight : layoutState.sectionFooterHeight
        if isUsableHeight(setting) {
            return setting
        }
        let title = dataSource.flatMap { kind.title($0, self, section) }
        return title == nil ? Self.untitledSupplementHeight(style) : Self.titledSupplementHeight(style)
    }

    // MARK: - Estimates become exact

    /// Replaces a row's estimate with its exact height, asking the delegate (and, for a
    /// self-sizing row, reading `cell`). Keeps the visible content still when the row starts above
    /// the viewport.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - cell: The row's cell, for a self-sizing row.
    ///   - top: The row's top, when the caller knows it (walking rows in order, say).
    func makeRowHeightExact(at indexPath: IndexPath, cell: TableViewCell?, top knownTop: CGFloat? = nil) {
        let (section, row) = (indexPath.section, indexPath.row)
        let layout = layoutState.layout
        let current = layout.row(row, in: section)
        guard !current.isExact else { return }
        let height: CGFloat
        switch askRowHeight(at: indexPath) {
        case .fixed(let fixed):
            height = fixed
        case .selfSizing:
            guard let cell else { return }
            height = validated(
                cell.preferredHeight, from: .preferredHeight, for: .row(indexPath), fallback: fallbackRowHeight)
        }
        let top = knownTop ?? rowTop(indexPath)
        layout.updateRow(row, in: section) { $0 = .init(height: height, isExact: true) }
        keepViewportStill(itemTop: top, delta: height - current.height)
    }

    /// Replaces a header's or footer's estimate with its exact height.
    func makeSupplementHeightExact(_ kind: SectionSupplement, _ section: Int) {
        let layout = layoutState.layout
        let slot = layout.section(section)
        guard !slot.isSupplementExact(kind) else { return }
        let height = exactSupplementHeight(kind, section)
        let top =
            kind == .header ? sectionTop(section) : sectionTop(section) + slot.headerHeight + CGFloat(slot.rowsHeight)
        layout.setSupplement(kind, of: section, height: height, exact: true)
        keepViewportStill(itemTop: top, delta: height - slot.supplementHeight(kind))
    }

    /// After an item changed height by `delta`: when the item starts above the viewport, scrolls
    /// by `delta` so what the user sees does not move.
    private func keepViewportStill(itemTop: CGFloat, delta: CGFloat) {
        // A shadow's offset is its host's, which keeps its own viewport still.
        if delta != 0 && itemTop < layoutState.contentOffset.y && !layoutState.holdsOffset && !hostingState.isHosted {
            layoutState.contentOffset.y += delta
        }
    }
}
