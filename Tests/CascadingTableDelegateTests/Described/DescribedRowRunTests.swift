import CascadingTableDelegate
import XCTest

/// A described list answers its described rows through runs: one child for each stretch of
/// described rows between its hand-written rows. A run answers as the list does when it is called
/// itself, children set from outside are routed to until the rows change, and rows are found by
/// identifier however far inserts and deletes above them moved them.
final class DescribedRowRunTests: XCTestCase {
    /// What the closures of a row saw: the call, the row's identifier and the local path.
    @MainActor
    final class Log {
        var calls: [String] = []
    }

    /// A described row that logs its closures, with fixed heights.
    @MainActor
    private func loggedRow(_ id: String, _ log: Log) -> RowDescription {
        itemRow(id)
            .height(30)
            .estimatedHeight(25)
            .onSelect { log.calls.append("select \($0.id) \($0.localIndexPath)") }
            .onDeselect { log.calls.append("deselect \($0.id) \($0.localIndexPath)") }
            .onWillDisplay { _, context in log.calls.append("willDisplay \(context.id) \(context.localIndexPath)") }
            .onDidEndDisplaying { _, context in log.calls.append("didEnd \(context.id) \(context.localIndexPath)") }
    }

    @MainActor
    func testTheListHasOneChildPerRunAndPerHandWrittenRow() async {
        let backing = FixedRow(index: 0, childDelegates: [])
        let list = DescribedRowsDelegate(rows: (0..<1_000).map { itemRow("r\($0)") })
        XCTAssertEqual(list.childDelegates.count, 1, "a thousand described rows are one run")
        XCTAssertEqual(list.childDelegates.first?.ownsRange, true)

        list.rows = [itemRow("a"), itemRow("b"), RowDescription(id: "n", node: backing), itemRow("c")]

        XCTAssertEqual(list.childDelegates.count, 3)
        XCTAssertEqual(list.childDelegates.map(\.ownsRange), [true, false, true])
        XCTAssertTrue(list.childDelegates[1] === backing)
        XCTAssertEqual(list.childDelegates.map(\.index), [0, 1, 2])

        list.rows = []

        XCTAssertTrue(list.childDelegates.isEmpty, "no rows, no run")
    }

    @MainActor
    func testARunCalledItselfAnswersAsTheList() async {
        let log = Log()
        let backing = FixedRow(index: 0, childDelegates: [])
        let list = DescribedRowsDelegate(rows: [
            loggedRow("a", log), RowDescription(id: "n", node: backing), loggedRow("b", log), loggedRow("c", log),
        ])
        let (table, root) = makeListTable(list)
        defer { withExtendedLifetime((table, root)) {} }
        let run = list.childDelegates[2]
        let path = IndexPath(row: 1, section: 0)  // the run's second row: "c", row 3 of the list
        let cell = TableViewCell()
        log.calls = []  // the first load displayed the rows

        XCTAssertEqual(run.tableView(table, numberOfRowsInSection: 0), 2)
        XCTAssertEqual((run.tableView(table, cellForRowAt: path) as? ItemCell)?.item, Item(title: "c"))
        XCTAssertEqual(run.tableView(table, heightForRowAt: path), 30)
        XCTAssertEqual(run.tableView(table, estimatedHeightForRowAt: path), 25)
        run.tableView(table, didSelectRowAt: path)
        run.tableView(table, didDeselectRowAt: path)
        run.tableView(table, willDisplay: cell, forRowAt: path)
        run.tableView(table, didEndDisplaying: cell, forRowAt: path)

        XCTAssertEqual(
            log.calls, ["select c [0, 3]", "deselect c [0, 3]", "willDisplay c [0, 3]", "didEnd c [0, 3]"],
            "the closures get the path the list sees")
        XCTAssertEqual(run.tableView(table, titleForHeaderInSection: 0), nil, "anything else is a bare node's default")
    }

