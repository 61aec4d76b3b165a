import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTableViewTestSupport
import XCTest

/// What root and section nodes do to their table when their children change.
final class ReloadModeTests: XCTestCase {
    @MainActor
    func testRootDoesNotReloadByDefault() async {
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
        let table = RecordingTableView()
        root.prepare(tableView: table)
        XCTAssertFalse((root as any RootReloadFlag).reloadOnChildDelegatesChanged)
        root.childDelegates = [CascadingBareTableDelegate(index: 0, childDelegates: [])]
        XCTAssertEqual(table.reloads, [])
    }

    @MainActor
    func testRootReloadsDataOnChildChangesWhenAsked() async {
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
        let table = RecordingTableView()
        root.prepare(tableView: table)
        (root as any RootReloadFlag).reloadOnChildDelegatesChanged = true
        root.childDelegates = [SpyNode("s0").rows(3)]
        XCTAssertEqual(table.reloads, ["reloadData"])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3, "the reload asked the new counts")
    }

    @MainActor
    func testRootWithoutTableIgnoresChildChanges() async {
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
        (root as any RootReloadFlag).reloadOnChildDelegatesChanged = true
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

    /// The original's specs prepare a section node with a table on its own, not under the table's
    /// data source: the modes act on that table all the same.
    @MainActor
    func testSectionModesActOnTheTableTheNodeWasPreparedWithWhenItIsNotLocated() async {
        let cases: [(CascadingSectionTableDelegate.ReloadMode, [String])] = [
            (.whole, ["reloadData"]),
            (.section(animation: .fade), ["reloadSections([2], fade)"]),
        ]
        for (mode, expected) in cases {
            let table = RecordingTableView()
            let other = CascadingRootTableDelegate(
                index: 0,
                childDelegates: (0..<3).map { _ in CascadingSectionTableDelegate(index: 0, childDelegates: []) })
            other.prepare(tableView: table)
            table.layoutIfNeeded()
            let section = CascadingSectionTableDelegate(index: 2, childDelegates: [])
            section.prepare(tableView: table)
            section.reloadModeOnChildDelegatesChanged = mode
            section.childDelegates = [CascadingBareTableDelegate(index: 0, childDelegates: [])]
            XCTAssertEqual(table.reloads, expected, "\(mode)")
            XCTAssertEqual(table.diagnostics.reports, [], "\(mode): the mode took effect, nothing to report")
            withExtendedLifetime(other) {}
        }
    }

    /// As the original: the section numbered by the node's index is reloaded even when the table
    /// has no such section; the table, not the node, reports that reload (UIKit would raise).
    @MainActor
    func testSectionModeOfAnUnlocatedNodeReloadsItsIndexEvenWhenTheTableLacksIt() async {
        let table = RecordingTableView()
        table.diagnostics.mode = .silent
        let other = CascadingRootTableDelegate(
            index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: [])])
        other.prepare(tableView: table)
        table.layoutIfNeeded()
        let section = CascadingSectionTableDelegate(index: 5, childDelegates: [])
        section.prepare(tableView: table)
        section.reloadModeOnChildDelegatesChanged = .section(animation: .fade)
        section.childDelegates = [CascadingBareTableDelegate(index: 0, childDelegates: [])]
        XCTAssertEqual(table.reloads, ["reloadSections([5], fade)"])
        guard let error = table.diagnostics.reports.first?.kind.updateError else {
            return XCTFail("the table reports the reload of a section it does not have")
        }
        XCTAssertEqual(error.kind, .sectionOutOfRange(5, .before))
        withExtendedLifetime(other) {}
    }

    /// Children added, removed and moved under every reload mode, for each node kind that owns
    /// sections or rows: the table takes every change as a valid update and shows the new
    /// counts.
    @MainActor
    func testEveryModeMakesAValidUpdateWhenTheNumberOfUnitsChanges() async {
        let modes: [PropagatingTableDelegate.ReloadMode] = [
            .whole, .section(animation: .fade), .animated(.fade),
        ]
        func leaf() -> CascadingBareTableDelegate { CascadingBareTableDelegate(index: 0, childDelegates: []) }
        func section(_ rows: Int) -> CascadingSectionTableDelegate {
            CascadingSectionTableDelegate(index: 0, childDelegates: (0..<rows).map { _ in leaf() })
        }
        for mode in modes {
            // The root: sections added, removed and moved.
            let root = CascadingRootTableDelegate(index: 0, childDelegates: [section(1), section(2)])
            let table = TableView()
            table.diagnostics.mode = .strict { XCTFail("\(mode), root: \($0.message)") }
            root.prepare(tableView: table)
            table.layoutIfNeeded()
            root.reloadModeOnChildDelegatesChanged = mode
            root.childDelegates += [section(3)]
            XCTAssertEqual(table.numberOfSections, 3, "\(mode)")
            root.childDelegates.removeFirst(2)
            XCTAssertEqual(table.numberOfSections, 1, "\(mode)")
            XCTAssertEqual(table.numberOfRows(inSection: 0), 3, "\(mode)")
            root.childDelegates = [section(1), section(4)].reversed()
            XCTAssertEqual((0..<table.numberOfSections).map(table.numberOfRows(inSection:)), [4, 1], "\(mode)")

            // A section node: rows added, removed and moved.
            let rows = section(2)
            rows.reloadModeOnChildDelegatesChanged = mode
            root.childDelegates = [section(1), rows]
            rows.childDelegates += [leaf(), leaf()]
            XCTAssertEqual(table.numberOfRows(inSection: 1), 4, "\(mode)")
            rows.childDelegates.removeFirst(3)
            XCTAssertEqual(table.numberOfRows(inSection: 1), 1, "\(mode)")
            rows.childDelegates = [leaf(), rows.childDelegates[0]]
            XCTAssertEqual(table.numberOfRows(inSection: 1), 2, "\(mode)")

            // A range of rows between two rows, and a range of sections between two sections.
            let rowRange = CascadingRangeTableDelegate(index: 0, childDelegates: [leaf()])
            rowRange.reloadModeOnChildDelegatesChanged = mode
            let sectionRange = CascadingRangeTableDelegate(
                index: 0, childDelegates: [section(1)], propagationMode: .section)
            sectionRange.reloadModeOnChildDelegatesChanged = mode
            let around = CascadingSectionTableDelegate(index: 0, childDelegates: [leaf(), rowRange, leaf()])
            root.childDelegates = [section(1), sectionRange, around]
            XCTAssertEqual(table.numberOfSections, 3, "\(mode)")
            rowRange.childDelegates += [leaf(), leaf()]
            XCTAssertEqual(table.numberOfRows(inSection: 2), 5, "\(mode)")
            rowRange.childDelegates = [rowRange.childDelegates[2]]
            XCTAssertEqual(table.numberOfRows(inSection: 2), 3, "\(mode)")
            sectionRange.childDelegates += [section(2), section(3)]
            XCTAssertEqual(table.numberOfSections, 5, "\(mode)")
            sectionRange.childDelegates = [sectionRange.childDelegates[2], sectionRange.childDelegates[0]]
            XCTAssertEqual((0..<table.numberOfSections).map(table.numberOfRows(inSection:)), [1, 3, 1, 3], "\(mode)")
            sectionRange.childDelegates = []
            XCTAssertEqual(table.numberOfSections, 2, "\(mode)")
            withExtendedLifetime(root) {}
        }
    }
}
