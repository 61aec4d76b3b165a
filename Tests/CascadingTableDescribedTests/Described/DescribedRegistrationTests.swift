import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// An update registers the cell classes its rows need before the table asks for their cells: the
/// classes of new rows, of rows whose cell changed and of rows of sections that come back, and all
/// of them when the content shown was never registered with the table.
final class DescribedRegistrationTests: XCTestCase {
    /// A second cell class, registered under its own identifier.
    final class OtherCell: TableViewCell {}

    private func plainRow(_ id: String, identifier: String? = nil) -> RowDescription {
        RowDescription(id: id, viewModel: id, cell: TableViewCell.self, reuseIdentifier: identifier) { cell, text in
            cell.text = text
        }
    }

    private func otherRow(_ id: String, identifier: String? = nil) -> RowDescription {
        RowDescription(id: id, viewModel: id, cell: OtherCell.self, reuseIdentifier: identifier) { cell, text in
            cell.text = text
        }
    }

    @MainActor
    func testARowWhoseCellClassChangesGetsItsNewClass() async {
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [
                SectionDescription(id: "s", rows: [plainRow("a"), plainRow("b")])
            ]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        table.diagnostics.mode = .strict { XCTFail($0.message) }

        node.content = DescribedContent(sections: [SectionDescription(id: "s", rows: [plainRow("a"), otherRow("b")])])

        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 1)) is OtherCell)
        XCTAssertFalse(table.cellForRow(at: IndexPath(row: 0, section: 1)) is OtherCell)
    }

    /// Rows of one content type with identifiers of their own, in turn with rows named by their
    /// class: each identifier is registered (rows named by their class are skipped only while the
    /// type and its name stay the same).
    @MainActor
    func testRowsOfOneTypeWithIdentifiersOfTheirOwnAreEachRegistered() async {
        let rows = [
            plainRow("a"), plainRow("b", identifier: "first"), plainRow("c", identifier: "second"), plainRow("d"),
            otherRow("e", identifier: "third"), otherRow("f"), plainRow("g"),
        ]
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [SectionDescription(id: "s", rows: rows)]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(unexpectedReports(table), [])
        let reuseIdentifiers = (0..<rows.count).map {
            table.cellForRow(at: IndexPath(row: $0, section: 1))?.reuseIdentifier
        }
        XCTAssertEqual(
            reuseIdentifiers,
            [
                String(reflecting: TableViewCell.self), "first", "second", String(reflecting: TableViewCell.self),
                "third",
                String(reflecting: OtherCell.self), String(reflecting: TableViewCell.self),
            ])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 4, section: 1)) is OtherCell)
    }

    /// A row named by its cell class and the same row given that name are the same cell: an
    /// update between them changes nothing, and the cell is not configured again.
    @MainActor
    func testARowGivenItsClassNameIsNotChanged() async {
        func row(named: Bool) -> RowDescription {
            RowDescription(
                id: "a", cell: ItemCell.self, viewModel: Item(title: "a"),
                reuseIdentifier: named ? String(reflecting: ItemCell.self) : nil)
        }
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [SectionDescription(id: "s", rows: [row(named: false)])]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 1)) as? ItemCell
        XCTAssertEqual(cell?.configureCount, 1)
        node.content = DescribedContent(sections: [SectionDescription(id: "s", rows: [row(named: true)])])
        table.layoutIfNeeded()
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 1)) === cell, "not reloaded")
        XCTAssertEqual(cell?.configureCount, 1, "not configured again")
        XCTAssertEqual(unexpectedReports(table), [])
    }

    @MainActor
    func testANewRowAndTheRowsOfAReplacedSectionGetTheirClasses() async {
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [
                SectionDescription(id: "s", header: "Old", rows: [plainRow("a", identifier: "shared")])
            ]))
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        table.diagnostics.mode = .strict { XCTFail($0.message) }

        // The section's header changes, so it leaves and comes back with its row, now another
        // class under another identifier; a new row brings a third identifier.
        node.content = DescribedContent(sections: [
            SectionDescription(id: "s", header: "New", rows: [otherRow("a", identifier: "other"), otherRow("c")])
        ])

        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 1)) is OtherCell)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 1)) is OtherCell)
    }

    @MainActor
    func testRowsInsertedWhileTheListIsNotShownAreRegisteredByTheNextUpdate() async {
        let list = DescribedRowsDelegate(rows: [otherRow("a"), plainRow("b")])
        let (table, root) = makeListTable(list, strict: false)
        // Out of the table for a moment: a row inserted now is not registered with it.
        table.dataSource = nil
        list.insert(otherRow("c", identifier: "third"), at: 2)
        table.dataSource = root
        XCTAssertEqual(unexpectedReports(table), [], "before")

        list.rows = [otherRow("a"), plainRow("b"), otherRow("c", identifier: "third"), otherRow("d")]
        table.layoutIfNeeded()

        XCTAssertEqual(
            (0..<4).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) is OtherCell },
            [true, false, true, true])
        XCTAssertEqual(unexpectedReports(table), [])
        checkInvariants(ofTreeUnder: root)
    }
}
