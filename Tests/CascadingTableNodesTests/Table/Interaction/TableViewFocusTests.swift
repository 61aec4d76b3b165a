import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// The headless focus engine driven through a tree of nodes: entering, moving and leaving, the
/// delegate's say over each update, preferred and remembered rows, selection that follows focus.
final class TableViewFocusTests: XCTestCase {
    private let focusKeys: Set<String> = [
        "canFocusRowAt", "shouldUpdateFocusIn", "didUpdateFocusIn", "indexPathForPreferredFocusedView",
        "selectionFollowsFocusForRowAt", "willSelectRowAt", "didSelectRowAt", "willDeselectRowAt", "didDeselectRowAt",
        "shouldHighlightRowAt", "canPerformPrimaryActionForRowAt",
    ]

    /// A root of sections of spy rows (`r<s>.<r>`); the rows in `focusable` can take focus.
    @MainActor
    private func makeTable(
        _ rowCounts: [Int], focusable: [IndexPath], log: CallLog
    ) -> (TableView, [[SpyNode]]) {
        let (root, rows) = makeSpyTree(rowCounts, log: log)
        for path in focusable {
            rows[path.section][path.row].stub("canFocusRowAt", true)
        }
        let table = TableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        log.retain(root)
        log.removeAll()
        return (table, rows)
    }

