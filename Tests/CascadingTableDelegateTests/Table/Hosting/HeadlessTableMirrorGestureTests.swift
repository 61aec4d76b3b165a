import CascadingTableDelegate
import XCTest

/// The user's drags, drops, context menus and focus moves in a host reach the tree through the
/// shadow, as the UIKit bridge passes UIKit's: the tree's model changes, the host shows it, the
/// shadow keeps in step, and neither table reports anything.
final class HeadlessTableMirrorGestureTests: XCTestCase {
    /// A section of named rows that can be reordered, dragged, dropped into, pressed for a menu
    /// and focused.
    @MainActor
    private final class Names: CascadingBareTableDelegate {
        var names: [String]
        var heard: [String] = []
        var actions: [String: Action] = [:]

        init(_ names: [String]) {
            self.names = names
            super.init(index: 0, childDelegates: [])
        }

        required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
            names = []
            super.init(index: index, childDelegates: childDelegates)
        }

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell()
            cell.text = names[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(
            _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }

        override func tableView(
            _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            guard proposedDestinationIndexPath.section != sourceIndexPath.section else {
                return proposedDestinationIndexPath
            }
            return IndexPath(row: names.count - 1, section: sourceIndexPath.section)
        }

        override func tableView(
            _ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath
        ) -> [DragItem] {
            [DragItem(localObject: names[indexPath.row])]
        }

        override func tableView(
            _ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint
        ) -> [DragItem] {
            [DragItem(localObject: names[indexPath.row])]
        }

        override func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession) {
            heard.append("drop exited")
        }

        override func tableView(
            _ tableView: TableView, dropSessionDidUpdate session: DropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> TableViewDropProposal {
            TableViewDropProposal(
                operation: session.localDragSession == nil ? .copy : .move, intent: .insertAtDestinationIndexPath)
        }

        override func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
            guard let destination = coordinator.destinationIndexPath else { return }
            let dropped = coordinator.items.compactMap { $0.dragItem.localObject as? String }
            names.insert(contentsOf: dropped, at: destination.row)
            let rows = dropped.indices.map { IndexPath(row: destination.row + $0, section: destination.section) }
            tableView.performBatchUpdates { tableView.insertRows(at: rows, with: .automatic) }
            for (item, row) in zip(coordinator.items, rows) {
                coordinator.drop(item.dragItem, toRowAt: row)
            }
        }

        override func tableView(
            _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> ContextMenuConfiguration? {
            let name = names[indexPath.row]
            return ContextMenuConfiguration(identifier: name) { [weak self] _ in
                let record: Action.Handler = { self?.heard.append("chose \($0.title) for \(name)") }
                let red = Action(title: "Red", state: .on, handler: record)
                let blue = Action(title: "Blue", handler: record)
                self?.actions = ["Red": red, "Blue": blue]
                return Menu(children: [
                    Action(title: "Rename", attributes: .destructive, handler: record),
                    Menu(title: "Color", options: .singleSelection, children: [red, blue]),
                ])
            }
        }

        override func tableView(
            _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
            animator: any ContextMenuInteractionCommitAnimating
        ) {
            heard.append("preview \(configuration.identifier.map { "\($0)" } ?? "nil")")
        }

        override func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(
            _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
            with coordinator: FocusAnimationCoordinator
        ) {
            heard.append("focus \(context.nextFocusedIndexPath.map { "\($0)" } ?? "nil")")
            coordinator.addCoordinatedAnimations { [weak self] in self?.heard.append("animated") }
        }
    }

    /// A shadow with two sections of names, mirrored in a host that allows drags, whose
    /// diagnostics both fail the test.
    @MainActor
    private func makeMirror() -> (mirror: HeadlessTableMirror, sections: [Names], root: CascadingRootTableDelegate) {
        let sections = [Names(["a", "b", "c"]), Names(["d", "e"])]
        let root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
        let shadow = TableView()
        let host = TableView()
        for table in [shadow, host] {
            table.diagnostics.mode = .strict { XCTFail($0.message) }
        }
        root.prepare(tableView: shadow)
        let mirror = HeadlessTableMirror(shadow: shadow, host: host)
        host.dragInteractionEnabled = true
        host.layoutIfNeeded()
        return (mirror, sections, root)
    }

