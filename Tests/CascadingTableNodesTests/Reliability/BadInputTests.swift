import CascadingTableCollections
import CascadingTableNodes
import CascadingTableView
import CascadingTableViewTestSupport
import XCTest

/// The bad-input table of Documentation/Reliability.md: each kind gets its documented result or
/// diagnostic, and none crashes.
final class BadInputTests: XCTestCase {
    @MainActor
    func testHugeAndNegativeIndexesEverywhere() async {
        let source = ArrayDataSource([items("r", 40)])
        let table = source.makeTable()
        table.diagnostics.mode = .silent
        let selected = [IndexPath(row: 3, section: 0)]
        table.selectRow(at: selected[0], animated: false, scrollPosition: .none)
        table.contentOffset.y = 100
        let shown = source.visibleItems(in: table)
        for path in [
            IndexPath(row: .max, section: 0), IndexPath(row: 0, section: .min), IndexPath(row: -5, section: -5),
            IndexPath(indexes: [0, 0, 0]), IndexPath(),
        ] {
            XCTAssertEqual(table.rectForRow(at: path), .zero)
            XCTAssertNil(table.cellForRow(at: path))
            XCTAssertEqual(reports(of: table) { XCTAssertNil(table.tapRow(at: path)) }, [.invalidIndexPath(path)])
            XCTAssertEqual(
                reports(of: table) { table.selectRow(at: path, animated: false, scrollPosition: .top) },
                [.invalidIndexPath(path)])
            XCTAssertEqual(
                reports(of: table) { XCTAssertFalse(table.swipeToDelete(rowAt: path)) }, [.invalidIndexPath(path)])
            // Documented as ignored rather than reported: only the state may not change.
            table.scrollToRow(at: path, at: .top, animated: false)
            table.deselectRow(at: path, animated: false)
            XCTAssertEqual(table.contentOffset.y, 100, "no scroll for \(path)")
            XCTAssertEqual(table.indexPathsForSelectedRows, selected, "the selection is kept for \(path)")
            XCTAssertEqual(source.visibleItems(in: table), shown)
        }
        XCTAssertEqual(table.numberOfRows(inSection: .max), 0)
        XCTAssertEqual(table.rect(forSection: .min), .zero)
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 1, y: CGFloat.greatestFiniteMagnitude)))
    }

    /// The kinds of the diagnostics `table` reported while `body` ran.
    @MainActor
    private func reports(of table: TableView, during body: () -> Void) -> [TableViewDiagnostic.Kind] {
        let before = table.diagnostics.reports.count
        body()
        return table.diagnostics.reports.dropFirst(before).map(\.kind)
    }

    @MainActor
    func testUpdatesNamingRowsThatDoNotExistAreReportedAndRecovered() async {
        let source = ArrayDataSource([["a"]])
        let table = source.makeTable()
        table.diagnostics.mode = .silent
        table.layoutIfNeeded()
        table.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 4))
        table.reloadSections([7], with: .fade)
        XCTAssertEqual(table.diagnostics.reports.count, 3)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 1)
        XCTAssertEqual(source.visibleItems(in: table), ["a"])
    }

    @MainActor
    func testANodeAttachedToTwoParentsIsRoutedByBothAndLocatedByTheLast() async {
        let shared = CheckRow(index: 0, childDelegates: [])
        shared.id = "shared"
        let first = CheckSection(index: 0, childDelegates: [shared])
        let other = CheckRow(index: 0, childDelegates: [])
        other.id = "other"
        let second = CheckSection(index: 0, childDelegates: [other, shared])
        let root = CheckRoot(index: 0, childDelegates: [first, second])
        let table = TableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        root.prepare(tableView: table)
        XCTAssertEqual(table.visibleCells.map(\.text), ["shared", "other", "shared"], "both parents route to it")
        XCTAssertTrue(shared.parentDelegate === second, "the last parent to validate it")
        XCTAssertEqual(shared.index, 1)
        XCTAssertEqual(shared.indexPathInTable, IndexPath(row: 1, section: 1))
        first.childDelegates = [shared]
        XCTAssertEqual(shared.indexPathInTable, IndexPath(row: 0, section: 0), "re-validated by the first parent")
        XCTAssertEqual(table.diagnostics.reports, [])
    }

    func testDuplicateIdentifiersInADifferenceAreHandled() {
        let difference = ListDifference(from: ["a", "a", "b", "a"], to: ["a", "b", "b"])
        XCTAssertEqual(difference.applied(to: ["a", "a", "b", "a"], insertingFrom: ["a", "b", "b"]), ["a", "b", "b"])
        XCTAssertEqual(difference.deletions.count, 2)
        XCTAssertEqual(difference.insertions.count, 1)
    }
}
