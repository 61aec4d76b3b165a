import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// A batch with more local updates than the table searches its parts for: it finds each update's
/// part by hashing it, and must still place each part once each way.
final class ManyPartsLocalUpdateTests: XCTestCase {
    /// A section node that owns its rows' texts.
    @MainActor
    private final class SectionRows: CascadingBareTableDelegate {
        var labels: [String] = []

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { labels.count }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell()
            cell.text = labels[indexPath.row]
            return cell
        }
    }

    /// Ten sections of three rows, each its own node (a section-level node: its coordinates are
    /// the table's).
    @MainActor
    private func makeTable() -> (table: TableView, nodes: [SectionRows], root: CascadingRootTableDelegate) {
        let nodes = (0..<10).map { section in
            let node = SectionRows(index: section, childDelegates: [])
            node.labels = (0..<3).map { "\(section).\($0)" }
            return node
        }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 10_000))
        let root = CascadingRootTableDelegate(index: 0, childDelegates: nodes, tableView: table)
        table.layoutIfNeeded()
        return (table, nodes, root)
    }

    /// The texts of the table's rows, by section, as it shows them.
    @MainActor
    private func shownTexts(_ table: TableView) -> [[String?]] {
        (0..<table.numberOfSections).map { section in
            (0..<table.numberOfRows(inSection: section)).map {
                table.cellForRow(at: IndexPath(row: $0, section: section))?.text
            }
        }
    }

    @MainActor
    func testTwentyUpdatesOfTenPartsInterleavedLandInTheirSections() async {
        // Ten lists, each a range after one to three heading rows of its own section: each list's
        // rows are shifted differently, so an update placed by another part's place lands wrong.
        let lists = (0..<10).map { section in ListNode((0..<3).map { "\(section).\($0)" }) }
        let sections = lists.enumerated().map { section, list in
            let headings: [any CascadingTableDelegate] = (0...section % 3).map { _ in TextRow("heading") }
            return CascadingSectionTableDelegate(index: section, childDelegates: headings + [list])
        }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 10_000))
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: sections, tableView: table)
        defer { withExtendedLifetime(root) {} }
        table.layoutIfNeeded()
        table.performBatchUpdates {
            // Each part's second update comes after every other part's first.
            for (section, list) in lists.enumerated() {
                list.items.insert("new \(section)", at: 0)
                list.insertRows(at: [IndexPath(row: 0, section: 0)])
            }
            for (section, list) in lists.enumerated() {
                list.items[2] = "reloaded \(section)"
                list.reloadRows(at: [IndexPath(row: 1, section: 0)])
            }
        }
        table.layoutIfNeeded()
        XCTAssertEqual(
            shownTexts(table),
            (0..<10).map { section in
                Array(repeating: "heading", count: section % 3 + 1)
                    + ["new \(section)", "\(section).0", "reloaded \(section)", "\(section).2"]
            })
    }

    @MainActor
    func testAPartThatLeftWithTwoUpdatesAmongManyIsReportedOnce() async {
        let (table, nodes, root) = makeTable()
        defer { withExtendedLifetime(root) {} }
        table.diagnostics.mode = .silent
        let replacement = SectionRows(index: 0, childDelegates: [])
        replacement.labels = ["r.0", "r.1", "r.2"]
        table.performBatchUpdates {
            nodes[0].labels.insert("gone", at: 0)
            nodes[0].insertRows(at: [IndexPath(row: 0, section: 0)])
            for (section, node) in nodes.enumerated().dropFirst() {
                node.reloadRows(at: [IndexPath(row: 0, section: section)])
            }
            nodes[0].labels.insert("gone too", at: 0)
            nodes[0].insertRows(at: [IndexPath(row: 0, section: 0)])
            // The first part leaves the table in this batch; its section keeps its three rows.
            root.childDelegates = [replacement] + nodes.dropFirst().map { $0 as any CascadingTableDelegate }
        }
        table.layoutIfNeeded()
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.nodeNotAttached("SectionRows")])
        // Its inserts are dropped: the section keeps its three rows (the batch does not name the
        // replacement's, so their cells stay as they were).
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
    }
}
