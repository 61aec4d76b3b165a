import CascadingTableNodes
import CascadingTableView
import CascadingTestSupport
import XCTest

/// The original library's specs of the two required data source methods on a propagating node
/// (PropagatingTableDelegateDataSourceRequiredSpec, and its earlier form
/// PropagatingTableDelegateDataSourceSpec), over three children with the required methods only.
final class OriginalSpecsDataSourceRequiredTests: XCTestCase {
    /// A propagating node at index 20 over three required-only children, in `mode`. Each child
    /// has a different row count, so that an answer shows which child gave it.
    @MainActor
    private func makeNode(
        _ mode: PropagatingTableDelegate.PropagationMode
    ) -> (PropagatingTableDelegate, [RequiredOnlyNode], CallLog) {
        let log = CallLog()
        let children = (0..<3).map { RequiredOnlyNode("c\($0)", log: log) }
        for (position, child) in children.enumerated() { child.rowCount = 10 + position }
        let node = PropagatingTableDelegate(index: 20, childDelegates: children, propagationMode: mode)
        return (node, children, log)
    }

    // MARK: - numberOfRowsInSection

    @MainActor
    func testRowModeCountsOneRowPerChildWithoutAskingThem() async {
        let (node, children, log) = makeNode(.row)
        XCTAssertEqual(node.tableView(TableView(), numberOfRowsInSection: 20), children.count)
        XCTAssertEqual(log.entries, [])
    }

    @MainActor
    func testSectionModeGivesNoRowsForASectionPastTheChildren() async {
        for section in [99, 999] {
            let (node, _, log) = makeNode(.section)
            XCTAssertEqual(node.tableView(TableView(), numberOfRowsInSection: section), 0, "section \(section)")
            XCTAssertEqual(log.entries, [], "section \(section): no child is called")
        }
    }

    @MainActor
    func testSectionModeAsksTheChildOfTheSectionForItsRowsWithTheSameTableAndSection() async {
        let (node, children, log) = makeNode(.section)
        let table = TableView()
        let rows = node.tableView(table, numberOfRowsInSection: 1)
        XCTAssertEqual(log.entries, ["c1.numberOfRowsInSection(1)"])
        XCTAssertTrue(children[1].lastTableView === table)
        XCTAssertEqual(rows, children[1].tableView(table, numberOfRowsInSection: 1))
        XCTAssertEqual(rows, 11)
    }

    // MARK: - cellForRowAt

    /// Whether `cell` is a fresh, empty cell and none of the children's.
    @MainActor
    private func isPlaceholder(_ cell: TableViewCell, notFrom children: [RequiredOnlyNode]) -> Bool {
        !children.contains { $0.cell === cell } && cell.reuseIdentifier == nil && cell.text == nil
    }

    @MainActor
    func testSectionModeGivesAPlaceholderCellForASectionPastTheChildrenWithoutAskingThem() async {
        let (node, children, log) = makeNode(.section)
        let cell = node.tableView(TableView(), cellForRowAt: IndexPath(row: 0, section: 99))
        XCTAssertEqual(log.entries, [])
        XCTAssertTrue(isPlaceholder(cell, notFrom: children))
    }

    @MainActor
    func testSectionModeAsksTheChildOfTheSectionForTheCellWithTheSameTableAndIndexPath() async {
        let (node, children, log) = makeNode(.section)
        let table = TableView()
        let cell = node.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
        XCTAssertEqual(log.entries, ["c0.cellForRowAt([0, 0])"])
        XCTAssertTrue(children[0].lastTableView === table)
        XCTAssertTrue(cell === children[0].cell)
    }

    @MainActor
    func testRowModeGivesAPlaceholderCellForARowPastTheChildrenWithoutAskingThem() async {
        let (node, children, log) = makeNode(.row)
        let cell = node.tableView(TableView(), cellForRowAt: IndexPath(row: 99, section: 0))
        XCTAssertEqual(log.entries, [])
        XCTAssertTrue(isPlaceholder(cell, notFrom: children))
    }

    @MainActor
    func testRowModeAsksTheChildOfTheRowForTheCellWithTheSameTableAndIndexPath() async {
        let (node, children, log) = makeNode(.row)
        let table = TableView()
        let cell = node.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
        XCTAssertEqual(log.entries, ["c0.cellForRowAt([0, 0])"])
        XCTAssertTrue(children[0].lastTableView === table)
        XCTAssertTrue(cell === children[0].cell)
    }
}
