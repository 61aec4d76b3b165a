import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import XCTest

/// An update indexes its new rows by identifier: by an array when the identifiers are `Int`s
/// close together, by a hash table otherwise. Both must match old rows to new ones and find
/// duplicates the same way, whatever the identifiers are: close, spread out, negative, at the
/// ends of `Int`'s range, or mixed with other types.
final class DescribedIntIdentifierTests: XCTestCase {
    /// Eight identifiers of each kind the index tells apart: the first two go to the array index,
    /// the others to the dictionary.
    private let identifierSets: [(name: String, ids: [DescribedID])] = [
        ("close together", (0..<8).map { DescribedID($0) }),
        ("negative", (-4..<4).map { DescribedID($0) }),
        ("spread out", (0..<8).map { DescribedID($0 * 1_000_003) }),
        (
            "at the ends of Int",
            [Int.min, Int.min + 1, -1, 0, 1, Int.max - 2, Int.max - 1, Int.max].map { DescribedID($0) }
        ),
        (
            "mixed with strings",
            [
                DescribedID(0), DescribedID("1"), DescribedID(2), DescribedID("3"), DescribedID(4),
                DescribedID(5), DescribedID("6"), DescribedID(7),
            ]
        ),
    ]

    /// The identifiers of the rows whose cells were displayed, in order.
    @MainActor private final class DisplayLog {
        var ids: [DescribedID] = []
    }

    /// A row of an `ItemCell` whose title is `id`'s description, noting its cell's display in
    /// `log`: a matched row's cell stays on screen, a row new to the table is displayed.
    private func row(_ id: DescribedID, version: Int = 0, log: DisplayLog? = nil) -> RowDescription {
        RowDescription(id: id, cell: ItemCell.self, viewModel: Item(title: id.description, version: version))
            .onWillDisplay { _, context in log?.ids.append(context.id) }
    }

    private func content(_ rows: [RowDescription]) -> DescribedContent {
        DescribedContent(sections: [SectionDescription(id: "s", rows: rows)])
    }

    @MainActor
    func testMatchedRowsKeepTheirCellsWhateverTheIdentifiers() async {
        for (name, ids) in identifierSets {
            let log = DisplayLog()
            let node = DescribedTableDelegate(content: content(ids[0..<7].map { row($0, log: log) }))
            let (table, root) = makeDescribedTable(node, before: 0, after: 0)
            defer { withExtendedLifetime(root) {} }
            let cellsBefore = (0..<7).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) as? ItemCell }
            XCTAssertTrue(cellsBefore.allSatisfy { $0 != nil }, name)
            log.ids = []

            // Row 3 leaves, row 7 comes, rows move, and row 4 gets a new view model.
            let newOrder = [6, 0, 2, 1, 4, 5, 7]
            node.content = content(newOrder.map { row(ids[$0], version: $0 == 4 ? 1 : 0, log: log) })
            table.layoutIfNeeded()

