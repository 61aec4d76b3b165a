import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Context menus: precedence over the copy-and-paste menu, UIKit's call order, choosing actions
/// through submenus, dismissal, routing in a tree, and bad input.
final class TableViewContextMenuTests: XCTestCase {
    private static let menuKeys: Set<String> = [
        "contextMenuConfigurationForRowsAt", "contextMenuConfigurationForRowAt", "willDisplayContextMenu",
        "willEndContextMenuInteraction", "willPerformPreviewActionForMenuWith", "shouldShowMenuForRowAt", "handler",
        "animation", "completion",
    ]

    @MainActor
    private func makeTable(_ log: CallLog, rows: [Int] = [3]) -> (TableView, [SpyNode], CascadingRootTableDelegate) {
        let spies = rows.enumerated().map { SpyNode("s\($0.offset)", log: log).rows($0.element) }
        let root = CascadingRootTableDelegate(index: 0, childDelegates: spies)
        let table = TableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        log.removeAll()
        return (table, spies, root)
    }

    /// A configuration whose menu is: Copy, an inline group (Pin, Hidden), a submenu "Sort" with
    /// single selection (Name, Date), and a disabled Delete.
    @MainActor
    private func configuration(_ id: String, log: CallLog) -> ContextMenuConfiguration {
        ContextMenuConfiguration(identifier: id) { suggested in
            @MainActor
            func action(_ title: String, _ attributes: MenuElement.Attributes = []) -> Action {
                Action(title: title, attributes: attributes) { log.record("menu.handler(\($0.title))") }
            }
            return Menu(
                children: [
                    action("Copy"),
                    Menu(
                        title: "Group", options: .displayInline, children: [action("Pin"), action("Hidden", .hidden)]),
                    Menu(title: "Sort", options: .singleSelection, children: [action("Name"), action("Date")]),
                    action("Delete", [.destructive, .disabled]),
                ] + suggested)
        }
    }

