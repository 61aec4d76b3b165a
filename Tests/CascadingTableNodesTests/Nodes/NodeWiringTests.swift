import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// Children are validated, nodes are prepared and wired to the table, modes are fixed.
final class NodeWiringTests: XCTestCase {
    @MainActor
    func testInitValidatesChildrenIndexesAndParents() async {
        let children = (0..<3).map { _ in CascadingBareTableDelegate(index: 42, childDelegates: []) }
        let node = PropagatingTableDelegate(index: 5, childDelegates: children)
        XCTAssertEqual(children.map(\.index), [0, 1, 2])
        XCTAssertTrue(children.allSatisfy { $0.parentDelegate === node })
        XCTAssertEqual(node.index, 5)
        XCTAssertEqual(node.propagationMode, .section)
    }

    @MainActor
    func testSettingChildrenRevalidates() async {
        let node = PropagatingTableDelegate(index: 0, childDelegates: [])
        let first = CascadingBareTableDelegate(index: 9, childDelegates: [])
        let second = CascadingBareTableDelegate(index: 9, childDelegates: [])
        node.childDelegates = [first, second]
        XCTAssertEqual([first.index, second.index], [0, 1])
        node.childDelegates.swapAt(0, 1)
        XCTAssertEqual([first.index, second.index], [1, 0])
        node.childDelegates.remove(at: 0)
        XCTAssertEqual(first.index, 0)
        XCTAssertTrue(first.parentDelegate === node)
        XCTAssertNil(second.parentDelegate, "a removed child no longer names its old parent")
        let other = PropagatingTableDelegate(index: 0, childDelegates: [first])
        node.childDelegates = []
        XCTAssertTrue(first.parentDelegate === other, "a child adopted elsewhere keeps its new parent")
    }

    @MainActor
    func testConvenienceInitSetsTheMode() async {
        let node = PropagatingTableDelegate(index: 1, childDelegates: [], propagationMode: .row)
        XCTAssertEqual(node.propagationMode, .row)
        node.propagationMode = .section
        XCTAssertEqual(node.propagationMode, .section)
    }

    @MainActor
    func testRootIsAlwaysInSectionMode() async {
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [], propagationMode: .row)
        XCTAssertEqual(root.propagationMode, .section)
        XCTAssertEqual(root.pendingDiagnostics.count, 1, "the initializer's mode is reported")
        root.propagationMode = .row
        XCTAssertEqual(root.propagationMode, .section)
        root.propagationMode = .section
        XCTAssertEqual(
            root.pendingDiagnostics.map(\.kind),
            Array(repeating: .ineffectiveCall("CascadingRootTableDelegate"), count: 2),
            "the initializer's .row and the assigned one are reported, the assigned .section is not")
        XCTAssertEqual(
            root.pendingDiagnostics.first?.message,
            "A CascadingRootTableDelegate ignored setting propagationMode to .row: a root routes by section: "
                + "its children are the sections; nothing changed.")

