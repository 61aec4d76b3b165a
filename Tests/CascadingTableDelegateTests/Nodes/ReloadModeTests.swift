import CascadingTableDelegate
import XCTest

/// What root and section nodes do to their table when their children change.
final class ReloadModeTests: XCTestCase {
    @MainActor
    func testRootDoesNotReloadByDefault() async {
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
        let table = RecordingTableView()
        root.prepare(tableView: table)
        XCTAssertFalse(root.reloadOnChildDelegatesChanged)
        root.childDelegates = [CascadingBareTableDelegate(index: 0, childDelegates: [])]
        XCTAssertEqual(table.reloads, [])
    }

    @MainActor
    func testRootReloadsDataOnChildChangesWhenAsked() async {
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
        let table = RecordingTableView()
        root.prepare(tableView: table)
        root.reloadOnChildDelegatesChanged = true
        root.childDelegates = [SpyNode("s0", log: CallLog()).rows(3)]
        XCTAssertEqual(table.reloads, ["reloadData"])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3, "the reload asked the new counts")
    }

    @MainActor
    func testRootWithoutTableIgnoresChildChanges() async {
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
        root.reloadOnChildDelegatesChanged = true
        root.childDelegates = [CascadingBareTableDelegate(index: 0, childDelegates: [])]
        XCTAssertNil(root.currentTableView)
    }

    @MainActor
    func testSectionReloadModes() async {
        let cases: [(CascadingSectionTableDelegate.ReloadMode, [String])] = [
            (.none, []),
            (.whole, ["reloadData"]),
            (.section(animation: .fade), ["reloadSections([1], fade)"]),
        ]
        for (mode, expected) in cases {
            let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
            let root = CascadingRootTableDelegate(
                index: 0, childDelegates: [CascadingBareTableDelegate(index: 0, childDelegates: []), section])
            let table = RecordingTableView()
            root.prepare(tableView: table)
            XCTAssertEqual(section.reloadModeOnChildDelegatesChanged, .none, "the default")
            section.reloadModeOnChildDelegatesChanged = mode
            section.childDelegates = [CascadingBareTableDelegate(index: 0, childDelegates: [])]
            XCTAssertEqual(table.reloads, expected, "\(mode)")
            XCTAssertEqual(table.numberOfRows(inSection: 1), 1)
        }
    }
}