    @MainActor
    func testAConfigurationWinsOverTheCopyAndPasteMenuAndShowsInUIKitsOrder() async {
        let log = CallLog()
        let (table, spies, root) = makeTable(log)
        spies[0].stub("shouldShowMenuForRowAt", true)
        spies[0].stub("contextMenuConfigurationForRowAt", Optional(configuration("row", log: log)))
        XCTAssertNil(table.longPressRow(at: IndexPath(row: 1, section: 0)), "no edit menu")
        XCTAssertEqual(
            log.entries(matching: Self.menuKeys),
            [
                "s0.contextMenuConfigurationForRowsAt([[0, 1]], (160.0, 66.0))",
                "s0.contextMenuConfigurationForRowAt([0, 1], (160.0, 66.0))", "s0.willDisplayContextMenu(row)",
            ], "the several-rows form first, the one-row form on its nil; the pressed row's middle is the point")
        XCTAssertEqual(table.presentedContextMenu?.children.map(\.title), ["Copy", "Group", "Sort", "Delete"])
        XCTAssertEqual(table.indexPathsForContextMenu, [IndexPath(row: 1, section: 0)])
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testWithoutAConfigurationTheCopyAndPasteMenuShows() async {
        let log = CallLog()
        let (table, spies, root) = makeTable(log)
        spies[0].stub("shouldShowMenuForRowAt", true)
        spies[0].stub("canPerformAction", true)
        XCTAssertEqual(table.longPressRow(at: IndexPath(row: 0, section: 0), offering: [.copy]), [.copy])
        XCTAssertNil(table.presentedContextMenu)
        XCTAssertEqual(log.entries(matching: Self.menuKeys).last, "s0.shouldShowMenuForRowAt([0, 0])")
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testChoosingAnActionEndsTheMenuThenRunsItsHandlerThenTheAnimatorsWork() async {
        let log = CallLog()
        let (table, spies, root) = makeTable(log)
        @MainActor
        final class AnimatingNode: CascadingBareTableDelegate {
            let log: CallLog
            let configuration: ContextMenuConfiguration
            init(log: CallLog, configuration: ContextMenuConfiguration) {
                self.log = log
                self.configuration = configuration
                super.init(index: 0, childDelegates: [])
            }
            required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
                log = CallLog()
                configuration = ContextMenuConfiguration()
                super.init(index: index, childDelegates: childDelegates)
            }
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(
                _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
            ) -> ContextMenuConfiguration? { configuration }
            override func tableView(
                _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                animator: (any ContextMenuInteractionAnimating)?
            ) {
                log.record("n.willEndContextMenuInteraction(\(configuration.identifier.map { "\($0)" } ?? ""))")
                animator?.addCompletion { [log] in log.record("animator.completion()") }
                animator?.addAnimations { [log] in log.record("animator.animation()") }
            }
        }
        let node = AnimatingNode(log: log, configuration: configuration("c", log: log))
        root.childDelegates = [node]
        table.reloadData()
        table.longPressRow(at: IndexPath(row: 0, section: 0))
        log.removeAll()
        XCTAssertTrue(table.performContextMenuAction(titled: ["Pin"]), "an inline group's children show in place")
        XCTAssertEqual(
            log.entries(matching: Self.menuKeys),
            [
                "n.willEndContextMenuInteraction(c)", "menu.handler(Pin)", "animator.animation()",
                "animator.completion()",
            ])
        XCTAssertNil(table.presentedContextMenu)
        withExtendedLifetime(spies) {}
    }

    @MainActor
    func testSubmenuPathsAndSingleSelection() async {
        let log = CallLog()
        let (table, spies, root) = makeTable(log)
        let config = configuration("c", log: log)
        spies[0].stub("contextMenuConfigurationForRowAt", Optional(config))
        table.longPressRow(at: IndexPath(row: 0, section: 0))
        let sort = table.presentedContextMenu?.children[2] as? Menu
        XCTAssertTrue(table.performContextMenuAction(titled: ["Sort", "Date"]))
        XCTAssertEqual(sort?.children.compactMap { ($0 as? Action)?.state }, [.off, .on])
        XCTAssertEqual(log.entries.last, "menu.handler(Date)")
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testMissingHiddenAndDisabledActionsAreReportedAndTheMenuStays() async {
        let log = CallLog()
        let (table, spies, root) = makeTable(log)
        XCTAssertFalse(table.performContextMenuAction(titled: ["Copy"]), "no menu showing")
        spies[0].stub("contextMenuConfigurationForRowAt", Optional(configuration("c", log: log)))
        table.longPressRow(at: IndexPath(row: 2, section: 0))
        for path in [["Delete"], ["Hidden"], ["Group", "Pin"], ["Sort"], ["Nothing"], []] {
            XCTAssertFalse(table.performContextMenuAction(titled: path), "\(path)")
        }
        XCTAssertNotNil(table.presentedContextMenu)
        XCTAssertEqual(log.entries(matching: ["handler", "willEndContextMenuInteraction"]), [])
        XCTAssertEqual(table.diagnostics.reports.count, 7)
        XCTAssertTrue(
            table.diagnostics.reports.allSatisfy { $0.kind == .invalidInteraction("performContextMenuAction") })
        XCTAssertNil(table.longPressRow(at: IndexPath(row: 3, section: 0)))
        XCTAssertEqual(table.diagnostics.reports.last?.kind, .invalidIndexPath(IndexPath(row: 3, section: 0)))
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testDismissAndPreviewTapEndTheMenu() async {
        let log = CallLog()
        let (table, spies, root) = makeTable(log)
        XCTAssertFalse(table.dismissContextMenu())
        XCTAssertFalse(table.tapContextMenuPreview())
        spies[0].stub("contextMenuConfigurationForRowAt", Optional(ContextMenuConfiguration(identifier: "p")))
        table.longPressRow(at: IndexPath(row: 0, section: 0))
        XCTAssertNil(table.presentedContextMenu, "no action provider: no menu, the configuration still shows")
        XCTAssertNotNil(table.presentedContextMenuConfiguration)
        XCTAssertTrue(table.tapContextMenuPreview())
        table.longPressRow(at: IndexPath(row: 1, section: 0))
        table.longPressRow(at: IndexPath(row: 2, section: 0))
        XCTAssertTrue(table.dismissContextMenu())
        XCTAssertEqual(
            log.entries(matching: [
                "willDisplayContextMenu", "willEndContextMenuInteraction", "willPerformPreviewActionForMenuWith",
            ]),
            [
                "s0.willDisplayContextMenu(p)", "s0.willPerformPreviewActionForMenuWith(p)",
                "s0.willEndContextMenuInteraction(p)", "s0.willDisplayContextMenu(p)",
                "s0.willEndContextMenuInteraction(p)", "s0.willDisplayContextMenu(p)",
                "s0.willEndContextMenuInteraction(p)",
            ], "a second long press ends the menu showing first")
        XCTAssertNil(table.presentedContextMenuConfiguration)
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testSelectedRowsGoToTheSeveralRowsFormAndTheOwningChildAnswers() async {
        let log = CallLog()
        let (table, spies, root) = makeTable(log, rows: [3, 2])
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
        spies[1].stub("contextMenuConfigurationForRowsAt", Optional(ContextMenuConfiguration(identifier: "both")))
        table.longPressRow(at: IndexPath(row: 1, section: 1))
        XCTAssertEqual(
            log.entries(matching: Self.menuKeys),
            [
                "s1.contextMenuConfigurationForRowsAt([[1, 0], [1, 1]], (160.0, 198.0))",
                "s1.willDisplayContextMenu(both)",
            ])
        XCTAssertEqual(table.indexPathsForContextMenu, [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)])

        table.dismissContextMenu()
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        log.removeAll()
        table.longPressRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(
            log.entries(matching: Self.menuKeys),
            ["s0.contextMenuConfigurationForRowAt([0, 0], (160.0, 22.0))", "s0.shouldShowMenuForRowAt([0, 0])"],
            "rows of two children: the tree answers nil to the several-rows form, and asks for the pressed row")
        withExtendedLifetime(root) {}
    }

    @MainActor
    func testLaterCallsReachTheRangeChildThatGaveTheConfigurationThroughEveryLevel() async {
        let log = CallLog()
        let first = SpyNode("first", log: log)
        let range = SpyNode("range", log: log).rowRange(2)
        range.stub("contextMenuConfigurationForRowAt", Optional(ContextMenuConfiguration(identifier: "r")))
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [first, range])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
        let table = TableView()
        root.prepare(tableView: table)
        table.layoutIfNeeded()
        log.removeAll()
        table.longPressRow(at: IndexPath(row: 2, section: 0))
        table.tapContextMenuPreview()
        XCTAssertEqual(
            log.entries(matching: Self.menuKeys),
            [
                "range.contextMenuConfigurationForRowsAt([[0, 1]], (160.0, 110.0))",
                "range.contextMenuConfigurationForRowAt([0, 1], (160.0, 110.0))", "range.willDisplayContextMenu(r)",
                "range.willPerformPreviewActionForMenuWith(r)", "range.willEndContextMenuInteraction(r)",
            ])
    }

    @MainActor
    func testACallAboutAConfigurationNoChildGaveReachesNoChild() async {
        let log = CallLog()
        let child = SpyNode("c", log: log)
        let node = PropagatingTableDelegate(index: 0, childDelegates: [child])
        let table = TableView()
        let stranger = ContextMenuConfiguration()
        node.tableView(table, willDisplayContextMenu: stranger, animator: nil)
        node.tableView(table, willEndContextMenuInteraction: stranger, animator: nil)
        node.tableView(table, willPerformPreviewActionForMenuWith: stranger, animator: ContextMenuInteractionAnimator())
        child.stub("contextMenuConfigurationForRowAt", Optional(stranger))
        _ = node.tableView(table, contextMenuConfigurationForRowAt: IndexPath(row: 0, section: 0), point: .zero)
        node.childDelegates = []
        node.tableView(table, willDisplayContextMenu: stranger, animator: nil)
        XCTAssertEqual(
            log.entries, ["c.contextMenuConfigurationForRowAt([0, 0], (0.0, 0.0))"], "a removed child is not told")
        XCTAssertEqual(ContextMenuInteractionAnimator().preferredCommitStyle, .dismiss)
    }
}
