import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

// Testable: the layout's rows shown and its index are read directly.
@testable import CascadingTableDescribed

/// The layout copies the visible leaves of a level into the rows shown a run at a time: runs
/// broken by a dropped row, a row with children or the end of a level keep the rows in order and
/// stamped at their depth, and every kind of identifier (dense `Int`s, sparse `Int`s, strings)
/// gets the same rows, positions and reports from the layout's index.
final class OutlineLayoutRunsTests: XCTestCase {
    /// A row with identifier `id` made by `make`, with `children`.
    private static func row(
        _ id: Int, _ make: (Int) -> RowDescription, _ children: [RowDescription] = []
    ) -> RowDescription {
        make(id).children(children)
    }

    @MainActor
    func testRunsBrokenByDroppedRowsParentsAndLevelEndsKeepOrderDepthAndPositions() async {
        let makers: [(name: String, make: (Int) -> RowDescription, id: (Int) -> DescribedID)] = [
            (
                "dense Ints", { RowDescription(id: $0, cell: ItemCell.self, viewModel: Item(title: "\($0)")) },
                { DescribedID($0) }
            ),
            (
                "sparse Ints",
                { RowDescription(id: $0 * 1_000, cell: ItemCell.self, viewModel: Item(title: "\($0)")) },
                { DescribedID($0 * 1_000) }
            ),
            ("strings", { itemRow("r\($0)") }, { DescribedID("r\($0)") }),
        ]
        for maker in makers {
            func row(_ id: Int, _ children: [RowDescription] = []) -> RowDescription {
                Self.row(id, maker.make, children)
            }
            let layout = OutlineLayout(
                DescribedContent(sections: [
                    SectionDescription(
                        id: "s",
                        rows: [
                            row(1), row(2), row(1), row(3),
                            row(10, [row(11), row(12), row(11), row(13), row(20, [row(21), row(22)]), row(14)])
                                .expanded(),
                            row(4),
                        ]),
                    SectionDescription(id: "t", rows: [row(5), row(1), row(6)]),
                ]), policy: .keepFirst
            ) { _ in nil }

            let order = [1, 2, 3, 10, 11, 12, 13, 20, 14, 4]
            XCTAssertEqual(
                layout.visible.sections.map { $0.rows.map(\.id) }, [order.map(maker.id), [5, 6].map(maker.id)],
                maker.name)
            XCTAssertEqual(
                layout.visible.sections.map { $0.rows.map(\.depth) }, [[0, 0, 0, 0, 1, 1, 1, 1, 1, 0], [0, 0]],
                maker.name)
            XCTAssertEqual(
                layout.visible.sections[0].rows.filter { $0.outlineFlags.contains(.shownExpanded) }.map(\.id),
                [maker.id(10)], maker.name)
            XCTAssertEqual(layout.reports.count, 3, maker.name)
            XCTAssertEqual(
                layout.reports.map { $0.message.components(separatedBy: ", first at ").last ?? "" },
                [
                    "row 0 of section 0; the later one was dropped, with its children.",
                    "child 0 of row \(maker.id(10)); the later one was dropped, with its children.",
                    "row 0 of section 0; the later one was dropped, with its children.",
                ], maker.name)
            XCTAssertEqual(
                (order + [5, 6, 21, 22]).map { layout.rows.shownPosition(of: maker.id($0)) },
                Array(0..<12) + [nil, nil], maker.name)
            // Identifiers no row has, inside and outside the range of the rows' identifiers.
            XCTAssertNil(layout.rows.shownPosition(of: maker.id(7)), maker.name)
            XCTAssertNil(layout.rows.shownPosition(of: maker.id(0)), maker.name)
            XCTAssertNil(layout.rows.shownPosition(of: maker.id(99)), maker.name)
            XCTAssertNil(layout.rows.shownPosition(of: DescribedID("unknown")), maker.name)
        }
    }

    @MainActor
    func testAnIntRowDroppedForItsRangeNodeLeavesItsIdentifierToALaterRow() async {
        let range = ListNode(["x", "y"])
        func row(_ id: Int) -> RowDescription {
            RowDescription(id: id, cell: ItemCell.self, viewModel: Item(title: "\(id)"))
        }
        let layout = OutlineLayout(
            DescribedContent(sections: [
                SectionDescription(
                    id: "s", rows: [row(1).children([RowDescription(id: 2, node: range), row(2), row(3)]).expanded()])
            ]), policy: .keepFirst
        ) { _ in nil }

        XCTAssertEqual(layout.visible.sections.map { $0.rows.map(\.id) }, [[1, 2, 3].map { DescribedID($0) }])
        XCTAssertEqual(layout.reports.map(\.kind), [.rangeNodeAsRow("2")])
        XCTAssertEqual(layout.rows.shownPosition(of: DescribedID(2)), 1)
        XCTAssertEqual(layout.rows.shownPosition(of: DescribedID(3)), 2)
    }
}