    @MainActor
    func testARunAnswersDefaultsOutsideItsRowsAndOnceItsListIsGone() async {
        let log = Log()
        var list: DescribedRowsDelegate? = DescribedRowsDelegate(rows: [loggedRow("a", log)])
        let table = TableView()
        let run = list!.childDelegates[0]
        let bare = CascadingBareTableDelegate(index: 0, childDelegates: [])
        let outside = [IndexPath(row: 1, section: 0), IndexPath(row: -1, section: 0), IndexPath(index: 0)]

        for path in outside {
            XCTAssertNil((run.tableView(table, cellForRowAt: path) as? ItemCell)?.item, "\(path)")
            XCTAssertEqual(
                run.tableView(table, heightForRowAt: path), bare.tableView(table, heightForRowAt: path), "\(path)")
            XCTAssertEqual(
                run.tableView(table, estimatedHeightForRowAt: path),
                bare.tableView(table, estimatedHeightForRowAt: path), "\(path)")
            run.tableView(table, didSelectRowAt: path)
        }
        list = nil
        let path = IndexPath(row: 0, section: 0)
        XCTAssertNil((run.tableView(table, cellForRowAt: path) as? ItemCell)?.item)
        XCTAssertEqual(run.tableView(table, heightForRowAt: path), bare.tableView(table, heightForRowAt: path))
        run.tableView(table, didSelectRowAt: path)
        run.tableView(table, didDeselectRowAt: path)
        run.tableView(table, willDisplay: TableViewCell(), forRowAt: path)
        run.tableView(table, didEndDisplaying: TableViewCell(), forRowAt: path)
        XCTAssertEqual(log.calls, [], "no closure is called for a row the run does not have")
        let made = type(of: run).init(index: 4, childDelegates: [bare])
        XCTAssertEqual(made.index, 4)
        XCTAssertTrue(made.childDelegates.isEmpty, "a run has no children")
        XCTAssertEqual(made.tableView(table, numberOfRowsInSection: 0), 0)
    }

