import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// A subclass's override is what the tree calls; calling `super` keeps the propagation.
final class SubclassOverrideTests: XCTestCase {
    @MainActor
    private final class CountingRoot: CascadingRootTableDelegate {
        var selections: [IndexPath] = []
        var answerWithoutChildren = false

        override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            selections.append(indexPath)
            super.tableView(tableView, didSelectRowAt: indexPath)
        }

        override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            answerWithoutChildren ? 99 : super.tableView(tableView, heightForRowAt: indexPath)
        }
    }

    @MainActor
    func testOverrideWithSuperKeepsPropagation() async {
        let log = CallLog()
        let root = CountingRoot(index: 0, childDelegates: [SpyNode("s0", log: log)])
        let table = TableView()
        root.prepare(tableView: table)
        let path = IndexPath(row: 3, section: 0)
        (table.delegate as? CascadingRootTableDelegate)?.tableView(table, didSelectRowAt: path)
        XCTAssertEqual(root.selections, [path])
        XCTAssertEqual(log.entries, ["s0.prepare()", "s0.didSelectRowAt([0, 3])"])
    }

    @MainActor
    func testOverrideWithoutSuperReplacesPropagation() async {
        let log = CallLog()
        let root = CountingRoot(index: 0, childDelegates: [SpyNode("s0", log: log)])
        root.answerWithoutChildren = true
        let table = TableView()
        root.prepare(tableView: table)
        log.removeAll()
        let delegate: any TableViewDelegate = root
        XCTAssertEqual(delegate.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)), 99)
        XCTAssertEqual(log.entries, [])
    }

    @MainActor
    func testOverridesOfBareSubclassesAreCalledThroughTheProtocol() async {
        final class Row: CascadingBareTableDelegate {
            override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { nil }
        }
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [Row(index: 0, childDelegates: [])])
        let node: any CascadingTableDelegate = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let path = IndexPath(row: 0, section: 0)
        XCTAssertTrue(node.tableView(TableView(), canEditRowAt: path))
        XCTAssertNil(node.tableView(TableView(), willSelectRowAt: path))
    }

    @MainActor
    func testSectionSubclassOverrideOfSectionScopedMethodIsCalled() async {
        final class Titled: CascadingSectionTableDelegate {
            override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
                "Section \(section)"
            }
        }
        let root = CascadingRootTableDelegate(
            index: 0,
            childDelegates: [
                CascadingBareTableDelegate(index: 0, childDelegates: []),
                Titled(index: 0, childDelegates: []),
            ])
        XCTAssertEqual(root.tableView(TableView(), titleForHeaderInSection: 1), "Section 1")
        XCTAssertNil(root.tableView(TableView(), titleForHeaderInSection: 0))
    }
}
