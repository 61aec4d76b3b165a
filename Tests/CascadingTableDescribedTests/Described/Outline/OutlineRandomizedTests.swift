import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// A seeded model check of outline rows: random outlines up to depth 5, changed by new rows (with
/// moves across parents), by edits at depth, by expanding, collapsing, restoring the expanded
/// rows, tapping and a user's drops of rows into rows, under a scrolled viewport, with fractional heights and estimates that
/// differ. After every step the table shows exactly the reference flattening of the model (counts,
/// identifiers, indentation, visible cells and their disclosure), and every cache is checked.
final class OutlineRandomizedTests: XCTestCase {
    private static let seed: UInt64 = 0x0A71_1E45

    /// The outline the test expects: one root, "", whose children are the list's top-level rows.
    private typealias Model = OutlineModel

    @MainActor
    func testRandomOutlinesAlwaysShowTheReferenceFlattening() async {
        var random = SeededGenerator(seed: Self.seed)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        var reports: [TableViewDiagnostic] = []
        table.diagnostics.mode = .strict { reports.append($0) }
        let list = DescribedRowsDelegate()
        let intro = CascadingSectionTableDelegate(
            index: 0, childDelegates: [FixedRow(index: 0, childDelegates: []).realHeights("intro", seed: Self.seed)])
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [list])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [intro, section], tableView: table)
        defer { withExtendedLifetime(root) {} }
        // Drops into rows: the app declines the rows that end in "k".
        table.dragInteractionEnabled = true
        list.canDropRow = { _, newParent in !newParent.description.hasSuffix("k") }
        table.layoutIfNeeded()
        var model = Model(roots: [""], idPrefix: "n", seed: Self.seed)
        var expectedReports = 0
        // The number of steps: at least 10,000 in every run.
        for step in 0..<TestScale.steps(10_000) {
            let outcome = Self.step(step, &model, list, table, &random)
            expectedReports += outcome.reports
            if let valid = outcome.valid {
                XCTAssertEqual(valid, outcome.expectedValid, "step \(step): \(outcome.action)")
            }
            XCTAssertEqual(reports.count, expectedReports, "step \(step): \(outcome.action) \(reports.last as Any)")
            expectedReports = reports.count
            check(list, table, model, step: step, action: outcome.action)
            checkInvariants(ofTreeUnder: root)
            if step % 3 == 0 {
                table.contentOffset.y = CGFloat.random(
                    in: 0...max(0, table.contentSize.height - 300), using: &random)
            }
            if testRun?.failureCount ?? 0 > 0 { return }
        }
    }

    /// What a step did: its name, whether it completes and with which outcome, how many reports it
    /// makes.
    private struct Outcome {
        var action: String
        var valid: Bool?
        var expectedValid = true
        var reports = 0
    }

    /// One random step, applied to the node and to the model alike.
    @MainActor
    private static func step(
        _ step: Int, _ model: inout Model, _ list: DescribedRowsDelegate, _ table: TableView,
        _ random: inout SeededGenerator
    ) -> Outcome {
        let ids = model.ids
        let pick = { (random: inout SeededGenerator) in ids.randomElement(using: &random) }
        var outcome = Outcome(action: "")
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<22:
            // New rows: a few changes at once, moves across parents among them.
            var newRows: Set<String> = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let ids = model.ids
                switch Int.random(in: 0..<5, using: &random) {
                case 0 where model.parent.count < 40, 1 where model.parent.count < 12:
                    let parents = [""] + ids.filter { model.depth(of: $0) < 5 }
                    let parent = parents.randomElement(using: &random)!
                    let id = model.newID(&random)
                    let index = Int.random(in: 0...(model.children[parent]?.count ?? 0), using: &random)
                    model.insert(id, under: parent, at: index, startsExpanded: Bool.random(using: &random))
                    newRows.insert(id)
                case 2 where !ids.isEmpty:
                    model.delete(ids.randomElement(using: &random)!)
                case 3 where !ids.isEmpty:
                    let id = ids.randomElement(using: &random)!
                    let height = model.height(of: id)
                    let parents =
                        [""] + ids.filter { !model.isInSubtree($0, of: id) && model.depth(of: $0) + height <= 5 }
                    let parent = parents.randomElement(using: &random)!
                    model.move(
                        id, under: parent,
                        at: Int.random(in: 0...(model.children[parent]?.count ?? 0), using: &random))
                default:
                    for _ in 0..<Int.random(in: 0...2, using: &random) {
                        if let id = model.ids.randomElement(using: &random) { model.version[id]? += 1 }
                    }
                }
            }
            model.settleExpansion(newRows: newRows)
            outcome.action = "new rows"
            let rows = model.descriptions(under: "")
            var valid: Bool?
            if Bool.random(using: &random) {
                list.setRows(rows) { valid = $0 }
            } else {
                table.performBatchUpdates { list.rows = rows }
                valid = true
            }
            outcome.valid = valid
        case 22..<32:
            // An edit at depth.
            guard let id = pick(&random) else { return Outcome(action: "nothing") }
            var valid: Bool?
            var inserted: Set<String> = []
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                outcome.action = "delete \(id)"
                model.delete(id)
                list.deleteRow(withID: id) { valid = $0 }
            case 1:
                outcome.action = "update \(id)"
                model.version[id]? += 1
                list.updateRow(model.description(of: id)) { valid = $0 }
            case 2 where model.depth(of: id) < 5 && model.parent.count < 40:
                let newID = model.newID(&random)
                let index = Int.random(in: 0...(model.children[id]?.count ?? 0), using: &random)
                outcome.action = "insert \(newID) under \(id) at \(index)"
                inserted.insert(newID)
                model.insert(newID, under: id, at: index, startsExpanded: Bool.random(using: &random))
                list.insert(model.description(of: newID), underRowWithID: DescribedID(id), at: index) { valid = $0 }
            default:
                let height = model.height(of: id)
                let parents =
                    [""] + model.ids.filter { !model.isInSubtree($0, of: id) && model.depth(of: $0) + height <= 5 }
                let parent = parents.randomElement(using: &random)!
                var siblings = model.children[parent] ?? []
                siblings.removeAll { $0 == id }
                let index = Int.random(in: 0...siblings.count, using: &random)
                outcome.action = "move \(id) under \(parent) at \(index)"
                model.move(id, under: parent, at: index)
                list.moveRow(withID: id, underRowWithID: parent.isEmpty ? nil : DescribedID(parent), at: index) {
                    valid = $0
                }
            }
            // Each edit is new content: a row that lost its children is collapsed.
            model.settleExpansion(newRows: inserted)
            outcome.valid = valid
        case 32..<62:
            // Expand or collapse any row: a leaf, a hidden row, or one the node does not have.
            let id = Int.random(in: 0..<10, using: &random) == 0 ? "gone" : pick(&random) ?? "gone"
            let expanding = Bool.random(using: &random)
            outcome.action = "\(expanding ? "expand" : "collapse") \(id)"
            let hasChildren = !(model.children[id] ?? []).isEmpty
            if hasChildren {
                if expanding { model.expanded.insert(id) } else { model.expanded.remove(id) }
            } else {
                (outcome.expectedValid, outcome.reports) = (false, 1)
            }
            var valid: Bool?
            if expanding {
                list.expandRow(withID: id) { valid = $0 }
            } else {
                list.collapseRow(withID: id) { valid = $0 }
            }
            outcome.valid = valid
        case 62..<70:
            // Restore a saved expansion (with rows that no longer exist among it).
            var saved = Set(model.ids.filter { _ in Bool.random(using: &random) })
            saved.insert("gone")
            outcome.action = "restore \(saved.sorted())"
            model.expanded = saved.filter { !(model.children[$0] ?? []).isEmpty }
            list.expandedRowIDs = Set(saved.map { DescribedID($0) })
        case 70..<90:
            // A tap on a row on screen.
            let visible = model.visible(under: "")
            let onScreen = (table.indexPathsForVisibleRows ?? []).filter { $0.section == 1 }
            guard let path = onScreen.randomElement(using: &random) else { return Outcome(action: "nothing") }
            let row = visible[path.row]
            outcome.action = "tap \(row.id)"
            if row.expansion != nil && !row.id.hasSuffix("k") {
                if model.expanded.contains(row.id) {
                    model.expanded.remove(row.id)
                } else {
                    model.expanded.insert(row.id)
                }
            }
            _ = table.tapRow(at: path)
        case 90..<95:
            // A user drags a row on screen onto another: into it, when the app takes it.
            let visible = model.visible(under: "")
            let onScreen = (table.indexPathsForVisibleRows ?? []).filter { $0.section == 1 }
            guard let from = onScreen.randomElement(using: &random), let to = onScreen.randomElement(using: &random)
            else { return Outcome(action: "nothing") }
            let (id, target) = (visible[from.row].id, visible[to.row].id)
            let forbidden = model.isInSubtree(target, of: id) || target.hasSuffix("k")
            guard forbidden || model.depth(of: target) + model.height(of: id) <= 5 else {
                return Outcome(action: "nothing")
            }
            outcome.action = "drop \(id) into \(target)"
            var expected = DropOutcome.cancelled(.forbidden)
            if !forbidden {
                model.drop(id, into: target)
                let row = model.visible(under: "").firstIndex { $0.id == id } ?? -1
                expected = .dropped(placements: [IndexPath(row: row, section: 1)])
            }
            let dropped = table.simulateDrag(from: from, to: to)
            outcome.valid = dropped == expected
            if dropped != expected { outcome.action += ": \(dropped as Any), expected \(expected)" }
        default:
            outcome.action = "reload"
            table.reloadData()
        }
        table.layoutIfNeeded()
        return outcome
    }

    /// Checks the node against the model's flattening: the section's count, each row's identifier
    /// and indentation, each visible cell's view model, indentation and disclosure, and the
    /// expanded rows.
    @MainActor
    private func check(_ list: DescribedRowsDelegate, _ table: TableView, _ model: Model, step: Int, action: String) {
        let visible = model.visible(under: "")
        let context = "step \(step): \(action)"
        XCTAssertEqual(table.numberOfRows(inSection: 1), visible.count, context)
        XCTAssertEqual(list.expandedRowIDs, Set(model.expanded.map { DescribedID($0) }), context)
        guard table.numberOfRows(inSection: 1) == visible.count else { return }
        for (index, row) in visible.enumerated() {
            let path = IndexPath(row: index, section: 1)
            XCTAssertEqual(list.rowID(at: path), DescribedID(row.id), context)
            XCTAssertEqual(table.delegate?.tableView(table, indentationLevelForRowAt: path), row.depth, context)
        }
        for path in table.indexPathsForVisibleRows ?? [] where path.section == 1 {
            let expected = visible[path.row]
            let cell = table.cellForRow(at: path) as? ItemCell
            XCTAssertEqual(cell?.item, Item(title: expected.id, version: model.version[expected.id] ?? -1), context)
            XCTAssertEqual(
                cell?.reuseIdentifier, itemRowReuseIdentifier(expected.id, version: model.version[expected.id] ?? -1),
                context)
            XCTAssertEqual(cell?.indentationLevel, expected.depth, context)
            XCTAssertEqual(cell?.outlineExpansion, expected.expansion, "\(context) \(expected.id)")
        }
    }
}
