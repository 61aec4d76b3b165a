import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// The original library's specs of the root node (CascadingRootTableDelegateSpec): its mode, what
/// `prepare(tableView:)` does, its children's indexes and its reload on a change of children.
final class OriginalSpecsRootTests: XCTestCase {
    /// A root over a child with the required methods only and a spy, asked for `.row` mode.
    @MainActor
    private func makeRoot() -> (CascadingRootTableDelegate, RequiredOnlyNode, SpyNode, CallLog) {
        let log = CallLog()
        let bare = RequiredOnlyNode("bare", log: log)
        let complete = SpyNode("complete", log: log)
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [bare, complete], propagationMode: .row)
        return (root, bare, complete, log)
    }

    @MainActor
    func testRootIsInSectionModeEvenWhenItsInitializerAsksForRowMode() async {
        let (root, _, _, _) = makeRoot()
        XCTAssertEqual(root.propagationMode, .section)
    }

    @MainActor
    func testRootStaysInSectionModeWhenRowModeIsAssigned() async {
        let (root, _, _, _) = makeRoot()
        root.propagationMode = .row
        XCTAssertEqual(root.propagationMode, .section)
    }

    @MainActor
    func testRootPrepareMakesRootTheTablesDelegateAndDataSource() async {
        let (root, _, _, _) = makeRoot()
        let table = TableView()
        XCTAssertNil(table.delegate)
        XCTAssertNil(table.dataSource)
        withExtendedLifetime(root) {
            root.prepare(tableView: table)
            XCTAssertTrue(table.delegate === root)
            XCTAssertTrue(table.dataSource === root)
        }
    }

    @MainActor
    func testRootPreparePreparesEveryChildWithTheTable() async {
        let (root, bare, complete, _) = makeRoot()
        let table = TableView()
        withExtendedLifetime(root) {
            root.prepare(tableView: table)
            XCTAssertEqual(bare.preparedTables.count, 1)
            XCTAssertTrue(bare.preparedTables.first === table)
            XCTAssertEqual(complete.preparedTableViews, [ObjectIdentifier(table)])
        }
    }

    @MainActor
    func testRootGivesAnAppendedChildTheIndexOfItsPosition() async {
        let (root, _, _, log) = makeRoot()
        let added = RequiredOnlyNode("added", log: log)
        added.index = 0
        root.childDelegates.append(added)
        XCTAssertEqual(root.childDelegates.last?.index, root.childDelegates.count - 1)
        XCTAssertEqual(added.index, 2)
    }

    @MainActor
    func testRootDoesNotReloadItsTableOnAChangeOfChildrenWhenReloadIsOff() async {
        let (root, _, _, _) = makeRoot()
        let table = RecordingTableView()
        withExtendedLifetime(root) {
            root.prepare(tableView: table)
            (root as any RootReloadFlag).reloadOnChildDelegatesChanged = false
            root.childDelegates = []
            XCTAssertEqual(table.reloads, [])
        }
    }

    @MainActor
    func testRootReloadsItsTableOnAChangeOfChildrenWhenReloadIsOn() async {
        let (root, _, _, _) = makeRoot()
        let table = RecordingTableView()
        withExtendedLifetime(root) {
            root.prepare(tableView: table)
            (root as any RootReloadFlag).reloadOnChildDelegatesChanged = true
            root.childDelegates = []
            XCTAssertEqual(table.reloads, ["reloadData"])
        }
    }
}
