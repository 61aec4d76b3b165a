import CascadingTableView
import XCTest

// Testable: the plan is made directly, without a node or a table, to read its matching's result.
@testable import CascadingTableDescribed

/// The update plan's matching writes which new row each old row is in old order, appending one
/// entry an old row (-1 for a row that is gone): rows gone between kept ones, at the start of a
/// section and at the end of the content must leave every later row's entry in its place.
final class DescribedUpdatePlanMatchingOrderTests: XCTestCase {
    func testRowsGoneBetweenKeptRowsLeaveTheOthersMatchedToTheirOwnRows() {
        let old = itemContent([("s", ["a", "b", "c"]), ("t", ["d", "e", "g"])])
        let new = DescribedContent(sections: [
            SectionDescription(id: "s", rows: [itemRow("e"), itemRow("b", version: 1)]),
            SectionDescription(id: "t", rows: [itemRow("d"), itemRow("f")]),
        ])

        let plan = DescribedUpdatePlan(from: old, to: new, policy: .keepFirst)

        XCTAssertEqual(
            plan.changes.rowDeletions,
            [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 2, section: 1)])
        XCTAssertEqual(plan.changes.rowInsertions, [IndexPath(row: 1, section: 1)])
        XCTAssertEqual(
            plan.changes.rowMoves.map { [$0.from, $0.to] },
            [[IndexPath(row: 1, section: 1), IndexPath(row: 0, section: 0)]])
        XCTAssertEqual(plan.changes.rowReconfigures, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(plan.changes.rowReloads, [])
        XCTAssertEqual(plan.rowsNeedingCells.map(\.id), [DescribedID("f")])
    }
}
