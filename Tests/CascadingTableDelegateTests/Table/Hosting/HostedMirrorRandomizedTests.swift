import CascadingTableCollections
import CascadingTableDelegate
import CascadingTestSupport
import XCTest

/// The replay the UIKit bridge relies on, checked headlessly: a tree attached to a shadow table is
/// shown in a second headless table, the host, through a ``HeadlessTableMirror`` (which answers
/// the host as the bridge answers UIKit). Seeded random steps change described content, change
/// hand-written nodes through their local updates, reload, and act on the host as a user does
/// (taps, scrolls, swipes to delete, drags that reorder, context menus whose actions change rows,
/// focus moves). After every step: neither table reported anything, both have the same counts as
/// the model, the host's visible rows show the model's text through the headless cells the tree
/// configured, each of those cells got `willDisplay` once for its appearance, and the shadow's
/// focused row, selection and context menu are the host's.
final class HostedMirrorRandomizedTests: XCTestCase {
    @MainActor
    func testEveryUpdateTheShadowAcceptsIsAcceptedByTheHostAndTheHostShowsTheTree() async {
        var totals = MirrorRun.Totals()
        for seed in 0..<20 as Range<UInt64> {
            let run = MirrorRun(seed: 0xB41D_6E00 &+ seed &* 0x9E37)
            defer { withExtendedLifetime(run) {} }
            guard run.run(steps: 260) else { return }
            totals.add(run.totals)
        }
        XCTAssertGreaterThanOrEqual(totals.steps, 5_000)
        // The kinds of step the checks are about did come up.
        XCTAssertGreaterThan(totals.replayedBatches, 1_000, "batches replayed into the host")
        XCTAssertGreaterThan(totals.reloads, 50, "reloads replayed")
        XCTAssertGreaterThan(totals.swipeDeletes, 50, "rows deleted by a swipe on the host")
        XCTAssertGreaterThan(totals.dragMoves, 50, "rows moved by a drag on the host")
        XCTAssertGreaterThan(totals.menuActions, 50, "context menu actions chosen on the host")
        XCTAssertGreaterThan(totals.focusMoves, 50, "focus moves on the host")
        XCTAssertGreaterThan(totals.checkedRows, 20_000, "visible rows compared with the model")
    }
}

/// A hand-written row: its text, a version bumped by a tap, a swipe that deletes it, a drag that
/// reorders it, a context menu that bumps or deletes it, and focus.
private final class HandRow: CascadingBareTableDelegate {
    var name = "?"
    var version = 0
    /// Called when the user confirms the swipe's delete, or chooses Delete in the context menu.
    var onDelete: ((HandRow) -> Void)?
    /// Called when the user selects the row, or chooses Bump in the context menu.
    var onSelect: ((HandRow) -> Void)?

    convenience init(_ name: String) {
        self.init(index: 0, childDelegates: [])
        self.name = name
    }

    var shown: String { "\(name) v\(version)" }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "hand", for: indexPath)
        cell.text = shown
        return cell
    }

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle { .delete }

    override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        onDelete?(self)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        onSelect?(self)
    }

    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath.section == sourceIndexPath.section ? proposedDestinationIndexPath : sourceIndexPath
    }

    override func tableView(
        _ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath
    ) -> [DragItem] {
        [DragItem(localObject: name)]
    }

    override func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    override func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        ContextMenuConfiguration(identifier: name) { [weak self] _ in
            Menu(children: [
                Action(title: "Bump") { _ in self.map { $0.onSelect?($0) } },
                Action(title: "Delete", attributes: .destructive) { _ in self.map { $0.onDelete?($0) } },
            ])
        }
    }

    override func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
}

/// The section of hand-written rows, which owns their order: a user's move changes it here.
private final class HandSection: CascadingSectionTableDelegate {
    /// Called when the user moved a row within the section.
    var onMove: ((IndexPath, IndexPath) -> Void)?