            XCTAssertEqual(table.diagnostics.reports.map(\.message), [], name)
            XCTAssertEqual(log.ids, [ids[7]], "\(name): only the row new to the table is displayed")
            for (position, old) in newOrder.enumerated() {
                let cell = table.cellForRow(at: IndexPath(row: position, section: 0)) as? ItemCell
                XCTAssertEqual(cell?.item?.title, ids[old].description, "\(name): row \(position)")
                if old < 7 {
                    XCTAssertTrue(cell === cellsBefore[old], "\(name): row \(ids[old]) keeps its cell")
                }
            }
            XCTAssertEqual(cellsBefore[4]?.item?.version, 1, "\(name): the changed row is configured in place")
            XCTAssertEqual(cellsBefore[0]?.configureCount, 1, "\(name): an unchanged row is not configured again")
        }
    }

    @MainActor
    func testDuplicatesAreFoundWhateverTheIdentifiers() async {
        for (name, ids) in identifierSets {
            let node = DescribedTableDelegate(content: content([row(ids[0])]))
            let (table, root) = makeDescribedTable(node, before: 0, after: 0)
            defer { withExtendedLifetime(root) {} }

            // The lowest and the highest identifiers among the duplicates: the ends of an array
            // index. A third occurrence still names the first.
            node.content = content([ids[1], ids[0], ids[1], ids[7], ids[7], ids[3], ids[1]].map { row($0) })

            XCTAssertEqual(node.content.sections[0].rows.map(\.id), [ids[1], ids[0], ids[7], ids[3]], name)
            XCTAssertEqual(
                table.diagnostics.reports.map(\.message),
                [
                    "Duplicate row identifier \(ids[1]) at row 2 of section 0, first at row 0 of section 0; the "
                        + "later one was dropped.",
                    "Duplicate row identifier \(ids[7]) at row 4 of section 0, first at row 3 of section 0; the "
                        + "later one was dropped.",
                    "Duplicate row identifier \(ids[1]) at row 6 of section 0, first at row 0 of section 0; the "
                        + "later one was dropped.",
                ], name)
        }
    }

    @MainActor
    func testOldRowsOutsideTheNewIdentifiersRangeAreDeleted() async {
        // Old identifiers below, inside and above the new ones; new ones close together (an
        // array index), at the low end of `Int` with an old one at the high end, and spread out.
        let cases: [(old: [Int], new: [Int], matched: [Int])] = [
            (Array(100..<106), [101, 102, 103, 107], [101, 102, 103]),
            ([Int.max, Int.min + 1, 0], [Int.min, Int.min + 1, Int.min + 2, Int.min + 3], [Int.min + 1]),
            (Array(100..<104), [-3, 0, 2, 103], [103]),
        ]
        for (oldIDs, newIDs, matched) in cases {
            let log = DisplayLog()
            let node = DescribedTableDelegate(content: content(oldIDs.map { row(DescribedID($0), log: log) }))
            let (table, root) = makeDescribedTable(node, before: 0, after: 0)
            defer { withExtendedLifetime(root) {} }
            var cellsBefore: [Int: TableViewCell] = [:]
            for (position, id) in oldIDs.enumerated() {
                cellsBefore[id] = table.cellForRow(at: IndexPath(row: position, section: 0))
            }
            log.ids = []

            node.content = content(newIDs.map { row(DescribedID($0), log: log) })
            table.layoutIfNeeded()

            XCTAssertEqual(table.diagnostics.reports.map(\.message), [], "\(newIDs)")
            let cellsAfter = (0..<newIDs.count).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
            XCTAssertEqual(cellsAfter.map { ($0 as? ItemCell)?.item?.title }, newIDs.map(String.init), "\(newIDs)")
            for (position, id) in newIDs.enumerated() where matched.contains(id) {
                XCTAssertTrue(cellsAfter[position] === cellsBefore[id], "\(id) is matched and keeps its cell")
            }
            XCTAssertEqual(
                log.ids, newIDs.filter { !matched.contains($0) }.map { DescribedID($0) },
                "\(newIDs): the rows new to the table are displayed")
        }
    }

    @MainActor
    func testRowsAcrossSectionsAreMatchedAndCheckedAsOne() async {
        // Close `Int` identifiers in two sections: an array index over all rows.
        let log = DisplayLog()
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [
                SectionDescription(id: "a", rows: (0..<4).map { row(DescribedID($0), log: log) }),
                SectionDescription(id: "b", rows: (4..<8).map { row(DescribedID($0), log: log) }),
            ]))
        let (table, root) = makeDescribedTable(node, before: 0, after: 0)
        defer { withExtendedLifetime(root) {} }
        let movedCell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        log.ids = []

        // Row 1 moves to the second section, 8 is new; 5 repeats in the first section, 6 in the
        // second.
        node.content = DescribedContent(sections: [
            SectionDescription(id: "a", rows: [0, 2, 3, 5].map { row(DescribedID($0), log: log) }),
            SectionDescription(id: "b", rows: [4, 1, 5, 6, 8, 6, 7].map { row(DescribedID($0), log: log) }),
        ])
        table.layoutIfNeeded()

        XCTAssertEqual(
            node.content.sections.map { $0.rows.map(\.id) },
            [[0, 2, 3, 5], [4, 1, 6, 8, 7]].map { $0.map { DescribedID($0) } })
        XCTAssertEqual(
            table.diagnostics.reports.map(\.message),
            [
                "Duplicate row identifier 5 at row 2 of section 1, first at row 3 of section 0; the later one was "
                    + "dropped.",
                "Duplicate row identifier 6 at row 5 of section 1, first at row 3 of section 1; the later one was "
                    + "dropped.",
            ])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 1)) === movedCell, "row 1 moved with its cell")
        XCTAssertEqual(log.ids, [DescribedID(8)], "only the new row is displayed")
    }

    @MainActor
    func testARowDroppedForItsRangeNodeLeavesItsIdentifierFree() async {
        for ids in [(0..<4).map { DescribedID($0) }, ["a", "b", "c", "d"].map { DescribedID($0) }] {
            let node = DescribedTableDelegate(content: content([row(ids[0])]))
            let (table, root) = makeDescribedTable(node, before: 0, after: 0)
            defer { withExtendedLifetime(root) {} }

            node.content = content([
                row(ids[1]), RowDescription(id: ids[2], node: ListNode(["x", "y"])), row(ids[3]), row(ids[2]),
            ])

            XCTAssertEqual(node.content.sections[0].rows.map(\.id), [ids[1], ids[3], ids[2]], "\(ids)")
            XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.rangeNodeAsRow(ids[2].description)], "\(ids)")
        }
    }

    @MainActor
    func testRowsInsertedIntoAListAreCheckedForRepeatsWhateverTheIdentifiers() async {
        for (name, ids) in identifierSets {
            let list = DescribedRowsDelegate()
            let (table, root) = makeListTable(list, strict: false)
            defer { withExtendedLifetime(root) {} }

            // A repeat among the rows given, at the ends of their identifiers' range, then a row
            // shown already: both refused whole.
            list.insert(contentsOf: [ids[0], ids[3], ids[7], ids[0]].map { row($0) }, at: 0)
            list.insert(contentsOf: [ids[1], ids[2]].map { row($0) }, at: 0)
            list.insert(contentsOf: [ids[4], ids[2]].map { row($0) }, at: 0)
            list.insert(contentsOf: [ids[7], ids[5], ids[7]].map { row($0) }, at: 0)

            XCTAssertEqual(list.rows.map(\.id), [ids[1], ids[2]], name)
            XCTAssertEqual(
                table.diagnostics.reports.map(\.kind),
                [ids[0], ids[2], ids[7]].map { .duplicateIdentifier($0.description) }, name)
        }
    }
}