    /// The host shows the tree's names, row for row, and both tables pass their invariant checks.
    @MainActor
    private func assertInStep(
        _ mirror: HeadlessTableMirror, _ sections: [Names], file: StaticString = #filePath, line: UInt = #line
    ) {
        for (section, names) in sections.enumerated() {
            XCTAssertEqual(mirror.host.numberOfRows(inSection: section), names.names.count, file: file, line: line)
            XCTAssertEqual(mirror.shadow.numberOfRows(inSection: section), names.names.count, file: file, line: line)
            let shown = names.names.indices.map {
                mirror.host.cellForRow(at: IndexPath(row: $0, section: section))?.text
            }
            XCTAssertEqual(shown, names.names, file: file, line: line)
        }
        XCTAssertEqual(mirror.shadow.invariantViolations(), [], file: file, line: line)
        XCTAssertEqual(mirror.host.invariantViolations(), [], file: file, line: line)
    }

    @MainActor
    func testADragInTheHostReordersTheTreeAndBothTablesMoveTheRow() async {
        let (mirror, sections, root) = makeMirror()
        defer { withExtendedLifetime(root) {} }
        mirror.shadow.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        mirror.host.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let outcome = mirror.host.simulateDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        XCTAssertEqual(outcome, .moved(to: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(sections[0].names, ["b", "c", "a"])
        XCTAssertEqual(mirror.shadow.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)], "the selection moved")
        assertInStep(mirror, sections)
    }

    @MainActor
    func testADropFromOutsideInsertsInTheTreeAndTheHostShowsAndPlacesIt() async {
        let (mirror, sections, root) = makeMirror()
        defer { withExtendedLifetime(root) {} }
        let outcome = mirror.host.simulateDrop(
            items: [DragItem(localObject: "new"), DragItem(localObject: "newer")], at: IndexPath(row: 1, section: 1))
        XCTAssertEqual(outcome, .dropped(placements: [IndexPath(row: 1, section: 1), IndexPath(row: 2, section: 1)]))
        XCTAssertEqual(sections[1].names, ["d", "new", "newer", "e"])
        assertInStep(mirror, sections)
    }

