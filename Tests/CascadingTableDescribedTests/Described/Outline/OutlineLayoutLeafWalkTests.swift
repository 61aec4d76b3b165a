import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

// Testable: the layout's rows shown, counts and index are read directly.
@testable import CascadingTableDescribed

/// The layout reads the visible leaves of a level with nothing dropped in a loop of its own: a
/// level's first row dropped, rows dropped one after another or last, a level resumed after a
/// row with children, a later section, and hidden levels (read by the general walk) keep the rows,
/// their stamps, positions, counts and reports.
final class OutlineLayoutLeafWalkTests: XCTestCase {
    /// An item row with `Int` identifier `id` and `children`.
    private func row(_ id: Int, _ children: [RowDescription] = []) -> RowDescription {
        RowDescription(id: id, cell: ItemCell.self, viewModel: Item(title: "\(id)")).children(children)
    }

    @MainActor
    func testLeavesAroundDroppedRowsParentsAndHiddenLevelsKeepRowsPositionsAndCounts() async {
        let layout = OutlineLayout(
            DescribedContent(sections: [
                SectionDescription(
                    id: "s",
                    rows: [
                        row(1), row(2),
                        row(10, [row(1), row(11), row(2), row(1), row(12)]).expanded(),
                        row(3),
                        row(20, [row(21), row(3), row(22)]),
                        row(4), row(4), row(5), row(2),
                    ]),
                SectionDescription(id: "t", rows: [row(5), row(6), row(7), row(7)]),
            ]), policy: .keepFirst
        ) { _ in nil }

        let shown = [1, 2, 10, 11, 12, 3, 20, 4, 5]
        XCTAssertEqual(
            layout.visible.sections.map { $0.rows.map(\.id) },
            [shown.map { DescribedID($0) }, [6, 7].map { DescribedID($0) }])
        XCTAssertEqual(layout.visible.sections.map { $0.rows.map(\.depth) }, [[0, 0, 0, 1, 1, 0, 0, 0, 0], [0, 0]])
        XCTAssertEqual(
            layout.visible.sections[0].rows.map { $0.outlineFlags.contains(.shownExpanded) },
            [false, false, true, false, false, false, false, false, false])
        XCTAssertEqual(layout.visible.sections[0].rows[6].children.map(\.id), [21, 22].map { DescribedID($0) })
        // Dropped: 1, 2 and 1 under 10; 3 under 20 (hidden); 4 and 2 at the top level; 5 and 7 in "t".
        XCTAssertEqual(layout.reports.count, 8)
        XCTAssertEqual(layout.rowCount, 13)
        XCTAssertEqual(
            (shown + [6, 7, 21, 22]).map { layout.rows.shownPosition(of: DescribedID($0)) },
            Array(0..<11) + [nil, nil])
        XCTAssertEqual(layout.outline?.hiddenPlaces[DescribedID(22)]?.index, 1)
    }

    @MainActor
    func testLeavesOfResumedLevelsAndLaterSectionsKeepTheirPositions() async {
        // The top level is read by the loop of leaves before 10, after it (resumed at its fourth
        // row) and after 20; 30's children drop a row, which sends the rest to the general walk;
        // section "t" is read by the loop from its first row, after the rows shown in "s".
        let layout = OutlineLayout(
            DescribedContent(sections: [
                SectionDescription(
                    id: "s",
                    rows: [
                        row(1), row(2), row(10, [row(11), row(12), row(13)]).expanded(), row(3), row(4),
                        row(20, [row(21), row(22)]).expanded(), row(5),
                        row(30, [row(31), row(3), row(32)]).expanded(), row(6), row(6),
                    ]),
                SectionDescription(id: "t", rows: [row(7), row(8), row(9), row(9)]),
            ]), policy: .keepFirst
        ) { _ in nil }

        let shown = [1, 2, 10, 11, 12, 13, 3, 4, 20, 21, 22, 5, 30, 31, 32, 6]
        XCTAssertEqual(
            layout.visible.sections.map { $0.rows.map(\.id) },
            [shown.map { DescribedID($0) }, [7, 8, 9].map { DescribedID($0) }])
        XCTAssertEqual(
            layout.visible.sections.map { $0.rows.map(\.depth) },
            [[0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 0, 0, 1, 1, 0], [0, 0, 0]])
        XCTAssertEqual(layout.reports.count, 3)
        XCTAssertEqual(layout.rowCount, 19)
        XCTAssertEqual((shown + [7, 8, 9]).map { layout.rows.shownPosition(of: DescribedID($0)) }, Array(0..<19))
    }
}
