import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// A row given again as the same value (its content object kept) is unchanged without its view
/// models being compared; a row rebuilt is compared by its view model's `==`. A row backed by a
/// node keeps answering through its node, in the same one reference a described row keeps its
/// content in.
final class DescribedRowIdentityTests: XCTestCase {
    /// A view model that equals nothing, not even itself, as `Double.nan` does: a comparison
    /// always finds it changed.
    struct NeverEqual: Equatable, Sendable {
        var title: String
        static func == (lhs: NeverEqual, rhs: NeverEqual) -> Bool { false }
    }

    /// How often each row's cell was configured, by title.
    @MainActor
    final class ConfigureLog {
        var counts: [String: Int] = [:]
    }

    @MainActor
    private func row(_ id: String, log: ConfigureLog) -> RowDescription {
        RowDescription(id: id, viewModel: NeverEqual(title: id), cell: TableViewCell.self) { cell, model in
            cell.text = model.title
            log.counts[model.title, default: 0] += 1
        }
    }

    @MainActor
    func testARowGivenAgainIsNotComparedAndARowRebuiltIs() async {
        let log = ConfigureLog()
        let kept = row("kept", log: log)
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [SectionDescription(id: "s", rows: [kept, row("rebuilt", log: log)])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(log.counts, ["kept": 1, "rebuilt": 1])

        node.content = DescribedContent(sections: [
            SectionDescription(id: "s", rows: [kept, row("rebuilt", log: log)])
        ])
        table.layoutIfNeeded()

        // The kept row's content is the same object: unchanged, though its view model equals
        // nothing. The rebuilt one's view model differs from the old one's, so it is configured
        // again in place.
        XCTAssertEqual(log.counts, ["kept": 1, "rebuilt": 2])
        XCTAssertEqual(table.diagnostics.reports.map(\.message), [])
        XCTAssertEqual(
            (0..<2).map { table.cellForRow(at: IndexPath(row: $0, section: 1))?.text }, ["kept", "rebuilt"])
    }

    @MainActor
    func testANodeBackedRowKeepsItsNodeAndAnotherNodeReloadsIt() async {
        let first = FixedRow(index: 0, childDelegates: [])
        first.height = 30
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [
                SectionDescription(id: "s", rows: [itemRow("a"), RowDescription(id: "n", node: first)])
            ]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        let path = IndexPath(row: 1, section: 1)
        XCTAssertTrue(node.content.sections[0].rows[1].node === first)
        XCTAssertNil(node.content.sections[0].rows[1].reuseIdentifier)
        XCTAssertNil(node.content.sections[0].rows[1].viewModel(as: Item.self))
        XCTAssertEqual(table.rectForRow(at: path).height, 30)

        let firstRequests = first.cellRequests.count
        XCTAssertGreaterThan(firstRequests, 0)

        // The same node under a rebuilt row: kept, not asked for a new cell.
        node.content = DescribedContent(sections: [
            SectionDescription(id: "s", rows: [itemRow("a"), RowDescription(id: "n", node: first)])
        ])
        table.layoutIfNeeded()
        XCTAssertEqual(first.cellRequests.count, firstRequests)
        XCTAssertTrue(node.content.sections[0].rows[1].node === first)

        // Another node: the row is reloaded and answered by the new node.
        let second = FixedRow(index: 0, childDelegates: [])
        second.height = 50
        node.content = DescribedContent(sections: [
            SectionDescription(id: "s", rows: [itemRow("a"), RowDescription(id: "n", node: second)])
        ])
        table.layoutIfNeeded()
        XCTAssertTrue(node.content.sections[0].rows[1].node === second)
        XCTAssertEqual(table.rectForRow(at: path).height, 50)
        XCTAssertGreaterThan(second.cellRequests.count, 0)
        XCTAssertEqual(table.diagnostics.reports.map(\.message), [])
    }
}
