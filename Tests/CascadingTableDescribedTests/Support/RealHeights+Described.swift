import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import Foundation

// The described rows, headers and hand-written rows with the heights of `RealHeights`
// (CascadingTestSupport), for the randomized tests of this target.

extension RowDescription {
    /// The row with a height and an estimate drawn for `key` (see ``RealHeights/row(_:seed:)``);
    /// one row in eight has no height (``TableView/automaticDimension``: the table's row height).
    func realHeights(_ key: String, seed: UInt64) -> RowDescription {
        let (height, estimate) = RealHeights.row(key, seed: seed)
        var random = RealHeights.generator(key + "/automatic", seed: seed)
        let automatic = Int.random(in: 0..<8, using: &random) == 0
        return self.height(automatic ? nil : height).estimatedHeight(estimate)
    }
}

extension HeaderFooterDescription {
    /// A header or footer for `key`: none one time in four, otherwise a height drawn from
    /// ``RealHeights/headersAndFooters`` and, one time in two, an estimate that differs from it.
    static func realHeights(_ key: String, seed: UInt64) -> HeaderFooterDescription? {
        var random = RealHeights.generator(key, seed: seed)
        guard Int.random(in: 0..<4, using: &random) != 0 else { return nil }
        let height = RealHeights.headersAndFooters.randomElement(using: &random)!
        let estimate = Bool.random(using: &random) ? height * 1.7 + 3.3 : nil
        return HeaderFooterDescription(height: height, estimatedHeight: estimate)
    }
}

extension FixedRow {
    /// The row with a height and an estimate drawn for `key`.
    @discardableResult
    func realHeights(_ key: String, seed: UInt64) -> FixedRow {
        (height, estimate) = RealHeights.row(key, seed: seed)
        return self
    }
}

/// A hand-written section node whose header and footer have heights drawn from
/// ``RealHeights/headersAndFooters`` (fractional or zero), with estimates that differ from them.
@MainActor
final class RealHeightsSection: CascadingSectionTableDelegate {
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0

    /// A section of `children` with a header and a footer drawn for `key`.
    static func drawn(_ key: String, seed: UInt64, _ children: [any CascadingTableDelegate]) -> RealHeightsSection {
        let section = RealHeightsSection(index: 0, childDelegates: children)
        section.headerHeight = RealHeights.headerOrFooter(key + "/header", seed: seed)
        section.footerHeight = RealHeights.headerOrFooter(key + "/footer", seed: seed)
        return section
    }

    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight
    }

    override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        footerHeight
    }

    override func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        headerHeight * 1.7 + 3.3
    }

    override func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        40
    }
}
