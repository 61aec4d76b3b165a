import CascadingTableCollections
import CascadingTableDelegate
import XCTest

/// What the mirror host (and so the UIKit bridge, which answers UIKit the same way) passes to the
/// tree: every data source and delegate call reaches the shadow's nodes with the shadow as the
/// table, and the shadow's display events come once each.
final class HeadlessTableMirrorTests: XCTestCase {
    @MainActor
    func testEveryHostCallReachesTheTreeWithTheShadowAsItsTable() async {
        let log = CallLog()
        let spy = SpyNode("tree", log: log).rows(3)
        let shadow = TableView()
        let host = TableView()
        shadow.dataSource = spy
        shadow.delegate = spy
        shadow.prefetchDataSource = spy
        let mirror = HeadlessTableMirror(shadow: shadow, host: host)
        let row = IndexPath(row: 1, section: 0)
        log.removeAll()
        let calls: [(String, () -> Void)] = [
            ("titleForHeaderInSection", { _ = mirror.tableView(host, titleForHeaderInSection: 0) }),
            ("titleForFooterInSection", { _ = mirror.tableView(host, titleForFooterInSection: 0) }),
            ("canEditRowAt", { _ = mirror.tableView(host, canEditRowAt: row) }),
            ("canMoveRowAt", { _ = mirror.tableView(host, canMoveRowAt: row) }),
            ("commit", { mirror.tableView(host, commit: .delete, forRowAt: row) }),
            ("moveRowAt", { mirror.tableView(host, moveRowAt: row, to: row) }),
            ("sectionIndexTitles", { _ = mirror.sectionIndexTitles(for: host) }),
            ("sectionForSectionIndexTitle", { _ = mirror.tableView(host, sectionForSectionIndexTitle: "A", at: 0) }),
            ("prefetchRowsAt", { mirror.tableView(host, prefetchRowsAt: [row]) }),
            ("cancelPrefetchingForRowsAt", { mirror.tableView(host, cancelPrefetchingForRowsAt: [row]) }),
            ("heightForRowAt", { _ = mirror.tableView(host, heightForRowAt: row) }),
            ("heightForHeaderInSection", { _ = mirror.tableView(host, heightForHeaderInSection: 0) }),
            ("heightForFooterInSection", { _ = mirror.tableView(host, heightForFooterInSection: 0) }),
            ("estimatedHeightForRowAt", { _ = mirror.tableView(host, estimatedHeightForRowAt: row) }),
            ("estimatedHeightForHeaderInSection", { _ = mirror.tableView(host, estimatedHeightForHeaderInSection: 0) }),
            ("estimatedHeightForFooterInSection", { _ = mirror.tableView(host, estimatedHeightForFooterInSection: 0) }),
            ("viewForHeaderInSection", { _ = mirror.tableView(host, viewForHeaderInSection: 0) }),
            ("viewForFooterInSection", { _ = mirror.tableView(host, viewForFooterInSection: 0) }),
            ("editingStyleForRowAt", { _ = mirror.tableView(host, editingStyleForRowAt: row) }),
            (
                "titleForDeleteConfirmationButtonForRowAt",
                { _ = mirror.tableView(host, titleForDeleteConfirmationButtonForRowAt: row) }
            ),
            ("shouldIndentWhileEditingRowAt", { _ = mirror.tableView(host, shouldIndentWhileEditingRowAt: row) }),
            ("willBeginEditingRowAt", { mirror.tableView(host, willBeginEditingRowAt: row) }),
            ("didEndEditingRowAt", { mirror.tableView(host, didEndEditingRowAt: row) }),
            (
                "leadingSwipeActionsConfigurationForRowAt",
                { _ = mirror.tableView(host, leadingSwipeActionsConfigurationForRowAt: row) }
            ),
            (
                "trailingSwipeActionsConfigurationForRowAt",
                { _ = mirror.tableView(host, trailingSwipeActionsConfigurationForRowAt: row) }
            ),
            ("indentationLevelForRowAt", { _ = mirror.tableView(host, indentationLevelForRowAt: row) }),
            (
                "targetIndexPathForMoveFromRowAt",
                { _ = mirror.tableView(host, targetIndexPathForMoveFromRowAt: row, toProposedIndexPath: row) }
            ),
            ("accessoryButtonTappedForRowWith", { mirror.tableView(host, accessoryButtonTappedForRowWith: row) }),
            ("shouldHighlightRowAt", { _ = mirror.tableView(host, shouldHighlightRowAt: row) }),
            ("didHighlightRowAt", { mirror.tableView(host, didHighlightRowAt: row) }),
            ("didUnhighlightRowAt", { mirror.tableView(host, didUnhighlightRowAt: row) }),
            ("willSelectRowAt", { _ = mirror.tableView(host, willSelectRowAt: row) }),
            ("willDeselectRowAt", { _ = mirror.tableView(host, willDeselectRowAt: row) }),
            ("didSelectRowAt", { mirror.tableView(host, didSelectRowAt: row) }),
            ("didDeselectRowAt", { mirror.tableView(host, didDeselectRowAt: row) }),
            ("shouldShowMenuForRowAt", { _ = mirror.tableView(host, shouldShowMenuForRowAt: row) }),
            (
                "canPerformAction",
                { _ = mirror.tableView(host, canPerformAction: .copy, forRowAt: row, withSender: nil) }
            ),
            ("performAction", { mirror.tableView(host, performAction: .copy, forRowAt: row, withSender: nil) }),
            (
                "contextMenuConfigurationForRowAt",
                { _ = mirror.tableView(host, contextMenuConfigurationForRowAt: row, point: .zero) }
            ),
            ("canFocusRowAt", { _ = mirror.tableView(host, canFocusRowAt: row) }),
            ("canPerformPrimaryActionForRowAt", { _ = mirror.tableView(host, canPerformPrimaryActionForRowAt: row) }),
            ("performPrimaryActionForRowAt", { mirror.tableView(host, performPrimaryActionForRowAt: row) }),
        ]
        for (key, call) in calls {
            log.removeAll()
            call()
            XCTAssertTrue(log.entries.contains { $0.hasPrefix("tree.\(key)(") }, "\(key): \(log.entries)")
            XCTAssertTrue(spy.lastTableView === shadow, key)
        }
        XCTAssertNil(shadow.indexPathsForSelectedRows, "selected, then deselected, in the shadow too")
    }

