import CascadingTableNodes
import CascadingTableView
import XCTest

/// No retain cycles: a tree and its table are freed when their owners let go.
final class NodeLifetimeTests: XCTestCase {
    @MainActor
    func testTreeAndTableAreFreedWhenOwnersLetGo() async {
        weak var weakRoot: CascadingRootTableDelegate?
        weak var weakSection: CascadingSectionTableDelegate?
        weak var weakRow: CascadingBareTableDelegate?
        weak var weakTable: TableView?
        do {
            let row = CascadingBareTableDelegate(index: 0, childDelegates: [])
            let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row])
            let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
            let table = TableView()
            root.prepare(tableView: table)
            root.reloadModeOnChildDelegatesChanged = .whole
            section.reloadModeOnChildDelegatesChanged = .whole
            _ = table.numberOfRows(inSection: 0)
            weakRoot = root
            weakSection = section
            weakRow = row
            weakTable = table
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakSection)
        XCTAssertNil(weakRow)
        XCTAssertNil(weakTable)
    }

    @MainActor
    func testParentTableAndDataSourceReferencesAreWeak() async {
        let table = TableView()
        let child = CascadingBareTableDelegate(index: 0, childDelegates: [])
        do {
            let root = CascadingRootTableDelegate(index: 0, childDelegates: [child])
            root.prepare(tableView: table)
            XCTAssertNotNil(child.parentDelegate)
        }
        XCTAssertNil(child.parentDelegate, "a child does not keep its parent alive")
        XCTAssertNil(table.dataSource, "a table does not keep its data source alive")
        XCTAssertNil(table.delegate)
        XCTAssertNil(table.prefetchDataSource)

        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
        do {
            let other = TableView()
            section.prepare(tableView: other)
            XCTAssertNotNil(section.currentTableView)
        }
        XCTAssertNil(section.currentTableView, "a node does not keep its table alive")
    }

    /// Routing does not retain the child it calls: a child that takes itself out of the tree
    /// during the call must still not be freed before the call returns (nor leak after it).
    ///
    /// Only optimized builds (`swift test -c release`) can fail these two tests: unoptimized code
    /// retains the child around the call whatever routing does. RoutedCallRetirementTests removes
    /// a sibling of the called child instead, which nothing else keeps alive: a routing node that
    /// loses count of its calls in progress fails those in a debug build too.
    @MainActor
    func testChildRemovingItselfDuringARoutedCallLivesUntilTheCallReturns() async {
        let log = LifetimeLog()
        let section = CascadingSectionTableDelegate(
            index: 0, childDelegates: [SelfRemovingRow(log: log, removes: .itself)])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)

        root.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))

        XCTAssertEqual(log.events, ["removed", "alive after removal", "deinit"])
        XCTAssertTrue(section.childDelegates.isEmpty)
    }

    /// The same two levels up: the row takes its whole section out of the root.
    @MainActor
    func testChildRemovingItsParentDuringARoutedCallLivesUntilTheCallReturns() async {
        let log = LifetimeLog()
        let root = CascadingRootTableDelegate(
            index: 0,
            childDelegates: [
                CascadingSectionTableDelegate(index: 0, childDelegates: [SelfRemovingRow(log: log, removes: .section)])
            ])
        let table = TableView()
        root.prepare(tableView: table)

        root.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))

        XCTAssertEqual(log.events, ["removed", "alive after removal", "deinit"])
        XCTAssertTrue(root.childDelegates.isEmpty)
    }

    /// A child that is not a node class is routed to as well (retained, as before).
    @MainActor
    func testChildThatIsNotANodeClassIsRoutedTo() async {
        let child = PlainConformer()
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [child])
        let table = TableView()
        root.prepare(tableView: table)

        XCTAssertEqual(root.tableView(table, numberOfRowsInSection: 0), 3)
        XCTAssertEqual(root.tableView(table, heightForRowAt: IndexPath(row: 2, section: 0)), 51)
        XCTAssertTrue(child.parentDelegate === root)
    }
}

/// What happened to the nodes of a lifetime test, in order.
@MainActor
private final class LifetimeLog {
    var events: [String] = []
}

/// A row that, when selected, takes itself (or its section) out of the tree, then checks that
/// it is still alive; its `deinit` is logged.
@MainActor
private final class SelfRemovingRow: CascadingBareTableDelegate {
    enum Removal {
        case itself, section
    }

    private var log: LifetimeLog?
    private var removal = Removal.itself
    private var marker = "alive after removal"

    convenience init(log: LifetimeLog, removes removal: Removal) {
        self.init(index: 0, childDelegates: [])
        self.log = log
        self.removal = removal
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        // No constant holds the parent: then only the tree keeps it, and this row, alive.
        switch removal {
        case .itself:
            (parentDelegate as? PropagatingTableDelegate)?.childDelegates = []
        case .section:
            (parentDelegate?.parentDelegate as? PropagatingTableDelegate)?.childDelegates = []
        }
        log?.events.append("removed")
        // Freed at the removal, this would log its deinit first, then read released memory.
        log?.events.append(marker)
    }

    isolated deinit {
        log?.events.append("deinit")
    }
}

/// A child written from the protocol alone, not a node class.
@MainActor
private final class PlainConformer: CascadingTableDelegate {
    var index = 0
    var childDelegates: [any CascadingTableDelegate] = []
    weak var parentDelegate: (any CascadingTableDelegate)?
    let cell = TableViewCell(reuseIdentifier: "plain")

    init() {}

    init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        self.index = index
        self.childDelegates = childDelegates
    }

    func prepare(tableView: TableView) {}

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { cell }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(49 + indexPath.row)
    }
}
