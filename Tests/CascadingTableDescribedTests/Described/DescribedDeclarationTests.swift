import CascadingTableDescribed
import CascadingTableView
import XCTest

/// Content is declared as a value with typed rows, written with `if`, `for` and `switch`, and each
/// row's closures get the calls users need most.
final class DescribedDeclarationTests: XCTestCase {
    private enum Layout { case compact, full }

    private static func content(names: [String], showFooter: Bool, layout: Layout, extra: String?) -> DescribedContent {
        DescribedContent {
            SectionDescription(id: "names", header: "\(names.count) names", footer: showFooter ? "That's all" : nil) {
                for name in names {
                    itemRow(name)
                }
                if let extra {
                    itemRow(extra)
                }
                switch layout {
                case .compact: [RowDescription]()
                case .full: itemRow("details")
                }
            }
            if showFooter {
                SectionDescription(id: "footer", rows: [])
            } else {
                [SectionDescription]()
            }
        }
    }

    func testTheBuilderWritesContentWithIfForAndSwitch() {
        let content = Self.content(names: ["a", "b"], showFooter: true, layout: .full, extra: "c")
        XCTAssertEqual(content.sections.map(\.id), [DescribedID("names"), DescribedID("footer")])
        XCTAssertEqual(content.sections[0].rows.map(\.id), ["a", "b", "c", "details"].map(DescribedID.init))
        XCTAssertEqual(content.sections[0].footer?.title, "That's all")
        XCTAssertEqual(content.sections[0].header?.title, "2 names")
        XCTAssertEqual(content.rowCount, 4)

        let other = Self.content(names: [], showFooter: false, layout: .compact, extra: nil)
        XCTAssertEqual(other.sections.map(\.id), [DescribedID("names")])
        XCTAssertEqual(other.rowCount, 0)
        XCTAssertNil(other.sections[0].footer)
    }

    func testOptionalSectionsAndAvailabilityBranchesBuild() {
        let build = { (extra: Bool) in
            DescribedContent {
                if extra {
                    SectionDescription(id: "extra", rows: [])
                }
                SectionDescription(id: "main", rows: RowsBuilder.buildLimitedAvailability([itemRow("a")]))
            }
        }
        XCTAssertEqual(build(true).sections.count, 2)
        XCTAssertEqual(build(false).sections.count, 1)
        // What `if #available` branches go through.
        XCTAssertEqual(SectionsBuilder.buildLimitedAvailability(build(true).sections).count, 2)
    }

    func testSectionsCanComeFromALoop() {
        let content = DescribedContent {
            for group in ["a", "b", "c"] {
                SectionDescription(id: group, header: "Group \(group)", rows: [])
            }
        }
        XCTAssertEqual(content.sections.map(\.header?.title), ["Group a", "Group b", "Group c"])
    }

    func testHeadersAndFootersCompareByTitleHeightsRevisionAndViewPresence() {
        let base = HeaderFooterDescription(title: "A", height: 20, estimatedHeight: 18, viewRevision: DescribedID(1))
        XCTAssertEqual(
            base, HeaderFooterDescription(title: "A", height: 20, estimatedHeight: 18, viewRevision: DescribedID(1)))
        XCTAssertNotEqual(
            base, HeaderFooterDescription(title: "A", height: 21, estimatedHeight: 18, viewRevision: DescribedID(1)))
        XCTAssertNotEqual(
            base, HeaderFooterDescription(title: "A", height: 20, estimatedHeight: 17, viewRevision: DescribedID(1)))
        XCTAssertNotEqual(
            base, HeaderFooterDescription(title: "A", height: 20, estimatedHeight: 18, viewRevision: DescribedID(2)))
        var withView = base
        withView.view = { _ in nil }
        XCTAssertNotEqual(base, withView)
        XCTAssertEqual(HeaderFooterDescription(title: "B"), "B")
    }