        let table = TableView()
        table.diagnostics.mode = .silent
        root.prepare(tableView: table)
        XCTAssertEqual(table.diagnostics.reports.count, 2, "delivered when the root gets its table")
        XCTAssertEqual(root.pendingDiagnostics, [])
        root.propagationMode = .row
        XCTAssertEqual(table.diagnostics.reports.count, 3, "reported at once once it has one")
        XCTAssertEqual(root.pendingDiagnostics, [])
    }

    @MainActor
    func testSectionIsAlwaysInRowMode() async {
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [], propagationMode: .section)
        XCTAssertEqual(section.propagationMode, .row)
        section.propagationMode = .section
        XCTAssertEqual(section.propagationMode, .row)
        section.propagationMode = .row
        XCTAssertEqual(
            section.pendingDiagnostics.map(\.kind),
            Array(repeating: .ineffectiveCall("CascadingSectionTableDelegate"), count: 2))
        XCTAssertEqual(
            section.pendingDiagnostics.last?.message,
            "A CascadingSectionTableDelegate ignored setting propagationMode to .section: a section node routes by "
                + "row: its children are its rows; nothing changed.")
    }

    @MainActor
    func testRootPrepareWiresChildrenThenBecomesTheTablesDataSourceAndDelegate() async {
        let log = CallLog()
        let spies = [SpyNode("c0", log: log), SpyNode("c1", log: log)]
        let root = CascadingRootTableDelegate(index: 0, childDelegates: spies)
        let table = TableView()
        XCTAssertNil(root.currentTableView)
        root.prepare(tableView: table)
        XCTAssertEqual(log.entries, ["c0.prepare()", "c1.prepare()"])
        XCTAssertTrue(table.dataSource === root)
        XCTAssertTrue(table.delegate === root)
        XCTAssertTrue(table.prefetchDataSource === root)
        XCTAssertTrue(root.currentTableView === table)
        XCTAssertTrue(spies.allSatisfy { $0.lastTableView === table })
    }

    @MainActor
    func testSectionPrepareWiresChildrenWithoutServingTheTable() async {
        let log = CallLog()
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("r0", log: log)])
        let table = TableView()
        section.prepare(tableView: table)
        XCTAssertEqual(log.entries, ["r0.prepare()"])
        XCTAssertNil(table.dataSource)
        XCTAssertNil(table.delegate)
        XCTAssertTrue(section.currentTableView === table)
    }

    @MainActor
    func testPropagatingAndBarePrepareTheirChildren() async {
        let log = CallLog()
        let bare = CascadingBareTableDelegate(index: 0, childDelegates: [SpyNode("b0", log: log)])
        let node = PropagatingTableDelegate(index: 0, childDelegates: [SpyNode("p0", log: log), bare])
        node.prepare(tableView: TableView())
        XCTAssertEqual(log.entries, ["p0.prepare()", "b0.prepare()"])
    }

    @MainActor
    func testTreeServesATableEndToEnd() async {
        let log = CallLog()
        let rows = [SpyNode("r0", log: log), SpyNode("r1", log: log)]
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        let other = SpyNode("s1", log: log).rows(5)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section, other])
        let table = TableView()
        root.prepare(tableView: table)
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 5)
    }

    @MainActor
    func testProtocolInitWithTableWiresChildrenAndServesTheTable() async {
        let log = CallLog()
        let spies = [SpyNode("c0", log: log), SpyNode("c1", log: log)]
        let table = TableView()
        let node = CascadingBareTableDelegate(index: 3, childDelegates: spies, tableView: table)
        XCTAssertEqual(node.index, 3)
        XCTAssertEqual(spies.map(\.index), [0, 1])
        XCTAssertTrue(spies.allSatisfy { $0.parentDelegate === node })
        XCTAssertEqual(log.entries, ["c0.prepare()", "c1.prepare()"])
        XCTAssertTrue(table.dataSource === node)
        XCTAssertTrue(table.delegate === node)
        XCTAssertTrue(table.prefetchDataSource === node)
    }

    /// A type adopting the protocol itself, whose `prepare` leaves its children alone (the
    /// protocol allows that), as the original library's own specs write one.
    @MainActor
    private final class DirectAdopter: CascadingTableDelegate {
        var index: Int
        var childDelegates: [any CascadingTableDelegate]
        weak var parentDelegate: (any CascadingTableDelegate)?
        var preparedTables: [ObjectIdentifier] = []

        init(index: Int, childDelegates: [any CascadingTableDelegate]) {
            self.index = index
            self.childDelegates = childDelegates
        }

        func prepare(tableView: TableView) {
            preparedTables.append(ObjectIdentifier(tableView))
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            TableViewCell()
        }
    }

    @MainActor
    func testProtocolInitPreparesEachChildOfADirectAdopterOnce() async {
        let log = CallLog()
        let spies = [SpyNode("c0", log: log), SpyNode("c1", log: log)]
        let table = TableView()
        let node = DirectAdopter(index: 0, childDelegates: spies, tableView: table)
        XCTAssertEqual(log.entries, ["c0.prepare()", "c1.prepare()"], "each child once, with the table")
        XCTAssertEqual(spies.map(\.preparedTableViews), [[ObjectIdentifier(table)], [ObjectIdentifier(table)]])
        XCTAssertEqual(node.preparedTables, [], "the adopter's own prepare is not called, as in the original")
        XCTAssertTrue(table.dataSource === node)
        XCTAssertTrue(table.delegate === node)
        XCTAssertTrue(spies.allSatisfy { $0.parentDelegate === node })
    }

    @MainActor
    func testProtocolInitPreparesEachChildOfANodeClassOnce() async {
        let log = CallLog()
        let grandchild = SpyNode("g0", log: log)
        let spies = [SpyNode("c0", log: log, children: [grandchild]), SpyNode("c1", log: log)]
        let table = TableView()
        let root = CascadingRootTableDelegate(index: 0, childDelegates: spies, tableView: table)
        XCTAssertEqual(log.entries, ["c0.prepare()", "g0.prepare()", "c1.prepare()"])
        XCTAssertTrue(root.currentTableView === table, "prepared through its own prepare(tableView:)")
        XCTAssertTrue(table.dataSource === root)
    }

    @MainActor
    func testProtocolInitWithoutTableOnlyWiresChildren() async {
        let log = CallLog()
        let spy = SpyNode("c0", log: log)
        let node = CascadingBareTableDelegate(childDelegates: [spy], tableView: nil)
        XCTAssertEqual(node.index, 0, "index defaults to 0")
        XCTAssertTrue(spy.parentDelegate === node)
        XCTAssertEqual(log.entries, [], "no table: nothing is prepared")
    }

    @MainActor
    func testValidateChildDelegatesOnABareNode() async {
        let children = [
            CascadingBareTableDelegate(index: 7, childDelegates: []),
            CascadingBareTableDelegate(index: 7, childDelegates: []),
        ]
        let bare = CascadingBareTableDelegate(index: 0, childDelegates: children)
        XCTAssertEqual(children.map(\.index), [7, 7], "the bare node stores its children as given")
        XCTAssertNil(children[0].parentDelegate)
        bare.validateChildDelegates()
        XCTAssertEqual(children.map(\.index), [0, 1])
        XCTAssertTrue(children[1].parentDelegate === bare)
    }
}