    override func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        onMove?(sourceIndexPath, destinationIndexPath)
    }
}

/// The root, recording what the tree hears about display, to check each appearance.
private final class RecordingRoot: CascadingRootTableDelegate {
    var displayed = Set<ObjectIdentifier>()
    var problems: [String] = []

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = super.tableView(tableView, cellForRowAt: indexPath)
        if let shown = tableView.cellForRow(at: indexPath), shown !== cell {
            problems.append("row \(indexPath) was asked for a second cell while its first is shown")
        }
        return cell
    }

    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        if !displayed.insert(ObjectIdentifier(cell)).inserted {
            problems.append("willDisplay twice for the cell of \(indexPath)")
        }
        super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    override func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        if displayed.remove(ObjectIdentifier(cell)) == nil {
            problems.append("didEndDisplaying for \(indexPath), whose cell was not displayed")
        }
        super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }
}

/// One seeded run: the tree and its model, the shadow, the host, and the checks.
@MainActor
private final class MirrorRun {
    struct Totals {
        var steps = 0
        var replayedBatches = 0
        var reloads = 0
        var swipeDeletes = 0
        var dragMoves = 0
        var menuActions = 0
        var focusMoves = 0
        var checkedRows = 0

        mutating func add(_ other: Totals) {
            steps += other.steps
            replayedBatches += other.replayedBatches
            reloads += other.reloads
            swipeDeletes += other.swipeDeletes
            dragMoves += other.dragMoves
            menuActions += other.menuActions
            focusMoves += other.focusMoves
            checkedRows += other.checkedRows
        }
    }

    private let seed: UInt64
    private var random: SeededGenerator
    private let shadow = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    private let host = CountingHostTable(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    private let described = DescribedTableDelegate()
    private let hand = HandSection(index: 0, childDelegates: [])
    private let list = DescribedRowsDelegate()
    private let root: RecordingRoot
    private var mirror: HeadlessTableMirror?
    /// The described sections: an identifier and rows of (identifier, version).
    private var sections: [(id: Int, rows: [(id: Int, version: Int)])] = []
    private var listRows: [(id: Int, version: Int)] = []
    private var handRows: [HandRow] = []
    private var nextID = 0
    private var reports: [String] = []
    private var trace: [String] = []
    private(set) var totals = Totals()

    init(seed: UInt64) {
        self.seed = seed
        random = SeededGenerator(seed: seed)
        root = RecordingRoot(
            index: 0,
            childDelegates: [
                described, hand, CascadingSectionTableDelegate(index: 0, childDelegates: [list]),
            ])
        shadow.diagnostics.mode = .strict { [unowned self] in reports.append("shadow: " + $0.message) }
        host.diagnostics.mode = .strict { [unowned self] in reports.append("host: " + $0.message) }
        shadow.register(TableViewCell.self, forCellReuseIdentifier: "hand")
        sections = (0..<3).map { _ in (newID(), (0..<Int.random(in: 0...5, using: &random)).map { _ in (newID(), 0) }) }
        listRows = (0..<6).map { _ in (newID(), 0) }
        handRows = (0..<4).map { _ in makeHandRow() }
        described.content = describedContent()
        list.rows = listRows.map { listRow($0.id, $0.version) }
        hand.childDelegates = handRows
        hand.onMove = { [unowned self] in moveHandRow(from: $0, to: $1) }
        root.prepare(tableView: shadow)
        mirror = HeadlessTableMirror(shadow: shadow, host: host)
        host.dragInteractionEnabled = true
        host.layoutIfNeeded()
    }

    /// Runs `steps` steps; false after the first failure, which it reports.
    func run(steps: Int) -> Bool {
        guard check("start") else { return false }
        for step in 0..<steps {
            let action = takeStep()
            totals.steps += 1
            guard check("step \(step): \(action)") else { return false }
        }
        totals.replayedBatches += host.batchCount
        totals.reloads += host.reloadCount
        return true
    }

    // MARK: - Model

    private func newID() -> Int {
        nextID += 1
        return nextID
    }

    private func makeHandRow() -> HandRow {
        let row = HandRow("h\(newID())")
        row.onDelete = { [unowned self] in deleteHandRow($0) }
        row.onSelect = { [unowned self] in bumpHandRow($0) }
        return row
    }

    private func itemRow(_ id: Int, _ version: Int) -> RowDescription {
        RowDescription(id: id, cell: ItemCell.self, viewModel: Item(title: "d\(id) v\(version)", version: version))
    }

    private func listRow(_ id: Int, _ version: Int) -> RowDescription {
        RowDescription(id: id, cell: ItemCell.self, viewModel: Item(title: "l\(id) v\(version)", version: version))
    }

    private func describedContent() -> DescribedContent {
        DescribedContent(
            sections: sections.map { section in
                SectionDescription(id: section.id, rows: section.rows.map { itemRow($0.id, $0.version) })
            })
    }

    /// The text of every row, section by section, as the model says the table shows it.
    private var expected: [[String]] {
        sections.map { $0.rows.map { "d\($0.id) v\($0.version)" } } + [handRows.map(\.shown)]
            + [listRows.map { "l\($0.id) v\($0.version)" }]
    }

    // MARK: - Steps

    private func takeStep() -> String {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30: return changeDescribedContent()
        case 30..<45: return changeList()
        case 45..<60: return changeHandSection()
        case 60..<68: return scroll()
        case 68..<74: return tap()
        case 74..<80: return swipeToDelete()
        case 80..<85: return dragToReorder()
        case 85..<90: return contextMenu()
        case 90..<94: return moveFocus()
        case 94..<97:
            shadow.reloadData()
            return "reloadData"
        default:
            return reloadHandSection()
        }
    }

