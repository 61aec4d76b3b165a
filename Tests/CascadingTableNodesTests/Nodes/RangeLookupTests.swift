import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// The fast paths of routing to a range: the child found last is remembered, the last path
/// `[0, row]` made is kept for the next call of the same row, and a path that is already local is
/// passed on as it is. Each must give the same child and the same local path as a fresh lookup
/// would.
final class RangeLookupTests: XCTestCase {
    @MainActor
    func testCallsInAnyOrderReachTheRangeThatHoldsTheRowWithItsLocalPath() async {
        let table = TableView()
        let first = ListNode(["a", "b", "c"])
        let single = SpyNode("single")
        let second = ListNode(["d", "e"])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [first, single, second])
        XCTAssertEqual(table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 2) }, 6)

        // Forwards, backwards, repeated and jumping between the ranges.
        for row in [0, 1, 1, 2, 5, 4, 0, 2, 4, 1, 5] {
            _ = section.tableView(table, cellForRowAt: IndexPath(row: row, section: 2))
        }
        XCTAssertEqual(first.cellRequests.map(\.row), [0, 1, 1, 2, 0, 2, 1])
        XCTAssertEqual(second.cellRequests.map(\.row), [1, 0, 0, 1])
        XCTAssertEqual(
            Set(first.cellRequests.map(\.section) + second.cellRequests.map(\.section)), [0],
            "a row range sees its section as 0")
        XCTAssertEqual(Set(first.cellRequests.map(\.count) + second.cellRequests.map(\.count)), [2])
    }

    @MainActor
    func testRowsFarApartAreTranslatedAllTheSame() async {
        let table = TableView()
        // Rows on both sides of 1 << 16, where the library once stopped keeping ready-made paths.
        let limit = 1 << 16
        let list = ListNode(Array(repeating: "row", count: limit + 10))
        let section = CascadingSectionTableDelegate(
            index: 0, childDelegates: [SpyNode("summary"), list])
        XCTAssertEqual(table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 1) }, limit + 11)

        for row in [1, limit, limit + 1, limit + 10, limit + 11, 2] {
            _ = section.tableView(table, cellForRowAt: IndexPath(row: row, section: 1))
        }
        XCTAssertEqual(
            list.cellRequests, [[0, 0], [0, limit - 1], [0, limit], [0, limit + 9], [0, 1]],
            "local rows on both sides of the limit; the row past the end reaches nobody")
    }

    @MainActor
    func testAPathThatIsAlreadyLocalIsPassedOnUnchanged() async {
        let table = TableView()
        let list = ListNode(["a", "b"])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [list])
        XCTAssertEqual(table.countingAsTheTable { section.tableView(table, numberOfRowsInSection: 0) }, 2)
        _ = section.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0))
        // The same range seen from section 3: the section must still become 0.
        _ = section.tableView(table, cellForRowAt: IndexPath(row: 1, section: 3))
        XCTAssertEqual(list.cellRequests, [[0, 1], [0, 1]])
    }

    @MainActor
    func testASectionRangeGetsItsLocalSectionAndTheRowsUnchanged() async {
        let table = TableView()
        let groups = GroupsNode([["a"], ["b", "c"]])
        let spy = SpyNode("plain")
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [spy, groups])
        XCTAssertEqual(table.countingAsTheTable { root.numberOfSections(in: table) }, 3)
        let cell = root.tableView(table, cellForRowAt: IndexPath(row: 1, section: 2))
        XCTAssertEqual(cell.text, "c", "section 2 of the root is the range's section 1")
    }
}
