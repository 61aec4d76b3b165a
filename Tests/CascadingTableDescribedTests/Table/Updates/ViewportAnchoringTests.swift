import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableView
import XCTest

/// An update moves the viewport once, while it is applied: rows on screen before and after keep
/// their cells and get neither `didEndDisplaying` nor `willDisplay`, and the viewport stays put
/// when nothing above it moved.
final class ViewportAnchoringTests: XCTestCase {
    /// Every `willDisplay` and `didEndDisplaying` of a described row, by identifier.
    @MainActor
    private final class DisplayLog {
        var displayed: [String] = []
        var ended: [String] = []
    }

    @MainActor
    private func loggedRow(_ id: String, _ log: DisplayLog) -> RowDescription {
        itemRow(id)
            .onWillDisplay { _, context in log.displayed.append(context.id.description) }
            .onDidEndDisplaying { _, context in log.ended.append(context.id.description) }
    }

    @MainActor
    func testKeepingTheFirstVisibleRowInPlaceKeepsTheCellsOfRowsThatStayOnScreen() async {
        let log = DisplayLog()
        let first = (0..<13).map { "a\($0)" }
        let second = (0..<11).map { "b\($0)" }
        func content(_ first: [String]) -> DescribedContent {
            DescribedContent(sections: [
                SectionDescription(id: "a", rows: first.map { loggedRow($0, log) }),
                SectionDescription(id: "b", rows: second.map { loggedRow($0, log) }),
            ])
        }
        let node = DescribedTableDelegate(content: content(first))
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 700))
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        table.dataSource = node
        table.delegate = node
        node.prepare(tableView: table)
        table.layoutIfNeeded()
        table.contentOffset.y = 186
        let visibleBefore = Set((table.indexPathsForVisibleRows ?? []).compactMap { node.rowID(at: $0)?.description })
        let cellOfA5 = node.cell(forRowID: "a5")
        log.displayed = []
        log.ended = []

        var moved = first
        moved.append(moved.remove(at: 1))
        node.content = content(moved)

        XCTAssertEqual(table.contentOffset.y, 142, "a4, the first visible row, stays where it was on screen")
        XCTAssertTrue(node.cell(forRowID: "a5") === cellOfA5, "a5 is on screen before and after: same cell")
        let visibleAfter = Set((table.indexPathsForVisibleRows ?? []).compactMap { node.rowID(at: $0)?.description })
        let stayed = visibleBefore.intersection(visibleAfter)
        XCTAssertTrue(stayed.contains("a5"))
        XCTAssertEqual(Set(log.ended).intersection(stayed), [], "no row that stays on screen is ended")
        XCTAssertEqual(Set(log.displayed).intersection(stayed), [], "nor displayed again")
        XCTAssertEqual(Set(log.ended), visibleBefore.subtracting(visibleAfter))
        XCTAssertEqual(Set(log.displayed), visibleAfter.subtracting(visibleBefore))
    }

    /// A row whose estimate is lower than its height, counting the cells it is asked for.
    @MainActor
    private final class TallRow: CascadingBareTableDelegate {
        static var cellRequests: [IndexPath] = []
        var height: CGFloat = 120

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            Self.cellRequests.append(indexPathInTable ?? indexPath)
            return TableViewCell()
        }

        override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }

        override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    }

    /// The original Example's "load more" at the bottom of the page: the last section is reloaded
    /// with more rows. Nothing above it moved, so the viewport stays where it was (as UIKit's
    /// does), though the new rows' estimates are lower than their heights until they are measured.
    @MainActor
    func testReloadingTheLastSectionAtTheBottomKeepsTheOffset() async {
        func rows(_ count: Int) -> [TallRow] { (0..<count).map { _ in TallRow(index: 0, childDelegates: []) } }
        let sections = (0..<4).map { _ in CascadingSectionTableDelegate(index: 0, childDelegates: rows(2)) }
        let reviews = CascadingSectionTableDelegate(index: 0, childDelegates: rows(3))
        reviews.reloadModeOnChildDelegatesChanged = .section(animation: .automatic)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: sections + [reviews])
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        table.userScroll(by: .infinity)
        let bottom = table.contentOffset.y
        XCTAssertEqual(bottom, table.contentSize.height - table.frame.height, "at the end of the content")
        let visible = Set(table.indexPathsForVisibleRows ?? [])
        TallRow.cellRequests = []

        reviews.childDelegates += rows(2)

        XCTAssertEqual(table.contentOffset.y, bottom, "the offset stays")
        XCTAssertEqual(table.numberOfRows(inSection: 4), 5)
        let asked = TallRow.cellRequests.filter { $0.section < 4 }
        XCTAssertEqual(
            asked.filter { !visible.contains($0) }, [], "no row above the reloaded section is displayed anew")
        withExtendedLifetime(root) {}
    }
}