    func testContentIsASendableValueWithTypedViewModels() async {
        let content = itemContent([("s", ["a"])])
        // Crossing into a task off the main actor compiles only because the content is Sendable.
        let rows = await Task.detached { content.sections[0].rows }.value
        XCTAssertEqual(rows[0].viewModel(as: Item.self), Item(title: "a"))
        XCTAssertNil(rows[0].viewModel(as: String.self), "the view model keeps its type")
        XCTAssertEqual(rows[0].reuseIdentifier, String(reflecting: ItemCell.self))
    }

    func testIdentifiersCompareByTypeAndValue() {
        XCTAssertEqual(DescribedID("a"), DescribedID(DescribedID("a")))
        XCTAssertNotEqual(DescribedID(1), DescribedID("1"))
        XCTAssertNotEqual(DescribedID(1), DescribedID(Int8(1)))
        XCTAssertEqual(Set([DescribedID(1), DescribedID(1), DescribedID(2)]).count, 2)
        XCTAssertEqual(DescribedID(42).description, "42")
    }

    @MainActor
    func testHeadersFootersHeightsAndCellsComeFromTheDescription() async {
        let node = DescribedTableDelegate {
            SectionDescription(
                id: 0, header: HeaderFooterDescription(title: "Top", height: 30, estimatedHeight: 25),
                footer: HeaderFooterDescription(
                    height: 20, viewRevision: DescribedID(1),
                    view: { table in
                        let view = TableViewHeaderFooterView()
                        view.text = "custom"
                        return view
                    })
            ) {
                RowDescription(id: "plain", viewModel: 7, cell: TableViewCell.self, reuseIdentifier: "number") {
                    cell, number in cell.text = "#\(number)"
                }
                .height(60).estimatedHeight(50)
                itemRow("auto")
            }
        }
        let (table, root) = makeDescribedTable(node)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(table.rectForHeader(inSection: 1).height, 30)
        XCTAssertEqual(table.headerView(forSection: 1)?.text, "Top")
        XCTAssertEqual(table.rectForFooter(inSection: 1).height, 20)
        XCTAssertEqual(table.footerView(forSection: 1)?.text, "custom")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).height, 60)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 1)).height, 44, "automatic: the table's")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.text, "#7")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.reuseIdentifier, "number")
        XCTAssertEqual(node.row(withID: "plain")?.viewModel(as: Int.self), 7)
        XCTAssertNil(node.row(withID: "missing"))
    }

    @MainActor
    func testRowClosuresGetTheirCallsWithTheRowsContext() async {
        final class Log {
            var entries: [String] = []
        }
        let log = Log()
        let record: @MainActor @Sendable (String, DescribedRowContext) -> Void = { event, context in
            log.entries.append(
                "\(event) \(context.id) local \(context.localIndexPath) table \(context.tableIndexPath.map { "\($0)" } ?? "-")"
            )
        }
        let rows = (0..<20).map { index in
            itemRow("r\(index)")
                .onSelect { record("select", $0) }
                .onDeselect { record("deselect", $0) }
                .onWillDisplay { _, context in if context.id == DescribedID("r19") { record("show", context) } }
                .onDidEndDisplaying { _, context in if context.id == DescribedID("r0") { record("hide", context) } }
        }
        let node = DescribedTableDelegate(
            content: DescribedContent(sections: [SectionDescription(id: "s", rows: rows)]))
        let (table, root) = makeDescribedTable(node, height: 300)
        defer { withExtendedLifetime(root) {} }
        table.allowsMultipleSelection = true

        _ = table.tapRow(at: IndexPath(row: 2, section: 1))
        _ = table.tapRow(at: IndexPath(row: 2, section: 1))
        node.scrollToRow(withID: "r19", at: .bottom)

        XCTAssertEqual(
            log.entries,
            [
                "select r2 local [0, 2] table [1, 2]", "deselect r2 local [0, 2] table [1, 2]",
                "hide r0 local [0, 0] table [1, 0]", "show r19 local [0, 19] table [1, 19]",
            ])
    }
}