    @MainActor
    func testAShadowWithoutADelegateAnswersTheDocumentedDefaults() async {
        let shadow = TableView()
        let host = TableView()
        let mirror = HeadlessTableMirror(shadow: shadow, host: host)
        XCTAssertTrue(shadow.isHosted)
        XCTAssertFalse(host.isHosted)
        let row = IndexPath(row: 0, section: 0)
        XCTAssertEqual(mirror.tableView(host, heightForRowAt: row), TableView.automaticDimension)
        XCTAssertEqual(mirror.tableView(host, willSelectRowAt: row), row)
        XCTAssertFalse(mirror.tableView(host, canEditRowAt: row))
        XCTAssertFalse(mirror.tableView(host, canMoveRowAt: row))
        XCTAssertEqual(mirror.tableView(host, sectionForSectionIndexTitle: "A", at: 4), 4)
        XCTAssertEqual(mirror.numberOfSections(in: host), 0)
        XCTAssertEqual(shadow.hostedCell(forRowAt: row).reuseIdentifier, nil, "no data source: a plain cell")
    }

    @MainActor
    func testHeaderAndFooterViewsTheTreeMakesComeAndGoOnceEach() async {
        let log = CallLog()
        let spy = SpyNode("tree", log: log).rows(2)
        let header = TableViewHeaderFooterView(reuseIdentifier: "h")
        header.text = "Header"
        let footer = TableViewHeaderFooterView(reuseIdentifier: "f")
        spy.stub("viewForHeaderInSection", TableViewHeaderFooterView?.some(header))
        spy.stub("viewForFooterInSection", TableViewHeaderFooterView?.some(footer))
        spy.stub("heightForHeaderInSection", CGFloat(30))
        spy.stub("heightForFooterInSection", CGFloat(20))
        let shadow = TableView()
        let host = TableView()
        shadow.dataSource = spy
        shadow.delegate = spy
        let mirror = HeadlessTableMirror(shadow: shadow, host: host)
        host.layoutIfNeeded()
        XCTAssertEqual(host.headerView(forSection: 0)?.text, "Header")
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("tree.willDisplayHeaderView(") }.count, 1)
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("tree.willDisplayFooterView(") }.count, 1)
        shadow.reloadData()
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("tree.didEndDisplayingHeaderView(") }.count, 1)
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("tree.didEndDisplayingFooterView(") }.count, 1)
        XCTAssertEqual(mirror.cells.count, 2, "one headless cell per shown row")
    }

    @MainActor
    func testAReconfigurationThatAnswersAnotherCellReplacesTheShownOne() async {
        let log = CallLog()
        let spy = SpyNode("tree", log: log).rows(1)
        let first = TableViewCell(reuseIdentifier: "x")
        first.text = "first"
        spy.stub("cellForRowAt", first)
        let shadow = TableView()
        let host = TableView()
        shadow.dataSource = spy
        shadow.delegate = spy
        let mirror = HeadlessTableMirror(shadow: shadow, host: host)
        host.layoutIfNeeded()
        let second = TableViewCell(reuseIdentifier: "x")
        second.text = "second"
        spy.stub("cellForRowAt", second)
        shadow.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        XCTAssertTrue(shadow.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
        XCTAssertEqual(host.cellForRow(at: IndexPath(row: 0, section: 0))?.text, "second")
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("tree.didEndDisplaying(") }.count, 1)
        // A cell the shadow does not show, and one it shows under another row, as a host may name them.
        shadow.hostDidEndDisplaying(TableViewCell(), forRowAt: IndexPath(row: 0, section: 0))
        shadow.hostDidEndDisplaying(second, forRowAt: IndexPath(row: 5, section: 0))
        XCTAssertNil(shadow.cellForRow(at: IndexPath(row: 0, section: 0)))
        withExtendedLifetime(mirror) {}
    }

    /// Keeps the updates a shadow publishes.
    @MainActor
    private final class UpdateRecorder: TableViewHost {
        var updates: [HostedUpdate] = []
        func shadowTableDidReloadData(_ tableView: TableView) {}
        func shadowTable(_ tableView: TableView, didAccept update: HostedUpdate) { updates.append(update) }
    }

    @MainActor
    func testEachOperationIsReplayedWithItsOwnAnimation() async {
        let source = ArrayDataSource([["a", "b", "c", "d"], ["e"]])
        let shadow = TableView()
        let host = TableView()
        shadow.dataSource = source
        let mirror = HeadlessTableMirror(shadow: shadow, host: host)
        host.layoutIfNeeded()
        source.sections = [["x", "b", "c2", "d", "y", "z"], ["e"], ["new"]]
        shadow.performBatchUpdates {
            shadow.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
            shadow.insertRows(at: [IndexPath(row: 0, section: 0)], with: .right)
            shadow.insertRows(at: [IndexPath(row: 4, section: 0), IndexPath(row: 5, section: 0)], with: .bottom)
            shadow.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            shadow.insertSections([2], with: .top)
        }
        XCTAssertEqual(host.lastUpdateAnimations, [.top, .left, .right, .bottom, .fade], "one call per animation")
        XCTAssertEqual(host.numberOfRows(inSection: 0), 6)
        XCTAssertEqual(host.cellForRow(at: IndexPath(row: 2, section: 0))?.text, "c2")
        withExtendedLifetime(mirror) {}
    }

    @MainActor
    func testAReloadOfAMovedRowIsReplayedAsADeleteAndAnInsertWithTheReloadsAnimation() async {
        // A row reloading itself while its section moves it (ReloadModesInSharedBatchTests): the
        // reload becomes a delete and an insert, each with the reload's animation.
        let rows = ["a", "b", "c"].map(NameRow.init)
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
        section.reloadModeOnChildDelegatesChanged = .animated(.fade)
        let shadow = TableView()
        shadow.diagnostics.mode = .strict { XCTFail($0.message) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section], tableView: shadow)
        shadow.layoutIfNeeded()
        let recorder = UpdateRecorder()
        shadow.beginHosting(by: recorder)
        shadow.performBatchUpdates {
            XCTAssertTrue(rows[0].reloadInTable(with: .middle))
            section.childDelegates = [rows[1], rows[2], rows[0]]
        }
        root.childDelegates = [section, CascadingSectionTableDelegate(index: 0, childDelegates: [NameRow("s")])]
        shadow.performBatchUpdates {
            shadow.insertSections([1], with: .left)
            shadow.reloadSections([0], with: .none)
        }
        XCTAssertEqual(recorder.updates.count, 2)
        guard recorder.updates.count == 2 else { return }
        let update = recorder.updates[0]
        XCTAssertEqual(update.deletedRowsByAnimation.map(\.animation), [.middle])
        XCTAssertEqual(update.deletedRowsByAnimation.map(\.rows), [[IndexPath(row: 0, section: 0)]])
        XCTAssertEqual(update.insertedRowsByAnimation.map(\.rows), [[IndexPath(row: 2, section: 0)]])
        XCTAssertEqual(update.insertedRowsByAnimation.map(\.animation), [.middle])
        XCTAssertTrue(update.reloadedRows.isEmpty)
        XCTAssertEqual(recorder.updates[1].reloadedSectionsByAnimation.map(\.animation), [.none])
        XCTAssertEqual(recorder.updates[1].insertedSectionsByAnimation.map(\.sections), [IndexSet([1])])
        XCTAssertTrue(recorder.updates[1].deletedSectionsByAnimation.isEmpty)
        XCTAssertTrue(recorder.updates[1].reloadedRowsByAnimation.isEmpty)

        var handMade = HostedUpdate()
        handMade.deletedSections = [0, 3]
        handMade.animation = .fade
        XCTAssertEqual(handMade.deletedSectionsByAnimation.map(\.animation), [.fade], "without its own: the batch's")
        XCTAssertEqual(handMade.deletedSectionsByAnimation.map(\.sections), [IndexSet([0, 3])])
    }

    @MainActor
    func testAnUpdateThatChangesNothingIsNotPublishedAndAnEmptyOneSaysSo() async {
        XCTAssertTrue(HostedUpdate().isEmpty)
        var update = HostedUpdate()
        update.insertedRows = [IndexPath(row: 0, section: 0)]
        XCTAssertFalse(update.isEmpty)
        XCTAssertEqual(update.animation, .automatic)
    }
}
