import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTableViewTestSupport
import CascadingTestSupport
import XCTest

/// The original library's specs of the section node (CascadingSectionTableDelegateSpec): its
/// mode, what `prepare(tableView:)` does and does not do, its children's indexes, and its reload
/// modes on a change of children, for a section node prepared with a table on its own (not under
/// the table's data source), as the original's spec prepares it.
final class OriginalSpecsSectionTests: XCTestCase {
    /// A section node over a child with the required methods only and a spy, asked for
    /// `.section` mode.
    @MainActor
    private func makeSection() -> (CascadingSectionTableDelegate, RequiredOnlyNode, SpyNode, CallLog) {
        let log = CallLog()
        let bare = RequiredOnlyNode("bare", log: log)
        let complete = SpyNode("complete", log: log)
        let section = CascadingSectionTableDelegate(
            index: 0, childDelegates: [bare, complete], propagationMode: .section)
        return (section, bare, complete, log)
    }

    @MainActor
    func testSectionNodeIsInRowModeEvenWhenItsInitializerAsksForSectionMode() async {
        let (section, _, _, _) = makeSection()
        XCTAssertEqual(section.propagationMode, .row)
    }

    @MainActor
    func testSectionNodeStaysInRowModeWhenSectionModeIsAssigned() async {
        let (section, _, _, _) = makeSection()
        section.propagationMode = .section
        XCTAssertEqual(section.propagationMode, .row)
    }

    @MainActor
    func testSectionPreparePreparesEveryChildWithTheTable() async {
        let (section, bare, complete, _) = makeSection()
        let table = TableView()
        section.prepare(tableView: table)
        XCTAssertEqual(bare.preparedTables.count, 1)
        XCTAssertTrue(bare.preparedTables.first === table)
        XCTAssertEqual(complete.preparedTableViews, [ObjectIdentifier(table)])
    }

    @MainActor
    func testSectionPrepareDoesNotMakeTheSectionTheTablesDelegateOrDataSource() async {
        let (section, _, _, _) = makeSection()
        let table = TableView()
        section.prepare(tableView: table)
        XCTAssertNil(table.delegate)
        XCTAssertNil(table.dataSource)
        XCTAssertTrue(section.currentTableView === table, "it keeps the table, to reload it")
    }

    @MainActor
    func testSectionNodeGivesAnAppendedChildTheIndexOfItsPosition() async {
        let (section, _, _, log) = makeSection()
        let added = RequiredOnlyNode("added", log: log)
        section.childDelegates.append(added)
        XCTAssertEqual(section.childDelegates.last?.index, section.childDelegates.count - 1)
        XCTAssertEqual(added.index, 2)
    }

    /// The section node prepared on its own with a recording table, its children then replaced.
    @MainActor
    private func reloadsAfterChangingChildren(under mode: CascadingSectionTableDelegate.ReloadMode) -> [String] {
        let (section, _, _, _) = makeSection()
        let table = RecordingTableView()
        // The table has no data source: reloading it reads no rows. Reports about that are not
        // what these specs are about (the original's table did not reload at all).
        table.diagnostics.mode = .silent
        section.prepare(tableView: table)
        section.reloadModeOnChildDelegatesChanged = mode
        section.childDelegates = []
        return table.reloads
    }

    @MainActor
    func testSectionNodeWithReloadModeNoneReloadsNothingWhenItsChildrenChange() async {
        XCTAssertEqual(reloadsAfterChangingChildren(under: .none), [])
    }

    @MainActor
    func testSectionNodeWithReloadModeWholeReloadsOnlyTheWholeTableItWasPreparedWith() async {
        XCTAssertEqual(reloadsAfterChangingChildren(under: .whole), ["reloadData"])
    }

    @MainActor
    func testSectionNodeWithReloadModeSectionReloadsOnlyTheSectionOfItsIndexWithTheAnimation() async {
        XCTAssertEqual(
            reloadsAfterChangingChildren(under: .section(animation: .automatic)), ["reloadSections([0], automatic)"])
    }
}