    @MainActor
    func testADragOfSeveralRowsIsDroppedByTheTreeAndADropOverNoRowExits() async {
        let (mirror, sections, root) = makeMirror()
        defer { withExtendedLifetime(root) {} }
        let outcome = mirror.host.simulateDrag(
            from: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)], to: IndexPath(row: 2, section: 1))
        XCTAssertEqual(outcome, .dropped(placements: [IndexPath(row: 2, section: 1), IndexPath(row: 3, section: 1)]))
        XCTAssertEqual(sections.map(\.names), [["a", "b", "c"], ["d", "e", "a", "c"]], "the tree's drop copies both")
        assertInStep(mirror, sections)

        XCTAssertEqual(mirror.host.simulateDrop(items: [DragItem(localObject: "x")], at: nil), .cancelled(.cancel))
        XCTAssertEqual(sections.map(\.heard), [["drop exited"], ["drop exited"]], "the drop left; every node hears it")
        assertInStep(mirror, sections)
    }

    @MainActor
    func testADragToAnotherSectionLandsWhereTheTreeRedirectsIt() async {
        let (mirror, sections, root) = makeMirror()
        defer { withExtendedLifetime(root) {} }
        // The tree keeps rows in their section (targetIndexPathForMoveFromRowAt), through the mirror.
        let outcome = mirror.host.simulateDrag(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
        XCTAssertEqual(outcome, .moved(to: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(sections.map(\.names), [["a", "c", "b"], ["d", "e"]])
        assertInStep(mirror, sections)
    }

    @MainActor
    func testTheHostsContextMenuIsTheTreesAndItsActionsRunInTheTree() async {
        let (mirror, sections, root) = makeMirror()
        defer { withExtendedLifetime(root) {} }
        mirror.host.longPressRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(mirror.host.presentedContextMenu?.children.map(\.title), ["Rename", "Color"])
        XCTAssertEqual(mirror.shadow.presentedContextMenuConfiguration?.identifier, AnyHashable("b"))
        XCTAssertEqual(mirror.shadow.indexPathsForContextMenu, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(mirror.shadow.presentedContextMenu?.children.map(\.title), ["Rename", "Color"])

        XCTAssertTrue(mirror.host.performContextMenuAction(titled: ["Color", "Blue"]))
        XCTAssertEqual(sections[0].heard, ["chose Blue for b"])
        XCTAssertEqual(sections[0].actions["Blue"]?.state, .on, "the tree's own action turned on")
        XCTAssertEqual(sections[0].actions["Red"]?.state, .off)
        XCTAssertNil(mirror.shadow.presentedContextMenuConfiguration, "the menu ended in the shadow too")

        mirror.host.longPressRow(at: IndexPath(row: 0, section: 1))
        XCTAssertTrue(mirror.host.tapContextMenuPreview())
        XCTAssertEqual(sections[1].heard, ["preview d"])
        XCTAssertNil(mirror.shadow.presentedContextMenuConfiguration)
        mirror.host.longPressRow(at: IndexPath(row: 0, section: 1))
        XCTAssertTrue(mirror.host.dismissContextMenu())
        XCTAssertNil(mirror.shadow.presentedContextMenuConfiguration)
        assertInStep(mirror, sections)
    }

    @MainActor
    func testFocusMovedInTheHostMovesInTheShadowAndReachesTheTree() async {
        let (mirror, sections, root) = makeMirror()
        defer { withExtendedLifetime(root) {} }
        XCTAssertTrue(mirror.host.focusRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(mirror.shadow.focusedIndexPath, IndexPath(row: 2, section: 0))
        XCTAssertEqual(mirror.host.moveFocus(.down), IndexPath(row: 0, section: 1))
        XCTAssertEqual(mirror.shadow.focusedIndexPath, IndexPath(row: 0, section: 1))
        XCTAssertEqual(
            sections[0].heard, ["focus [0, 2]", "animated", "focus nil", "animated"],
            "focus left this node's rows; the animations ran with the host's")
        XCTAssertEqual(sections[1].heard, ["focus [1, 0]", "animated"])
        XCTAssertTrue(mirror.host.moveFocusOutOfTable())
        XCTAssertNil(mirror.shadow.focusedIndexPath)
    }

    @MainActor
    func testWithoutTheTreesDragAndDropDelegatesTheHostGetsUIKitsRefusals() async {
        let shadow = TableView()
        let source = ArrayDataSource([["a", "b"]])
        shadow.dataSource = source
        let host = TableView()
        let mirror = HeadlessTableMirror(shadow: shadow, host: host)
        host.dragInteractionEnabled = true
        XCTAssertNil(host.simulateDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(host.simulateDrop(items: [DragItem()], at: IndexPath(row: 0, section: 0)), .refused)
        XCTAssertEqual(
            mirror.tableView(host, dropSessionDidUpdate: DropSession(items: []), withDestinationIndexPath: nil),
            TableViewDropProposal(operation: .cancel))
        XCTAssertNil(host.presentedContextMenu)
        withExtendedLifetime(source) {}
    }

    @MainActor
    func testAMoveTheShadowCannotMakeIsReportedAndNothingMoves() async {
        let (mirror, sections, root) = makeMirror()
        defer { withExtendedLifetime(root) {} }
        mirror.shadow.diagnostics.mode = .silent
        mirror.shadow.hostDidMoveRow(from: IndexPath(row: 7, section: 0), to: IndexPath(row: 0, section: 0))
        mirror.shadow.hostDidMoveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        XCTAssertEqual(mirror.shadow.diagnostics.reports.count, 2)
        XCTAssertEqual(sections[0].names, ["a", "b", "c"])
        assertInStep(mirror, sections)
    }
}
