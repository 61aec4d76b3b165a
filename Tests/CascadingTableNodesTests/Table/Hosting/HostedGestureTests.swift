import CascadingTableNodes
import CascadingTableView
import CascadingTableViewTestSupport
import XCTest

/// A host's drags, drops, context menus and focus moves reach the tree through the shadow: one
/// session per host drag with its source rows, drops placed in the table's coordinates, the menu
/// showing recorded, the focused row following. What the UIKit bridge's shell does with them is
/// only type conversion.
final class HostedGestureTests: XCTestCase {
    /// A section of two rows that drags one item named after it, takes drops by placing each item
    /// at the destination, offers a context menu, and records what it hears.
    @MainActor
    private final class Section: CascadingBareTableDelegate {
        let name: String
        var heard: [String] = []
        var menuRows: [[IndexPath]] = []
        var menu: Menu?

        init(_ name: String) {
            self.name = name
            super.init(index: 0, childDelegates: [])
        }

        required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
            name = "?"
            super.init(index: index, childDelegates: childDelegates)
        }

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            TableViewCell()
        }

        override func tableView(
            _ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath
        ) -> [DragItem] {
            heard.append("begin \(indexPath)")
            return [DragItem(localObject: name)]
        }

        override func tableView(
            _ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint
        ) -> [DragItem] {
            heard.append("add \(indexPath)")
            return [DragItem(localObject: name + "+")]
        }

        override func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
            heard.append("drop at \(coordinator.destinationIndexPath.map { "\($0)" } ?? "nil")")
            heard.append("sources \(coordinator.items.map { $0.sourceIndexPath.map { "\($0)" } ?? "nil" })")
            for item in coordinator.items {
                coordinator.drop(
                    item.dragItem, toRowAt: coordinator.destinationIndexPath ?? IndexPath(row: 0, section: 0))
            }
        }

        override func tableView(
            _ tableView: TableView, contextMenuConfigurationForRowsAt indexPaths: [IndexPath], point: CGPoint
        ) -> ContextMenuConfiguration? {
            menuRows.append(indexPaths)
            return ContextMenuConfiguration(identifier: name) { [weak self] _ in self?.menu }
        }

        override func tableView(
            _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
            animator: (any ContextMenuInteractionAnimating)?
        ) {
            heard.append("display \(configuration.identifier.map { "\($0)" } ?? "nil")")
        }

        override func tableView(
            _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
            animator: (any ContextMenuInteractionAnimating)?
        ) {
            heard.append("end \(configuration.identifier.map { "\($0)" } ?? "nil")")
        }

        override func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(
            _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
            with coordinator: FocusAnimationCoordinator
        ) {
            heard.append(
                "focus \(context.nextFocusedIndexPath.map { "\($0)" } ?? "nil") \(context.focusHeading.rawValue)")
            coordinator.addCoordinatedAnimations({ self.heard.append("animated") })
        }
    }

    /// A table of two sections of two rows, the tree attached as a hosted shadow's is; the root is
    /// returned to be kept alive (the table holds its delegates weakly).
    @MainActor
    private func makeTable() -> (table: TableView, sections: [Section], root: CascadingRootTableDelegate) {
        let sections = [Section("a"), Section("b")]
        let root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
        let table = TableView()
        root.prepare(tableView: table)
        table.dragDelegate = root
        table.dropDelegate = root
        table.allowsMultipleSelection = true
        table.reloadData()
        return (table, sections, root)
    }

    @MainActor
    func testAHostDragRecordsItsSourceRowsAndADropPlacesItemsInTheTablesCoordinates() async {
        let (table, sections, root) = makeTable()
        defer { withExtendedLifetime(root) {} }
        let session = DragSession()
        let first = table.hostDragItems(forBeginning: session, at: IndexPath(row: 1, section: 0))
        let more = table.hostDragItems(forAddingTo: session, at: IndexPath(row: 0, section: 1), point: .zero)
        XCTAssertEqual(first.map { $0.localObject as? String }, ["a"])
        XCTAssertEqual(more.map { $0.localObject as? String }, ["b+"])
        XCTAssertEqual(session.items.count, 2)
        XCTAssertEqual(sections[0].heard, ["begin [0, 1]"], "the section's node gets the call, index path unchanged")
        XCTAssertEqual(sections[1].heard, ["add [1, 0]"])

        let drop = DropSession(items: session.items, localDragSession: session)
        let placed = table.hostPerformDrop(
            of: [(session.items[0], IndexPath(row: 1, section: 0)), (session.items[1], IndexPath(row: 0, section: 1))],
            at: IndexPath(row: 1, section: 1), proposal: TableViewDropProposal(operation: .copy), session: drop)
        XCTAssertEqual(sections[1].heard.suffix(2), ["drop at [1, 1]", "sources [\"[0, 1]\", \"[1, 0]\"]"])
        XCTAssertEqual(placed.map(\.row), [IndexPath(row: 1, section: 1), IndexPath(row: 1, section: 1)])
        XCTAssertTrue(placed[0].dragItem === session.items[0] && placed[1].dragItem === session.items[1])
    }

    @MainActor
    func testAHostGestureOnAMissingRowOrWithoutDelegatesGetsNothingAndMissingRowsAreReported() async {
        let (table, sections, root) = makeTable()
        defer { withExtendedLifetime(root) {} }
        table.diagnostics.mode = .silent
        XCTAssertEqual(table.hostDragItems(forBeginning: DragSession(), at: IndexPath(row: 5, section: 0)).count, 0)
        XCTAssertEqual(
            table.hostDragItems(forAddingTo: DragSession(), at: IndexPath(row: 0, section: 9), point: .zero).count, 0)
        XCTAssertNil(table.hostContextMenuConfiguration(forRowAt: IndexPath(row: -1, section: 0), point: .zero))
        XCTAssertEqual(table.diagnostics.reports.count, 3)
        XCTAssertTrue(sections.allSatisfy { $0.heard.isEmpty && $0.menuRows.isEmpty })

        let bare = TableView()
        bare.dataSource = ArrayDataSource([["x"]])
        XCTAssertEqual(bare.hostDragItems(forBeginning: DragSession(), at: IndexPath(row: 0, section: 0)).count, 0)
        let placed = bare.hostPerformDrop(
            of: [(DragItem(), nil)], at: nil, proposal: TableViewDropProposal(operation: .copy),
            session: DropSession(items: []))
        XCTAssertTrue(placed.isEmpty, "no drop delegate: nothing placed")
        XCTAssertNil(bare.hostContextMenuConfiguration(forRowAt: IndexPath(row: 0, section: 0), point: .zero))
    }

    @MainActor
    func testAHostsContextMenuIsForTheSelectedRowsAndTheShadowRecordsItWhileItShows() async {
        let (table, sections, root) = makeTable()
        defer { withExtendedLifetime(root) {} }
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let configuration = table.hostContextMenuConfiguration(
            forRowAt: IndexPath(row: 1, section: 0), point: CGPoint(x: 10, y: 60))
        XCTAssertEqual(configuration?.identifier, AnyHashable("a"), "the first selected row's node answers")
        XCTAssertEqual(sections[0].menuRows, [[IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)]])
        XCTAssertNil(table.presentedContextMenuConfiguration, "asked, not shown yet")

        let menu = Menu(title: "m", children: [])
        table.hostWillDisplayContextMenu(try! XCTUnwrap(configuration), menu: menu, animator: nil)
        XCTAssertTrue(table.presentedContextMenuConfiguration === configuration)
        XCTAssertTrue(table.presentedContextMenu === menu)
        XCTAssertEqual(table.indexPathsForContextMenu, [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        table.hostWillEndContextMenuInteraction(try! XCTUnwrap(configuration), animator: nil)
        XCTAssertNil(table.presentedContextMenuConfiguration)
        XCTAssertEqual(table.indexPathsForContextMenu, [])
        XCTAssertEqual(sections[0].heard, ["display a", "end a"])

        let other = ContextMenuConfiguration(identifier: "elsewhere")
        table.hostWillDisplayContextMenu(other, menu: nil, animator: nil)
        XCTAssertEqual(table.indexPathsForContextMenu, [], "a configuration the shadow never offered is for no rows")
    }

    @MainActor
    func testAnActionChosenInTheHostRunsLikeAHeadlessChoice() async {
        let (table, _, root) = makeTable()
        defer { withExtendedLifetime(root) {} }
        var ran: [String] = []
        let small = Action(title: "Small", state: .on) { ran.append($0.title) }
        let large = Action(title: "Large") { ran.append($0.title) }
        let sizes = Menu(title: "Size", options: .singleSelection, children: [small, large])
        let share = Action(title: "Share") { ran.append($0.title) }
        let menu = Menu(children: [share, sizes])
        table.hostPerformContextMenuAction(large, in: menu)
        XCTAssertEqual([small.state, large.state], [.off, .on], "single selection: the chosen one is on")
        table.hostPerformContextMenuAction(share, in: menu)
        XCTAssertEqual(share.state, .off, "not in a single-selection menu: its state is the tree's")
        table.hostPerformContextMenuAction(Action(title: "Stray") { ran.append($0.title) }, in: menu)
        XCTAssertEqual(ran, ["Large", "Share", "Stray"], "an action outside the menu still runs")
    }

    @MainActor
    func testAHostsFocusMoveMovesTheShadowsFocusAndForwardsAnimations() async {
        let (table, sections, root) = makeTable()
        defer { withExtendedLifetime(root) {} }
        var forwarded: [(() -> Void)?] = []
        let coordinator = FocusAnimationCoordinator { animations, _ in forwarded.append(animations) }
        let context = TableViewFocusUpdateContext(
            previouslyFocusedIndexPath: nil, nextFocusedIndexPath: IndexPath(row: 1, section: 1), focusHeading: .down)
        table.hostDidUpdateFocus(in: context, with: coordinator)
        XCTAssertEqual(table.focusedIndexPath, IndexPath(row: 1, section: 1))
        XCTAssertEqual(sections[1].heard, ["focus [1, 1] 2"])
        XCTAssertEqual(forwarded.count, 1)
        XCTAssertEqual(coordinator.addedAnimationCount, 1)
        forwarded.first??()
        XCTAssertEqual(sections[1].heard.last, "animated", "run by the host, not at once")

        table.remembersLastFocusedIndexPath = true
        table.hostDidUpdateFocus(
            in: TableViewFocusUpdateContext(
                previouslyFocusedIndexPath: IndexPath(row: 1, section: 1), nextFocusedIndexPath: nil, focusHeading: []),
            with: FocusAnimationCoordinator())
        XCTAssertNil(table.focusedIndexPath)
        XCTAssertEqual(table.moveFocus(.down), IndexPath(row: 1, section: 1), "the last focused row is remembered")
    }

}