    private func changeDescribedContent() -> String {
        var notes: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            switch Int.random(in: 0..<7, using: &random) {
            case 0 where sections.count < 5:
                sections.insert((newID(), [(newID(), 0)]), at: Int.random(in: 0...sections.count, using: &random))
                notes.append("insert section")
            case 1 where !sections.isEmpty:
                sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
                notes.append("delete section")
            case 2 where sections.count > 1:
                let moved = sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
                sections.insert(moved, at: Int.random(in: 0...sections.count, using: &random))
                notes.append("move section")
            default:
                guard !sections.isEmpty else { continue }
                let s = Int.random(in: 0..<sections.count, using: &random)
                notes.append(editRows(&sections[s].rows))
            }
        }
        described.content = describedContent()
        return "described: " + notes.joined(separator: ", ")
    }

    private func changeList() -> String {
        let note = editRows(&listRows)
        list.rows = listRows.map { listRow($0.id, $0.version) }
        return "list: " + note
    }

    /// One random edit of described rows: an insert, a delete, a move or a new version.
    private func editRows(_ rows: inout [(id: Int, version: Int)]) -> String {
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where rows.count < 14:
            rows.insert((newID(), 0), at: Int.random(in: 0...rows.count, using: &random))
            return "insert row"
        case 1 where !rows.isEmpty:
            rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
            return "delete row"
        case 2 where rows.count > 1:
            let moved = rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
            rows.insert(moved, at: Int.random(in: 0...rows.count, using: &random))
            return "move row"
        default:
            guard !rows.isEmpty else { return "nothing" }
            rows[Int.random(in: 0..<rows.count, using: &random)].version += 1
            return "new version"
        }
    }

    /// Inserts or deletes hand-written rows through the section's local updates, as one batch.
    private func changeHandSection() -> String {
        var rows = handRows
        var deleted: [IndexPath] = []
        if !rows.isEmpty && Bool.random(using: &random) {
            let gone = Int.random(in: 0..<rows.count, using: &random)
            rows.remove(at: gone)
            deleted.append(IndexPath(row: gone, section: sections.count))
        }
        var inserted: [IndexPath] = []
        if rows.count < 8 && Bool.random(using: &random) {
            let place = Int.random(in: 0...rows.count, using: &random)
            rows.insert(makeHandRow(), at: place)
            inserted.append(IndexPath(row: place, section: sections.count))
        }
        handRows = rows
        hand.performLocalUpdates {
            hand.childDelegates = rows
            hand.deleteRows(at: deleted, with: .left)
            hand.insertRows(at: inserted, with: .right)
        }
        return "hand: \(deleted.count) deleted, \(inserted.count) inserted"
    }

    /// Changes the hand-written rows with the section's reload mode.
    private func reloadHandSection() -> String {
        hand.reloadModeOnChildDelegatesChanged = .section(animation: .fade)
        defer { hand.reloadModeOnChildDelegatesChanged = .none }
        handRows.append(makeHandRow())
        hand.childDelegates = handRows
        return "hand: appended with a section reload"
    }

    private func deleteHandRow(_ row: HandRow) {
        guard let position = handRows.firstIndex(where: { $0 === row }) else { return }
        handRows.remove(at: position)
        hand.performLocalUpdates {
            hand.childDelegates = handRows
            hand.deleteRows(at: [IndexPath(row: position, section: sections.count)], with: .fade)
        }
    }

    private func bumpHandRow(_ row: HandRow) {
        guard let position = handRows.firstIndex(where: { $0 === row }) else { return }
        row.version += 1
        hand.reconfigureRows(at: [IndexPath(row: position, section: sections.count)])
    }

    /// The user's drag already moved the row in both tables; the model and the section's
    /// children follow.
    private func moveHandRow(from source: IndexPath, to destination: IndexPath) {
        handRows.insert(handRows.remove(at: source.row), at: destination.row)
        hand.childDelegates = handRows
    }

    private func dragToReorder() -> String {
        let section = sections.count
        guard handRows.count > 1 else { return "no drag" }
        let from = IndexPath(row: Int.random(in: 0..<handRows.count, using: &random), section: section)
        let to = IndexPath(row: Int.random(in: 0..<handRows.count, using: &random), section: section)
        let outcome = host.simulateDrag(from: from, to: to)
        if outcome == .moved(to: to), from != to {
            totals.dragMoves += 1
        }
        return "drag \(from) to \(to): \(outcome.map { "\($0)" } ?? "no drag")"
    }

    /// A long press on a visible row, then an action, the preview or a dismissal.
    private func contextMenu() -> String {
        let visible = host.indexPathsForVisibleRows ?? []
        let hand = visible.filter { $0.section == sections.count }
        // Mostly the hand-written rows, which have a menu; sometimes any row.
        let pool = hand.isEmpty || Int.random(in: 0..<4, using: &random) == 0 ? visible : hand
        guard let path = pool.randomElement(using: &random) else { return "no press" }
        host.longPressRow(at: path)
        guard host.presentedContextMenu != nil else { return "press \(path): no menu" }
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            host.dismissContextMenu()
            return "press \(path), dismiss"
        case 1:
            host.tapContextMenuPreview()
            return "press \(path), preview"
        default:
            let title = Bool.random(using: &random) ? "Bump" : "Delete"
            host.performContextMenuAction(titled: [title])
            totals.menuActions += 1
            return "press \(path), \(title)"
        }
    }

    private func moveFocus() -> String {
        let heading: FocusHeading = Bool.random(using: &random) ? .down : .up
        let before = host.focusedIndexPath
        let after = host.moveFocus(heading)
        if after != before {
            totals.focusMoves += 1
        }
        return "focus \(heading == .down ? "down" : "up"): \(after.map { "\($0)" } ?? "none")"
    }

    private func scroll() -> String {
        let distance = CGFloat(Int.random(in: -600...600, using: &random))
        host.userScroll(by: distance)
        return "scroll by \(distance)"
    }

    private func tap() -> String {
        guard let path = host.indexPathsForVisibleRows?.randomElement(using: &random) else { return "no tap" }
        host.tapRow(at: path)
        return "tap \(path)"
    }

    private func swipeToDelete() -> String {
        let section = sections.count
        let visible = (host.indexPathsForVisibleRows ?? []).filter { $0.section == section }
        guard let path = visible.randomElement(using: &random) else { return "no swipe" }
        let before = handRows.count
        host.swipeToDelete(rowAt: path)
        if handRows.count < before {
            totals.swipeDeletes += 1
        }
        return "swipe to delete \(path)"
    }

    // MARK: - Checks

    private func check(_ step: String) -> Bool {
        trace.append(step)
        var problems = reports + root.problems
        reports.removeAll()
        root.problems.removeAll()
        let model = expected
        if host.numberOfSections != model.count || shadow.numberOfSections != model.count {
            problems.append(
                "sections: host \(host.numberOfSections), shadow \(shadow.numberOfSections), model \(model.count)")
        } else {
            for (section, rows) in model.enumerated()
            where host.numberOfRows(inSection: section) != rows.count
                || shadow.numberOfRows(inSection: section) != rows.count
            {
                problems.append(
                    "section \(section): host \(host.numberOfRows(inSection: section)) rows, shadow "
                        + "\(shadow.numberOfRows(inSection: section)), model \(rows.count)")
            }
        }
        let visible = host.indexPathsForVisibleRows ?? []
        if visible != shadow.hostedVisibleRows {
            problems.append("host shows \(visible), the shadow thinks \(shadow.hostedVisibleRows)")
        }
        for path in visible {
            totals.checkedRows += 1
            let hostCell = host.cellForRow(at: path)
            let headless = hostCell.flatMap { mirror?.cells.cell(for: $0) }
            let want = model.indices.contains(path.section) ? model[path.section][safe: path.row] : nil
            if hostCell?.text != want || headless?.text != want || headless !== shadow.cellForRow(at: path) {
                problems.append(
                    "row \(path): host shows \(hostCell?.text ?? "nothing"), headless \(headless?.text ?? "none"), "
                        + "model \(want ?? "none")")
            }
        }
        if host.focusedIndexPath != shadow.focusedIndexPath {
            problems.append(
                "host focuses \(String(describing: host.focusedIndexPath)), shadow \(String(describing: shadow.focusedIndexPath))"
            )
        }
        if host.indexPathsForSelectedRows != shadow.indexPathsForSelectedRows {
            problems.append(
                "host selects \(host.indexPathsForSelectedRows ?? []), shadow \(shadow.indexPathsForSelectedRows ?? [])"
            )
        }
        if (host.presentedContextMenuConfiguration == nil) != (shadow.presentedContextMenuConfiguration == nil) {
            problems.append("the host and the shadow disagree on whether a context menu shows")
        }
        if root.displayed.count != visible.count {
            problems.append(
                "the tree heard of \(root.displayed.count) displayed cells, the host shows \(visible.count)")
        }
        problems += invariantViolations(ofTreeUnder: root).map { "tree and shadow: \($0)" }
        problems += host.invariantViolations().map { "host: \($0)" }
        guard problems.isEmpty else {
            XCTFail(
                "seed \(seed): \(problems.prefix(5).joined(separator: "; "))\nsteps:\n"
                    + trace.suffix(8).joined(separator: "\n"))
            return false
        }
        return true
    }
}

/// The host, counting the batches and reloads replayed into it.
private final class CountingHostTable: TableView {
    private(set) var batchCount = 0
    private(set) var reloadCount = 0

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchCount += 1
        super.performBatchUpdates(updates, completion: completion)
    }

    override func reloadData() {
        reloadCount += 1
        super.reloadData()
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
