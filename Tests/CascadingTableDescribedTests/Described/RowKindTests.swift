import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableView
import XCTest

/// Rows described from a shared `RowKind` behave as rows described one by one with the same cell
/// and closure: configured, reused, compared by view model (kept in the row, or in an object of
/// its own), changed by modifiers, shown in outlines.
final class RowKindTests: XCTestCase {
    /// A cell that counts how often it is configured, with an `Int` view model.
    final class CountingCell: TableViewCell, ConfigurableCell {
        private(set) var configureCount = 0
        private(set) var number: Int?

        func configure(with number: Int) {
            self.number = number
            configureCount += 1
            text = "\(number)"
        }
    }

    /// A table showing `content`, laid out, with the node and the table's root held.
    @MainActor
    private func show(_ content: DescribedContent) -> (node: DescribedTableDelegate, table: TableView, root: AnyObject)
    {
        let node = DescribedTableDelegate(content: content)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [node], tableView: table)
        table.layoutIfNeeded()
        return (node, table, root)
    }

    private func content(_ rows: [RowDescription]) -> DescribedContent {
        DescribedContent(sections: [SectionDescription(id: "s", rows: rows)])
    }

    @MainActor
    func testKindRowsAreConfiguredAndDequeuedAsTheirKindSays() async {
        let numbers = RowKind(cell: TableViewCell.self) { (cell, number: Int) in cell.text = "No. \(number)" }
        let named = RowKind(cell: TableViewCell.self, reuseIdentifier: "word") { (cell, word: String) in
            cell.text = word
        }
        XCTAssertTrue(numbers.keepsViewModelInRow)
        XCTAssertFalse(named.keepsViewModelInRow, "a String is kept in an object of its own")
        XCTAssertEqual(numbers.reuseIdentifier, String(reflecting: TableViewCell.self))
        XCTAssertEqual(named.reuseIdentifier, "word")

        let rows = [numbers.row(id: 1, viewModel: 7), RowDescription(id: 2, viewModel: "two", kind: named)]
        XCTAssertEqual(rows[0].viewModel(as: Int.self), 7)
        XCTAssertNil(rows[0].viewModel(as: String.self))
        XCTAssertEqual(rows[1].viewModel(as: String.self), "two")
        XCTAssertEqual(rows.map(\.reuseIdentifier), [String(reflecting: TableViewCell.self), "word"])

        let (node, table, root) = show(content(rows))
        defer { withExtendedLifetime((table, root)) {} }
        XCTAssertEqual(node.cell(forRowID: 1)?.text, "No. 7")
        XCTAssertEqual(node.cell(forRowID: 2)?.text, "two")
        XCTAssertEqual(node.cell(forRowID: 2)?.reuseIdentifier, "word")
    }

    @MainActor
    func testEveryWordSizedViewModelRoundTripsThroughTheRow() async {
        func check<Value: Equatable & Sendable>(_ value: Value, line: UInt = #line) {
            let kind = RowKind(cell: TableViewCell.self) { (_, _: Value) in }
            XCTAssertTrue(kind.keepsViewModelInRow, "\(Value.self)", line: line)
            XCTAssertEqual(kind.row(id: 0, viewModel: value).viewModel(as: Value.self), value, line: line)
        }
        check(Int.min)
        check(UInt.max)
        check(Int8.min)
        check(Int16.min)
        check(Int32.min)
        check(Int64.min)
        check(UInt8.max)
        check(UInt16.max)
        check(UInt32.max)
        check(UInt64.max)
        check(true)
        check(false)
        check(-1.5)
        check(Float(-2.25))
        check(CGFloat(3.75))
        XCTAssertFalse(RowKind(cell: TableViewCell.self) { (_, _: [Int]) in }.keepsViewModelInRow)
    }

    @MainActor
    func testAnEqualViewModelLeavesTheCellAloneAndAChangedOneReconfiguresIt() async {
        let kind = RowKind(cell: CountingCell.self)
        let (node, table, root) = show(content([kind.row(id: "a", viewModel: 1), kind.row(id: "b", viewModel: 2)]))
        defer { withExtendedLifetime((table, root)) {} }
        let cellA = node.cell(forRowID: "a") as? CountingCell
        let cellB = node.cell(forRowID: "b") as? CountingCell
        let created = table.numberOfCreatedCells

        // New descriptions of the same rows, one from a kind made again: nothing changed.
        let again = RowKind(cell: CountingCell.self)
        node.content = content([kind.row(id: "a", viewModel: 1), again.row(id: "b", viewModel: 2)])
        XCTAssertEqual([cellA?.configureCount, cellB?.configureCount], [1, 1])

        node.content = content([kind.row(id: "a", viewModel: 1), again.row(id: "b", viewModel: 3)])
        XCTAssertTrue(node.cell(forRowID: "b") === cellB, "reconfigured in place")
        XCTAssertEqual(cellB?.number, 3)
        XCTAssertEqual([cellA?.configureCount, cellB?.configureCount], [1, 2])

        node.content = content([kind.row(id: "a", viewModel: 5).reloadsOnChange(), again.row(id: "b", viewModel: 3)])
        XCTAssertEqual((node.cell(forRowID: "a") as? CountingCell)?.number, 5)
        XCTAssertEqual(cellA?.reuseCount, 1, "reloaded: the cell went back to the pool and was dequeued again")
        XCTAssertEqual(table.numberOfCreatedCells, created, "no new cell: the pool had one")
    }

    @MainActor
    func testFloatingPointViewModelsCompareByTheirEqualityNotTheirBits() async {
        var configured: [Double] = []
        let kind = RowKind(cell: TableViewCell.self) { (_, value: Double) in configured.append(value) }
        let (node, table, root) = show(content([kind.row(id: 0, viewModel: 0.0)]))
        defer { withExtendedLifetime((table, root)) {} }
        XCTAssertEqual(configured, [0.0])

        node.content = content([kind.row(id: 0, viewModel: -0.0)])
        XCTAssertEqual(configured, [0.0], "-0.0 == 0.0: not configured again")
        node.content = content([kind.row(id: 0, viewModel: 1.0)])
        XCTAssertEqual(configured, [0.0, 1.0])
        node.content = content([kind.row(id: 0, viewModel: .nan)])
        XCTAssertEqual(configured.count, 3)
        // The same bits are the same value: a row given again, copied or built again, is not
        // configured again, even though nan != nan.
        node.content = content([kind.row(id: 0, viewModel: .nan)])
        node.content = node.content
        XCTAssertEqual(configured.count, 3, "the same nan, given again: unchanged")
        node.content = content([kind.row(id: 0, viewModel: -Double.nan)])
        XCTAssertEqual(configured.count, 4, "other bits, compared with ==: nan != nan")
        // A kind made again is another object: its row is compared with ==, as a row built
        // again one by one is.
        let again = RowKind(cell: TableViewCell.self) { (_, value: Double) in configured.append(value) }
        node.content = content([again.row(id: 0, viewModel: -Double.nan)])
        XCTAssertEqual(configured.count, 5, "another kind object: nan != nan")
    }

    @MainActor
    func testKindsNamingTheirCellsAlikeShareCellsWhetherTheNameIsGivenOrNot() async {
        let unnamed = RowKind(cell: CountingCell.self)
        let named = RowKind(cell: CountingCell.self, reuseIdentifier: String(reflecting: CountingCell.self))
        let (node, table, root) = show(content([unnamed.row(id: "a", viewModel: 1)]))
        defer { withExtendedLifetime((table, root)) {} }
        let cell = node.cell(forRowID: "a") as? CountingCell
        node.content = content([named.row(id: "a", viewModel: 2)])
        XCTAssertTrue(node.cell(forRowID: "a") === cell)
        XCTAssertEqual(cell?.reuseCount, 0, "the same reuse identifier: reconfigured in place, not reloaded")
        XCTAssertEqual(cell?.configureCount, 2)
    }

    @MainActor
    func testAViewModelKeptInAnObjectComparesAsARowDescribedOneByOne() async {
        var configured: [String] = []
        let kind = RowKind(cell: TableViewCell.self) { (_, text: String) in configured.append(text) }
        let (node, table, root) = show(content([kind.row(id: 0, viewModel: "a")]))
        defer { withExtendedLifetime((table, root)) {} }
        node.content = content([kind.row(id: 0, viewModel: "a")])
        XCTAssertEqual(configured, ["a"])
        node.content = content([kind.row(id: 0, viewModel: "b")])
        XCTAssertEqual(configured, ["a", "b"])
    }

    @MainActor
    func testARowChangingBetweenAPlainDescriptionAndAKindComparesByCellAndViewModel() async {
        let kind = RowKind(cell: CountingCell.self)
        let plain = { (number: Int) in RowDescription(id: "a", cell: CountingCell.self, viewModel: number) }
        let (node, table, root) = show(content([plain(1)]))
        defer { withExtendedLifetime((table, root)) {} }
        let cell = node.cell(forRowID: "a") as? CountingCell

        node.content = content([kind.row(id: "a", viewModel: 1)])
        XCTAssertEqual(cell?.configureCount, 1, "the same cells and an equal view model: no change")
        node.content = content([plain(1)])
        XCTAssertEqual(cell?.configureCount, 1)
        node.content = content([kind.row(id: "a", viewModel: 2)])
        XCTAssertEqual(cell?.configureCount, 2)
        node.content = content([plain(3)])
        XCTAssertEqual(cell?.configureCount, 3)
        XCTAssertTrue(node.cell(forRowID: "a") === cell, "reconfigured in place each time")

        let otherName = RowKind(cell: CountingCell.self, reuseIdentifier: "other")
        node.content = content([otherName.row(id: "a", viewModel: 3)])
        XCTAssertEqual(node.cell(forRowID: "a")?.reuseIdentifier, "other", "another identifier: reloaded")
        XCTAssertFalse(node.cell(forRowID: "a") === cell)
        // From one kind to another of the same types, named otherwise: reloaded too.
        let otherCell = node.cell(forRowID: "a")
        node.content = content([kind.row(id: "a", viewModel: 3)])
        XCTAssertEqual(node.cell(forRowID: "a")?.reuseIdentifier, String(reflecting: CountingCell.self))
        XCTAssertFalse(node.cell(forRowID: "a") === otherCell)
    }

    @MainActor
    func testHeightsEstimatesChildrenAndActionsOfKindRows() async {
        var selected: [String] = []
        let shared = DescribedRowActions(onSelect: { context in selected.append("\(context.id)") })
        let kind = RowKind(cell: TableViewCell.self) { (cell, number: Int) in cell.text = "\(number)" }

        // Shared actions and a height: no annex. An estimate or children: one, with the actions.
        let plain = kind.row(id: "p", viewModel: 1).height(50).actions(shared)
        XCTAssertFalse(plain.keepsAnnex)
        let estimated = kind.row(id: "e", viewModel: 2).actions(shared).estimatedHeight(30)
        XCTAssertTrue(estimated.keepsAnnex)
        XCTAssertEqual(estimated.estimatedHeight, 30)
        XCTAssertTrue(estimated.estimatedHeight(nil).actions(shared).onDeselect { _ in }.keepsAnnex == false)
        let parent = kind.row(id: "t", viewModel: 3).estimatedHeight(20).actions(shared)
            .children([kind.row(id: "c", viewModel: 4).onSelect { _ in selected.append("own") }]).expanded()
        XCTAssertEqual(parent.estimatedHeight, 20, "children keep the estimate")
        XCTAssertEqual(parent.childRows.map(\.id), [DescribedID("c")])
        XCTAssertFalse(parent.estimatedHeight(nil).children([]).keepsAnnex, "nothing left for an annex")
        XCTAssertNil(parent.estimatedHeight(nil).estimatedHeight)
        XCTAssertEqual(parent.estimatedHeight(nil).childRows.count, 1, "removing the estimate keeps the children")

        let (node, table, root) = show(content([plain, estimated, parent]))
        defer { withExtendedLifetime((table, root)) {} }
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4, "the expanded row's child is shown")
        XCTAssertEqual(
            (0..<4).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.text }, ["1", "2", "3", "4"])
        XCTAssertEqual(node.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)), 50)
        XCTAssertEqual(node.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)), 50)
        XCTAssertEqual(node.tableView(table, estimatedHeightForRowAt: IndexPath(row: 1, section: 0)), 30)
        XCTAssertEqual(node.tableView(table, estimatedHeightForRowAt: IndexPath(row: 2, section: 0)), 20)

        table.allowsMultipleSelection = true
        for row in [0, 1, 3] {
            _ = table.tapRow(at: IndexPath(row: row, section: 0))
        }
        XCTAssertEqual(selected, ["p", "e", "own"])
        node.collapseRow(withID: "t")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        node.expandRow(withID: "t")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.text, "4", "the child, kept while hidden")
    }
}