    private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @MainActor
    func testFocusEntersAtTheFirstRowThatCanTakeItWithUIKitsCallOrder() async {
        let log = CallLog()
        let (table, _) = makeTable([3, 2], focusable: [path(0, 1), path(1, 0), path(1, 1)], log: log)
        XCTAssertNil(table.focusedIndexPath)
        XCTAssertEqual(table.moveFocus(.down), path(0, 1))
        XCTAssertEqual(
            log.entries(matching: focusKeys),
            [
                "r0.0.indexPathForPreferredFocusedView()", "r0.1.indexPathForPreferredFocusedView()",
                "r0.2.indexPathForPreferredFocusedView()", "r1.0.indexPathForPreferredFocusedView()",
                "r1.1.indexPathForPreferredFocusedView()", "r0.0.canFocusRowAt([0, 0])", "r0.1.canFocusRowAt([0, 1])",
                "r0.1.shouldUpdateFocusIn(nil -> [0, 1])", "r0.1.didUpdateFocusIn(nil -> [0, 1])",
                "r0.1.selectionFollowsFocusForRowAt([0, 1])",
            ], "entering asks the preferred row, then the first row that can take focus; no selection by default")
        XCTAssertEqual(table.focusedIndexPath, path(0, 1))
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    @MainActor
    func testFocusMovesToTheNearestRowThatCanTakeItAcrossSectionsAndBothChildrenAreAsked() async {
        let log = CallLog()
        let (table, _) = makeTable([3, 2], focusable: [path(0, 1), path(1, 0), path(1, 1)], log: log)
        table.moveFocus(.next)
        log.removeAll()
        XCTAssertEqual(table.moveFocus(.down), path(1, 0))
        XCTAssertEqual(
            log.entries(matching: focusKeys),
            [
                "r0.2.canFocusRowAt([0, 2])", "r1.0.canFocusRowAt([1, 0])",
                "r0.1.shouldUpdateFocusIn([0, 1] -> nil)", "r1.0.shouldUpdateFocusIn(nil -> [1, 0])",
                "r0.1.didUpdateFocusIn([0, 1] -> nil)", "r1.0.didUpdateFocusIn(nil -> [1, 0])",
                "r1.0.selectionFollowsFocusForRowAt([1, 0])",
            ], "each row node hears its side of the move, as two UIKit tables would")
        XCTAssertEqual(table.moveFocus(.next), path(1, 1))
        log.removeAll()
        XCTAssertEqual(table.moveFocus(.down), path(1, 1), "past the last row focus stays")
        XCTAssertEqual(log.entries(matching: ["shouldUpdateFocusIn", "didUpdateFocusIn"]), [])
        XCTAssertEqual(table.moveFocus(.up), path(1, 0))
        XCTAssertEqual(table.moveFocus(.previous), path(0, 1), "row 2 of section 0 cannot take focus")
        XCTAssertEqual(table.moveFocus(.up), path(0, 1), "row 0 cannot take focus either")
    }

    @MainActor
    func testEitherChildCanRefuseTheUpdate() async {
        let log = CallLog()
        let (table, rows) = makeTable([3], focusable: [path(0, 0), path(0, 1)], log: log)
        table.moveFocus(.down)
        rows[0][1].stub("shouldUpdateFocusIn", false)
        XCTAssertEqual(table.moveFocus(.down), path(0, 0), "the next row refused")
        rows[0][1].stub("shouldUpdateFocusIn", true)
        rows[0][0].stub("shouldUpdateFocusIn", false)
        log.removeAll()
        XCTAssertEqual(table.moveFocus(.down), path(0, 0), "the previous row refused")
        XCTAssertEqual(
            log.entries(matching: ["shouldUpdateFocusIn", "didUpdateFocusIn"]),
            ["r0.0.shouldUpdateFocusIn([0, 0] -> nil)"], "one refusal is enough: the other child is not asked")
        XCTAssertFalse(table.moveFocusOutOfTable(), "leaving can be refused too")
        XCTAssertEqual(table.focusedIndexPath, path(0, 0))
    }

    @MainActor
    func testThePreferredRowComesFromARangeNodeInTableCoordinates() async {
        let log = CallLog()
        let single = SpyNode("single", log: log)
        let range = SpyNode("range", log: log).rowRange(3)
        range.stub("canFocusRowAt", true)
        range.stub("indexPathForPreferredFocusedView", Optional(IndexPath(row: 1, section: 0)))
        let root = CascadingRootTableDelegate(
            index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: [single, range])])
        let table = TableView()
        root.prepare(tableView: table)
        log.retain(root)
        log.removeAll()
        XCTAssertEqual(table.moveFocus(.down), path(0, 2), "local row 1 of a range that starts at row 1")
        XCTAssertEqual(
            log.entries(matching: focusKeys),
            [
                "single.indexPathForPreferredFocusedView()", "range.indexPathForPreferredFocusedView()",
                "range.canFocusRowAt([0, 1])", "range.shouldUpdateFocusIn(nil -> [0, 1])",
                "range.didUpdateFocusIn(nil -> [0, 1])", "range.selectionFollowsFocusForRowAt([0, 1])",
            ])
        log.removeAll()
        XCTAssertEqual(table.moveFocus(.down), path(0, 3))
        XCTAssertEqual(
            log.entries(matching: ["shouldUpdateFocusIn"]), ["range.shouldUpdateFocusIn([0, 1] -> [0, 2])"],
            "a child that owns both rows is asked once, with both")
    }

    @MainActor
    func testAPreferredRowThatCannotTakeFocusOrDoesNotExistFallsBackToTheFirstThatCan() async {
        let log = CallLog()
        let (table, rows) = makeTable([3], focusable: [path(0, 2)], log: log)
        table.diagnostics.mode = .silent
        rows[0][0].stub("indexPathForPreferredFocusedView", Optional(path(0, 1)))
        XCTAssertEqual(table.moveFocus(.down), path(0, 2))
        table.moveFocusOutOfTable()
        rows[0][0].stub("indexPathForPreferredFocusedView", Optional(path(4, 0)))
        XCTAssertEqual(table.moveFocus(.down), path(0, 2))
        XCTAssertEqual(table.diagnostics.reports.map(\.kind), [.invalidIndexPath(path(4, 0))])
    }

    @MainActor
    func testLeavingAndReturningGoesBackToTheLastRowOnlyWhenRemembered() async {
        let log = CallLog()
        let (table, rows) = makeTable([4], focusable: (0..<4).map { path(0, $0) }, log: log)
        table.moveFocus(.down)
        table.moveFocus(.down)
        log.removeAll()
        XCTAssertTrue(table.moveFocusOutOfTable(heading: .next))
        XCTAssertNil(table.focusedIndexPath)
        XCTAssertEqual(
            log.entries(matching: ["shouldUpdateFocusIn", "didUpdateFocusIn"]),
            ["r0.1.shouldUpdateFocusIn([0, 1] -> nil)", "r0.1.didUpdateFocusIn([0, 1] -> nil)"])
        XCTAssertFalse(table.moveFocusOutOfTable(), "focus is already outside")
        rows[0][3].stub("indexPathForPreferredFocusedView", Optional(IndexPath(row: 3, section: 0)))
        XCTAssertEqual(table.moveFocus(.down), path(0, 3), "not remembered: the delegate's preferred row")
        table.moveFocus(.up)
        table.moveFocusOutOfTable()
        table.remembersLastFocusedIndexPath = true
        log.removeAll()
        XCTAssertEqual(table.moveFocus(.down), path(0, 2), "remembered: the row focused last")
        XCTAssertEqual(
            log.entries(matching: ["indexPathForPreferredFocusedView"]), [], "the delegate is not asked")
        XCTAssertTrue(table.remembersLastFocusedIndexPath)
    }

    @MainActor
    func testSelectionFollowsFocusThroughTheSelectionCallsWithoutHighlightOrPrimaryAction() async {
        let log = CallLog()
        let (table, rows) = makeTable([3], focusable: (0..<3).map { path(0, $0) }, log: log)
        table.selectionFollowsFocus = true
        XCTAssertTrue(table.selectionFollowsFocus)
        table.moveFocus(.down)
        log.removeAll()
        table.moveFocus(.down)
        XCTAssertEqual(
            log.entries(matching: focusKeys).filter { !$0.contains("FocusIn") },
            [
                "r0.1.canFocusRowAt([0, 1])", "r0.1.selectionFollowsFocusForRowAt([0, 1])",
                "r0.1.willSelectRowAt([0, 1])", "r0.0.willDeselectRowAt([0, 0])", "r0.0.didDeselectRowAt([0, 0])",
                "r0.1.didSelectRowAt([0, 1])",
            ])
        XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 1)])
        rows[0][2].stub("selectionFollowsFocusForRowAt", false)
        table.moveFocus(.down)
        XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 1)], "the row's own answer wins")
        table.selectionFollowsFocus = false
        rows[0][0].stub("selectionFollowsFocusForRowAt", true)
        rows[0][0].stub("willSelectRowAt", IndexPath?.none)
        table.focusRow(at: path(0, 0))
        XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 1)], "willSelectRowAt can refuse")
    }

    @MainActor
    func testSelectionFollowingFocusAddsToAMultipleSelectionAndNeedsSelectionAllowed() async {
        let log = CallLog()
        let (table, _) = makeTable([3], focusable: (0..<3).map { path(0, $0) }, log: log)
        table.selectionFollowsFocus = true
        table.allowsMultipleSelection = true
        table.moveFocus(.down)
        table.moveFocus(.down)
        XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 0), path(0, 1)])
        table.allowsSelection = false
        table.moveFocus(.down)
        XCTAssertEqual(table.focusedIndexPath, path(0, 2))
        XCTAssertEqual(table.indexPathsForSelectedRows, [path(0, 0), path(0, 1)])
    }

    @MainActor
    func testFocusingARowDirectly() async {
        let log = CallLog()
        let (table, _) = makeTable([3], focusable: [path(0, 0), path(0, 2)], log: log)
        table.diagnostics.mode = .silent
        XCTAssertTrue(table.focusRow(at: path(0, 2)))
        XCTAssertEqual(table.focusedIndexPath, path(0, 2))
        log.removeAll()
        XCTAssertTrue(table.focusRow(at: path(0, 2)), "the row already has focus")
        XCTAssertEqual(log.entries, [])
        XCTAssertFalse(table.focusRow(at: path(0, 1)), "row 1 cannot take focus")
        XCTAssertFalse(table.focusRow(at: path(0, 3)))
        XCTAssertFalse(table.focusRow(at: IndexPath(index: 0)))
        XCTAssertEqual(table.diagnostics.reports.count, 2)
        XCTAssertEqual(table.focusedIndexPath, path(0, 2))
    }

    @MainActor
    func testHeadingsThatNameNoDirectionOrBothMoveNothing() async {
        let log = CallLog()
        let (table, _) = makeTable([2], focusable: [path(0, 0), path(0, 1)], log: log)
        XCTAssertNil(table.moveFocus([]))
        table.moveFocus(.down)
        XCTAssertEqual(table.moveFocus([.up, .down]), path(0, 0))
        XCTAssertEqual(table.moveFocus([.previous, .up]), path(0, 0))
        XCTAssertEqual(table.moveFocus([.next, .down]), path(0, 1))
    }

    @MainActor
    func testNoRowCanTakeFocusByDefaultOrWithoutADelegate() async {
        let log = CallLog()
        let (table, _) = makeTable([2, 0, 1], focusable: [], log: log)
        XCTAssertNil(table.moveFocus(.down))
        XCTAssertEqual(log.entries(matching: ["shouldUpdateFocusIn"]), [])
        let bare = TableView()
        XCTAssertNil(bare.moveFocus(.down))
        XCTAssertFalse(bare.moveFocusOutOfTable())
    }

    @MainActor
    func testTheCoordinatorRunsAnimationsAtOnce() async {
        final class Animating: CascadingBareTableDelegate {
            var steps: [String] = []
            var coordinator: FocusAnimationCoordinator?
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(
                _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
                with coordinator: FocusAnimationCoordinator
            ) {
                self.coordinator = coordinator
                coordinator.addCoordinatedAnimations(
                    { self.steps.append("animate") }, completion: { self.steps.append("done") })
                coordinator.addCoordinatedAnimations(nil)
                steps.append("returned")
            }
        }
        let node = Animating(index: 0, childDelegates: [])
        let table = TableView()
        table.dataSource = node
        table.delegate = node
        table.moveFocus(.down)
        XCTAssertEqual(node.steps, ["animate", "done", "returned"])
        XCTAssertEqual(node.coordinator?.addedAnimationCount, 2)
    }
}
