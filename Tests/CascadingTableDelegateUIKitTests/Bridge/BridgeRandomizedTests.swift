#if !canImport(UIKit)
    import CascadingTableDelegate
    import CascadingTableDelegateUIKit
    import CascadingTableView
    import CascadingTestSupport
    import UIKitSignatureShim
    import XCTest

    /// The bridge's real code, driven through the UIKit stand-in: a tree of described sections, a
    /// described list and hand-written rows shows in a stand-in `UITableView` through a
    /// `UIKitTableBridge`. Seeded random steps change the content (several edits per batch, rows
    /// that reload on change and update themselves when selected, fractional heights and estimates
    /// that differ from them), act as the user does in UIKit (scrolls, taps, swipes to delete,
    /// editing mode) and give the tree's own commands (select, deselect and scroll by identifier,
    /// an offset, editing mode, reloads). After every step: UIKit rejected nothing and saw no
    /// misuse; the shadow reported nothing and its invariants hold; UIKit, the shadow and the model
    /// have the same counts; UIKit shows exactly the rows the shadow thinks it shows, each drawing
    /// the model's text through the headless cell the tree configured for it; and UIKit's
    /// selection, offset and editing mode are the shadow's.
    final class BridgeRandomizedTests: XCTestCase {
        @MainActor
        func testTheRealBridgeKeepsUIKitAndTheShadowInStep() async {
            var totals = BridgeRun.Totals()
            let seeds = TestScale.steps(40)
            for seed in 0..<UInt64(seeds) {
                let run = BridgeRun(seed: 0xB41D_6E00 &+ seed &* 0x9E37)
                defer { withExtendedLifetime(run) {} }
                guard run.run(steps: 260) else { return }
                totals.add(run.totals)
            }
            XCTAssertGreaterThanOrEqual(totals.steps, 10_000)
            // The kinds of step the checks are about did come up.
            XCTAssertGreaterThan(totals.batches, 1_000, "batches replayed into UIKit")
            XCTAssertGreaterThan(totals.reloads, 50, "reloads replayed into UIKit")
            XCTAssertGreaterThan(totals.taps, 200, "rows selected by a tap in UIKit")
            XCTAssertGreaterThan(totals.swipeDeletes, 50, "rows deleted by a swipe in UIKit")
            XCTAssertGreaterThan(totals.treeCommands, 300, "the tree's commands that reached UIKit")
            XCTAssertGreaterThan(totals.checkedRows, 20_000, "visible rows compared with the model")
            print("BridgeRandomizedTests: \(totals)")
        }
    }

    /// What a test row shows.
    private struct Shown: Equatable, Sendable {
        var title: String
    }

    /// The described rows' cell.
    private final class ShownCell: TableViewCell, ConfigurableCell {
        func configure(with shown: Shown) {
            text = shown.title
        }
    }

    /// A hand-written row: its text, a version bumped by a tap, and a swipe that deletes it.
    private final class HandRow: CascadingBareTableDelegate {
        var name = "?"
        var version = 0
        var height: CGFloat = 50
        var onDelete: ((HandRow) -> Void)?
        var onSelect: ((HandRow) -> Void)?

        convenience init(_ name: String, height: CGFloat) {
            self.init(index: 0, childDelegates: [])
            self.name = name
            self.height = height
        }

        var shown: String { "\(name) v\(version)" }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "hand", for: indexPath)
            cell.text = shown
            return cell
        }

        override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }
        override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            40
        }
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
    }

    /// One seeded run: the tree and its model, the bridge, and the checks.
    @MainActor
    private final class BridgeRun {
        struct Totals: CustomStringConvertible {
            var steps = 0
            var batches = 0
            var reloads = 0
            var taps = 0
            var swipeDeletes = 0
            var treeCommands = 0
            var checkedRows = 0

            mutating func add(_ other: Totals) {
                steps += other.steps
                batches += other.batches
                reloads += other.reloads
                taps += other.taps
                swipeDeletes += other.swipeDeletes
                treeCommands += other.treeCommands
                checkedRows += other.checkedRows
            }

            var description: String {
                "\(steps) steps, \(batches) batches and \(reloads) reloads replayed, \(taps) taps, "
                    + "\(swipeDeletes) swipe deletes, \(treeCommands) tree commands, \(checkedRows) rows checked"
            }
        }

        private let seed: UInt64
        private var random: SeededGenerator
        private let host = CountingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        private let described = DescribedTableDelegate()
        private let hand = CascadingSectionTableDelegate(index: 0, childDelegates: [])
        private let list = DescribedRowsDelegate()
        private let root: CascadingRootTableDelegate
        private var bridge: UIKitTableBridge!
        private var shadow: TableView { bridge.headlessTable }
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
            root = CascadingRootTableDelegate(
                index: 0,
                childDelegates: [described, hand, CascadingSectionTableDelegate(index: 0, childDelegates: [list])])
            sections = (0..<3).map { _ in
                (newID(), (0..<Int.random(in: 0...5, using: &random)).map { _ in (newID(), 0) })
            }
            listRows = (0..<6).map { _ in (newID(), 0) }
            handRows = (0..<4).map { _ in makeHandRow() }
            described.content = describedContent()
            list.rows = listRows.map { listRow($0.id, $0.version) }
            hand.childDelegates = handRows
            bridge = UIKitTableBridge(root: root, tableView: host)
            shadow.diagnostics.mode = .strict { [unowned self] in reports.append("shadow: " + $0.message) }
            shadow.register(TableViewCell.self, forCellReuseIdentifier: "hand")
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
            totals.batches += host.batchCount
            totals.reloads += host.reloadCount
            return true
        }

        // MARK: - Model

        private func newID() -> Int {
            nextID += 1
            return nextID
        }

        private func makeHandRow() -> HandRow {
            let heights: [CGFloat] = [50, 44.5, 100.0 / 3, 61.7]
            let row = HandRow("h\(newID())", height: heights[Int.random(in: 0..<heights.count, using: &random)])
            row.onDelete = { [unowned self] in deleteHandRow($0) }
            row.onSelect = { [unowned self] in bumpHandRow($0) }
            return row
        }

        /// A described row: every third reloads on change and takes a new version when selected
        /// (the user's selection then meets UIKit's reload of the row).
        private func itemRow(_ id: Int, _ version: Int) -> RowDescription {
            let row = RowDescription(id: id, cell: ShownCell.self, viewModel: Shown(title: "d\(id) v\(version)"))
                .height(id % 2 == 0 ? 44.5 : 30.25).estimatedHeight(id % 5 == 0 ? nil : 40)
            guard id % 3 == 0 else { return row }
            return row.reloadsOnChange().onSelect { [weak self] context in
                guard let id = context.id.base as? Int else { return }
                self?.bumpDescribedRow(id)
            }
        }

        private func listRow(_ id: Int, _ version: Int) -> RowDescription {
            RowDescription(id: id, cell: ShownCell.self, viewModel: Shown(title: "l\(id) v\(version)"))
                .height(id % 2 == 0 ? 60 : 22.75)
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

        private func bumpDescribedRow(_ id: Int) {
            for s in sections.indices {
                if let r = sections[s].rows.firstIndex(where: { $0.id == id }) {
                    sections[s].rows[r].version += 1
                }
            }
            described.content = describedContent()
        }

        // MARK: - Steps

        private func takeStep() -> String {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<25: return changeDescribedContent()
            case 25..<35: return changeList()
            case 35..<45: return changeHandSection()
            case 45..<55: return scroll()
            case 55..<67: return tap()
            case 67..<73: return swipeToDelete()
            case 73..<93: return treeCommand()
            case 93..<96:
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

        /// The user scrolls UIKit's table.
        private func scroll() -> String {
            let distance = CGFloat(Int.random(in: -600...600, using: &random)) + 0.25
            host.simulateScroll(by: distance)
            return "scroll by \(distance)"
        }

        /// The user taps a visible row in UIKit's table.
        private func tap() -> String {
            guard let path = host.indexPathsForVisibleRows?.randomElement(using: &random) else { return "no tap" }
            if host.simulateTap(at: path) != nil {
                totals.taps += 1
            }
            return "tap \(path)"
        }

        /// The user swipes a visible hand-written row and confirms the delete.
        private func swipeToDelete() -> String {
            let section = sections.count
            let visible = (host.indexPathsForVisibleRows ?? []).filter { $0.section == section }
            guard let path = visible.randomElement(using: &random) else { return "no swipe" }
            let before = handRows.count
            _ = host.simulateSwipeToDelete(at: path)
            if handRows.count < before {
                totals.swipeDeletes += 1
            }
            return "swipe to delete \(path)"
        }

        /// The tree asks its table for something the user sees.
        private func treeCommand() -> String {
            totals.treeCommands += 1
            let ids = sections.flatMap { $0.rows.map(\.id) }
            switch Int.random(in: 0..<8, using: &random) {
            case 0, 1:
                guard let id = ids.randomElement(using: &random) else { return "no row to select" }
                let positions: [TableView.ScrollPosition] = [.none, .top, .middle, .bottom]
                let position = positions[Int.random(in: 0..<4, using: &random)]
                described.selectRow(withID: id, scrollPosition: position)
                return "tree selects d\(id) (\(position))"
            case 2:
                guard let id = ids.randomElement(using: &random) else { return "no row to deselect" }
                described.deselectRow(withID: id)
                return "tree deselects d\(id)"
            case 3, 4:
                guard let id = listRows.randomElement(using: &random)?.id else { return "no row to scroll to" }
                let positions: [TableView.ScrollPosition] = [.none, .top, .middle, .bottom]
                let position = positions[Int.random(in: 0..<4, using: &random)]
                list.scrollToRow(withID: id, at: position)
                return "tree scrolls to l\(id) (\(position))"
            case 5:
                let y = CGFloat(Int.random(in: 0...800, using: &random)) + 0.5
                shadow.contentOffset = CGPoint(x: 0, y: y)
                return "tree sets the offset to \(y)"
            case 6:
                shadow.setEditing(!shadow.isEditing, animated: true)
                return "tree sets editing \(shadow.isEditing)"
            default:
                shadow.selectRow(at: nil, animated: false, scrollPosition: .none)
                return "tree clears the selection"
            }
        }

        // MARK: - Checks

        private func check(_ step: String) -> Bool {
            trace.append(step)
            var problems =
                reports + host.invalidUpdates.map { "UIKit rejected: \($0)" }
                + host.programmingErrors.map { "UIKit misuse: \($0)" }
            reports.removeAll()
            host.invalidUpdates.removeAll()
            host.programmingErrors.removeAll()
            let model = expected
            if host.numberOfSections != model.count || shadow.numberOfSections != model.count {
                problems.append(
                    "sections: UIKit \(host.numberOfSections), shadow \(shadow.numberOfSections), model \(model.count)")
            } else {
                for (section, rows) in model.enumerated()
                where host.numberOfRows(inSection: section) != rows.count
                    || shadow.numberOfRows(inSection: section) != rows.count
                {
                    problems.append(
                        "section \(section): UIKit \(host.numberOfRows(inSection: section)) rows, shadow "
                            + "\(shadow.numberOfRows(inSection: section)), model \(rows.count)")
                }
            }
            let visible = host.indexPathsForVisibleRows ?? []
            if visible != shadow.hostedVisibleRows {
                problems.append("UIKit shows \(visible), the shadow thinks \(shadow.hostedVisibleRows)")
            }
            for path in visible {
                totals.checkedRows += 1
                let cell = host.cellForRow(at: path)
                let drawn = (cell?.contentConfiguration as? UIListContentConfiguration)?.text
                let headless = cell.flatMap { bridge.cells.cell(for: $0) }
                let want = model.indices.contains(path.section) ? model[path.section][safe: path.row] : nil
                if drawn != want || headless?.text != want || headless !== shadow.cellForRow(at: path) {
                    problems.append(
                        "row \(path): UIKit draws \(drawn ?? "nothing"), headless \(headless?.text ?? "none"), "
                            + "model \(want ?? "none")")
                }
            }
            if host.indexPathsForSelectedRows != shadow.indexPathsForSelectedRows {
                problems.append(
                    "UIKit selects \(host.indexPathsForSelectedRows ?? []), "
                        + "shadow \(shadow.indexPathsForSelectedRows ?? [])")
            }
            if host.contentOffset.y != shadow.contentOffset.y {
                problems.append("UIKit's offset \(host.contentOffset.y), the shadow's \(shadow.contentOffset.y)")
            }
            if host.isEditing != shadow.isEditing {
                problems.append("UIKit editing \(host.isEditing), the shadow \(shadow.isEditing)")
            }
            problems += invariantViolations(ofTreeUnder: root).map { "tree and shadow: \($0)" }
            guard problems.isEmpty else {
                XCTFail(
                    "seed \(seed): \(problems.prefix(5).joined(separator: "; "))\nsteps:\n"
                        + trace.suffix(8).joined(separator: "\n"))
                return false
            }
            return true
        }
    }

    /// The stand-in table, counting the batches and reloads the bridge replays into it.
    private final class CountingTable: UITableView {
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
#endif