    @MainActor
    func testTheListAnswersItsRowsThroughTheTable() async {
        let log = Log()
        let list = DescribedRowsDelegate(rows: [loggedRow("a", log), loggedRow("b", log)])
        let (table, root) = makeListTable(list)
        defer { withExtendedLifetime((table, root)) {} }

        XCTAssertEqual(log.calls, ["willDisplay a [0, 0]", "willDisplay b [0, 1]"])
        log.calls = []

        _ = table.tapRow(at: IndexPath(row: 1, section: 0))
        _ = table.tapRow(at: IndexPath(row: 0, section: 0))

        XCTAssertEqual(log.calls, ["select b [0, 1]", "deselect b [0, 1]", "select a [0, 0]"])
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 30)
        XCTAssertEqual((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ItemCell)?.item, Item(title: "a"))
    }

    @MainActor
    func testChildrenSetFromOutsideAreRoutedToUntilTheRowsChange() async {
        let list = DescribedRowsDelegate(rows: [itemRow("a"), itemRow("b")])
        let (table, root) = makeListTable(list)
        defer { withExtendedLifetime((table, root)) {} }

        list.childDelegates = [FixedRow(index: 0, childDelegates: []), FixedRow(index: 0, childDelegates: [])]
        table.reloadData()
        table.layoutIfNeeded()

        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.text, "fixed")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 44)

        list.rows = [itemRow("a"), itemRow("c")]
        table.reloadData()
        table.layoutIfNeeded()

        XCTAssertEqual(list.childDelegates.map(\.ownsRange), [true], "the rows made the children again")
        XCTAssertEqual((table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ItemCell)?.item, Item(title: "c"))
    }

    @MainActor
    func testANodeBackingARowIsRefusedForAnotherWhateverTheChildren() async {
        let backing = FixedRow(index: 0, childDelegates: [])
        let list = DescribedRowsDelegate(rows: [itemRow("a"), RowDescription(id: "n", node: backing)])
        let (table, root) = makeListTable(list, strict: false)
        defer { withExtendedLifetime((table, root)) {} }
        list.childDelegates = []

        XCTAssertFalse(list.insertRow(RowDescription(id: "m", node: backing), at: 0))

        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.duplicateIdentifier("m")])
        XCTAssertNil(list.localIndexPath(forRowID: "m"))
        XCTAssertEqual(list.rows.map(\.id.description), ["a", "n"])
    }

    @MainActor
    func testRowsAreFoundByIdentifierHoweverFarTheyMoved() async {
        let list = DescribedRowsDelegate(rows: (0..<10).map { itemRow("old\($0)") })
        let (table, root) = makeListTable(list)
        defer { withExtendedLifetime((table, root)) {} }

        // Fifty inserts above the old rows, one at a time, then deletes among them: every old
        // row's noted place is left further behind than a short search looks.
        for step in 0..<50 {
            XCTAssertTrue(list.insertRow(itemRow("new\(step)"), at: 0))
        }
        for step in stride(from: 0, to: 50, by: 5) {
            XCTAssertTrue(list.deleteRow(withID: "new\(step)"))
        }
        XCTAssertTrue(list.moveRow(withID: "old9", to: 0))

        let expected =
            ["old9"] + (0..<50).reversed().filter { $0 % 5 != 0 }.map { "new\($0)" } + (0..<9).map { "old\($0)" }
        XCTAssertEqual(list.rows.map(\.id.description), expected)
        for (place, id) in expected.enumerated().reversed() {
            XCTAssertEqual(list.localIndexPath(forRowID: id), IndexPath(row: place, section: 0), id)
        }
        XCTAssertNil(list.localIndexPath(forRowID: "new0"), "a deleted row is not found")
        XCTAssertEqual(table.numberOfRows(inSection: 0), expected.count)
    }

    @MainActor
    func testAFailedInsertRecordsNoneOfItsRows() async {
        let list = DescribedRowsDelegate(rows: [itemRow("a")])
        let (table, root) = makeListTable(list, strict: false)
        defer { withExtendedLifetime((table, root)) {} }

        XCTAssertFalse(list.insertRows([itemRow("x"), itemRow("y"), itemRow("a")], at: 1))
        XCTAssertFalse(list.insertRows([itemRow("z"), itemRow("z")], at: 0))

        XCTAssertEqual(list.rows.map(\.id.description), ["a"])
        for id in ["x", "y", "z"] {
            XCTAssertNil(list.localIndexPath(forRowID: id), id)
        }
        XCTAssertEqual(
            list.localIndexPath(forRowID: "a"), IndexPath(row: 0, section: 0), "the shown row keeps its place")
        XCTAssertTrue(list.insertRows([itemRow("x"), itemRow("z")], at: 1), "the refused identifiers are free")
    }

    @MainActor
    func testAHandWrittenRowBetweenRunsGetsItsRowsCallsAndIsLocated() async {
        let backing = FixedRow(index: 0, childDelegates: [])
        let list = DescribedRowsDelegate(rows: [itemRow("a"), itemRow("b"), RowDescription(id: "n", node: backing)])
        let table = TableView()
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let section = CascadingSectionTableDelegate(
            index: 0, childDelegates: [FixedRow(index: 0, childDelegates: []), list, itemsAfter()])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section], tableView: table)
        defer { withExtendedLifetime(root) {} }
        table.layoutIfNeeded()

        XCTAssertEqual(backing.cellRequests, [IndexPath(row: 2, section: 0)], "the path the list sees")
        XCTAssertEqual(backing.indexPathInTable, IndexPath(row: 3, section: 0))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)).height, 44)

        XCTAssertTrue(list.insertRow(itemRow("c"), at: 0))

        XCTAssertEqual(backing.indexPathInTable, IndexPath(row: 4, section: 0))
        XCTAssertTrue(backing.reloadInTable(with: .none))
        XCTAssertEqual(backing.cellRequests.last, IndexPath(row: 3, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 4, section: 0))?.text, "fixed")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 5, section: 0))?.text, "after")
        XCTAssertEqual((table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ItemCell)?.item, Item(title: "c"))
    }

    /// A row after the list, saying "after".
    @MainActor
    private func itemsAfter() -> any CascadingTableDelegate {
        DescribedRowsDelegate(rows: [
            RowDescription(id: 0, viewModel: "after", cell: TableViewCell.self) { cell, text in cell.text = text }
        ])
    }

    @MainActor
    func testARunOfADescribedTableAnswersWithTheTablesPaths() async {
        let log = Log()
        let backing = FixedRow(index: 0, childDelegates: [])
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [
                SectionDescription(id: "s", rows: [itemRow("x")]),
                SectionDescription(
                    id: "t", rows: [loggedRow("a", log), RowDescription(id: "n", node: backing), loggedRow("b", log)]),
            ]))
        let (table, root) = makeDescribedTable(node, before: 0, after: 0)
        defer { withExtendedLifetime((table, root)) {} }
        let section = node.childDelegates[1]
        XCTAssertEqual(section.childDelegates.map(\.ownsRange), [true, false, true])
        let run = section.childDelegates[2]
        log.calls = []

        XCTAssertEqual(
            (run.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0)) as? ItemCell)?.item?.title, "b")
        XCTAssertEqual(run.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)), 30)
        run.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))
        _ = table.tapRow(at: IndexPath(row: 0, section: 1))

        XCTAssertEqual(log.calls, ["select b [1, 2]", "select a [1, 0]"], "the described table's paths")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 1))?.text, "fixed")
        XCTAssertTrue(backing.parentDelegate === section)
    }

    @MainActor
    func testATablesRowsAreFoundByIdentifierAfterRowsComeAboveThem() async {
        let old = (0..<10).map { "old\($0)" }
        let node = DescribedTableDelegate(content: itemContent([("s", old)]))
        let (table, root) = makeDescribedTable(node, before: 0, after: 0)
        defer { withExtendedLifetime((table, root)) {} }
        let new = (0..<50).map { "new\($0)" }

        node.content = itemContent([("t", ["first"]), ("s", new + old)])

        for (place, id) in (new + old).enumerated().reversed() {
            XCTAssertEqual(node.localIndexPath(forRowID: id), IndexPath(row: place, section: 1), id)
        }
        XCTAssertEqual(node.localIndexPath(forRowID: "first"), IndexPath(row: 0, section: 0))

        node.content = itemContent([("s", old)])

        XCTAssertNil(node.localIndexPath(forRowID: "new3"), "a deleted row is not found")
        XCTAssertEqual(node.localIndexPath(forRowID: "old9"), IndexPath(row: 9, section: 0))
        XCTAssertEqual(table.numberOfRows(inSection: 0), 10)
    }

    @MainActor
    func testARowBackedByARangeNodeIsDroppedOrRefusedAndReported() async {
        let range = CascadingRangeTableDelegate(index: 0, childDelegates: [FixedRow(index: 0, childDelegates: [])])
        let rangeRow = RowDescription(id: "r", node: range)
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [SectionDescription(id: "s", rows: [itemRow("a"), rangeRow])]))
        let (table, root) = makeDescribedTable(node, before: 0, after: 0)
        defer { withExtendedLifetime((table, root)) {} }

        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.rangeNodeAsRow("r")])
        XCTAssertEqual(node.content.sections[0].rows.map(\.id.description), ["a"], "the row was dropped")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 1)
        XCTAssertNil(range.parentDelegate)

        node.duplicatePolicy = .reject
        var result: Bool?
        node.setContent(
            DescribedContent(sections: [SectionDescription(id: "s", rows: [itemRow("b"), rangeRow])])
        ) { result = $0 }
        XCTAssertEqual(result, false, "with .reject the update is refused")
        XCTAssertEqual(node.content.sections[0].rows.map(\.id.description), ["a"])

        let list = DescribedRowsDelegate(rows: [itemRow("x")])
        let (listTable, listRoot) = makeListTable(list, strict: false)
        defer { withExtendedLifetime((listTable, listRoot)) {} }
        XCTAssertFalse(list.insertRow(rangeRow, at: 0))
        XCTAssertFalse(list.updateRow(RowDescription(id: "x", node: range)))
        XCTAssertEqual(listTable.diagnostics.reports.map(\.kind), [.rangeNodeAsRow("r"), .rangeNodeAsRow("x")])
        XCTAssertEqual(list.rows.map(\.id.description), ["x"])
        XCTAssertEqual(list.childDelegates.map(\.ownsRange), [true], "the list's one run, not the range node")
    }
}