/// A root made by the protocol's `init(index:childDelegates:tableView:)`, as the original
/// library's Example builds it, is attached exactly as one wired with `prepare(tableView:)`.
final class ProtocolInitializerAttachmentTests: XCTestCase {
    @MainActor
    func testARootMadeWithATableIsAttachedAsPrepareLeavesIt() async {
        let log = CallLog()
        let table = RecordingTableView()
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [SpyNode("a", log: log)])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section], tableView: table)
        XCTAssertTrue(root.currentTableView === table)
        XCTAssertTrue(section.currentTableView === table)
        XCTAssertTrue(section.attachedTableView === table)
        XCTAssertEqual(section.sectionInTable, 0)
        XCTAssertTrue(table.dataSource === root && table.delegate === root && table.prefetchDataSource === root)
        table.layoutIfNeeded()
        XCTAssertTrue(section.reloadInTable(with: .fade), "a located node can reload itself")

        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        section.childDelegates.append(SpyNode("b", log: log))
        XCTAssertEqual(table.reloads, ["reloadSections([0], fade)"], "animated: a batch update, not another reload")
        XCTAssertEqual(table.visibleCells.count, 2)
        XCTAssertEqual(table.diagnostics.reports, [])

        root.reloadModeOnChildDelegatesChanged = .whole
        root.childDelegates = [section, CascadingSectionTableDelegate(index: 0, childDelegates: [])]
        XCTAssertEqual(table.reloads.last, "reloadData", "the root's reload setting takes effect")
    }

    @MainActor
    func testAnyPropagatingNodeMadeWithATableServesAndLocatesIt() async {
        let table = TableView()
        let row = CascadingBareTableDelegate(index: 0, childDelegates: [])
        let section = PropagatingTableDelegate(index: 0, childDelegates: [row], propagationMode: .row)
        let top = PropagatingTableDelegate(index: 0, childDelegates: [section], tableView: table)
        XCTAssertTrue(top.attachedTableView === table)
        XCTAssertEqual(row.indexPathInTable, IndexPath(row: 0, section: 0))
    }
}
