import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// A seeded model check of outline rows in a `DescribedTableDelegate` of several sections: random
/// outlines up to depth 5 in each section, changed by new content (rows moved across parents and
/// sections, sections reordered), by expanding and collapsing (one at a time, or several in
/// several sections in one batch, with a reload and sometimes new content joining it), by
/// restoring the expanded rows and by taps, under a scrolled viewport with fractional heights.
/// After every step the table shows exactly the reference flattening of each section, and every
/// cache is checked.
final class OutlineTableRandomizedTests: XCTestCase {
    private static let seed: UInt64 = 0x7AB1_E045

    /// The sections' outlines: a section's top-level rows are the children of its identifier.
    private typealias Model = OutlineModel

    @MainActor
    func testRandomOutlinesInSectionsAlwaysShowTheReferenceFlattening() async {
        var random = SeededGenerator(seed: Self.seed)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        var reports: [TableViewDiagnostic] = []
        table.diagnostics.mode = .strict { reports.append($0) }
        let node = DescribedTableDelegate()
        let intro = CascadingSectionTableDelegate(
            index: 0, childDelegates: [FixedRow(index: 0, childDelegates: []).realHeights("intro", seed: Self.seed)])
        let root = CascadingRootTableDelegate(index: 0, childDelegates: [intro, node], tableView: table)
        defer { withExtendedLifetime(root) {} }
        var model = Model(roots: ["s0", "s1", "s2"], idPrefix: "r", seed: Self.seed)
        node.content = model.content()
        table.layoutIfNeeded()
        var expectedReports = 0
        // The number of steps: at least 10,000 in every run.
        for step in 0..<TestScale.steps(10_000) {
            let outcome = Self.step(&model, node, table, &random)
            expectedReports += outcome.reports
            // Refused calls complete at once, the others when their batch ends: compared unordered.
            XCTAssertEqual(
                [outcome.results.count, outcome.results.filter { $0 }.count],
                [outcome.expected.count, outcome.expected.filter { $0 }.count], "step \(step): \(outcome.action)")
            XCTAssertEqual(reports.count, expectedReports, "step \(step): \(outcome.action) \(reports.last as Any)")
            expectedReports = reports.count
            check(node, table, model, step: step, action: outcome.action)
            checkInvariants(ofTreeUnder: root)
            if step % 3 == 0 {
                table.contentOffset.y = CGFloat.random(
                    in: 0...max(0, table.contentSize.height - 300), using: &random)
            }
            if testRun?.failureCount ?? 0 > 0 { return }
        }
    }

    /// What a step did: its name, the completions it got and expected, how many reports it makes.
    private struct Outcome {
        var action = ""
        var results: [Bool] = []
        var expected: [Bool] = []
        var reports = 0
    }

    /// A box the completions of one step write to.
    @MainActor
    private final class Results {
        var values: [Bool] = []
        func note(_ value: Bool) { values.append(value) }
    }

    /// Expands or collapses a random row (a leaf, a hidden row, or one the node does not have),
    /// in the node and in the model.
    @MainActor
    private static func toggle(
        _ model: inout Model, _ node: DescribedTableDelegate, _ random: inout SeededGenerator,
        _ outcome: inout Outcome, _ results: Results
    ) {
        let id =
            Int.random(in: 0..<10, using: &random) == 0 ? "gone" : model.ids.randomElement(using: &random) ?? "gone"
        let expanding = Bool.random(using: &random)
        outcome.action += "\(expanding ? "expand" : "collapse") \(id); "
        if !(model.children[id] ?? []).isEmpty {
            if expanding { model.expanded.insert(id) } else { model.expanded.remove(id) }
            outcome.expected.append(true)
        } else {
            outcome.expected.append(false)
            outcome.reports += 1
        }
        if expanding {
            node.expandRow(withID: id, completion: results.note)
        } else {
            node.collapseRow(withID: id, completion: results.note)
        }
    }

    /// One random step, applied to the node and to the model alike.
    @MainActor
    private static func step(
        _ model: inout Model, _ node: DescribedTableDelegate, _ table: TableView, _ random: inout SeededGenerator
    ) -> Outcome {
        var outcome = Outcome()
        let results = Results()
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<20:
            model.change(&random)
            outcome.action = "new content"
            outcome.expected = [true]
            let content = model.content()
            if Bool.random(using: &random) {
                node.setContent(content, completion: results.note)
            } else {
                table.performBatchUpdates { node.setContent(content, completion: results.note) }
            }
        case 20..<48:
            toggle(&model, node, &random, &outcome, results)
        case 48..<62:
            // Several toggles in one batch, likely in several sections; a reload of a row shown
            // and new content may join it.
            let withContent = Int.random(in: 0..<4, using: &random) == 0
            // The batch's closure may escape: it works on copies, written back after.
            var (batchModel, batchRandom, batchOutcome) = (model, random, outcome)
            table.performBatchUpdates {
                for _ in 0..<Int.random(in: 2...4, using: &batchRandom) {
                    toggle(&batchModel, node, &batchRandom, &batchOutcome, results)
                    if Int.random(in: 0..<4, using: &batchRandom) == 0,
                        let id = batchModel.ids.randomElement(using: &batchRandom)
                    {
                        batchOutcome.action += "reload \(id); "
                        _ = node.reloadRow(withID: id)
                    }
                }
                if withContent {
                    batchModel.change(&batchRandom)
                    batchOutcome.action += "new content"
                    batchOutcome.expected.append(true)
                    node.setContent(batchModel.content(), completion: results.note)
                }
            }
            (model, random, outcome) = (batchModel, batchRandom, batchOutcome)
        case 62..<70:
            // Restore a saved expansion (with rows that no longer exist among it).
            var saved = Set(model.ids.filter { _ in Bool.random(using: &random) })
            saved.insert("gone")
            outcome.action = "restore \(saved.sorted())"
            model.expanded = saved.filter { !(model.children[$0] ?? []).isEmpty }
            node.expandedRowIDs = Set(saved.map { DescribedID($0) })
        case 70..<92:
            // A tap on a row on screen.
            let visible = model.visible()
            let onScreen = (table.indexPathsForVisibleRows ?? []).filter { $0.section > 0 }
            guard let path = onScreen.randomElement(using: &random) else { return Outcome(action: "nothing") }
            let row = visible[path.section - 1][path.row]
            outcome.action = "tap \(row.id)"
            if row.expansion != nil && !row.id.hasSuffix("k") {
                if model.expanded.contains(row.id) {
                    model.expanded.remove(row.id)
                } else {
                    model.expanded.insert(row.id)
                }
            }
            _ = table.tapRow(at: path)
        default:
            outcome.action = "reload"
            table.reloadData()
        }
        table.layoutIfNeeded()
        outcome.results = results.values
        return outcome
    }

    /// Checks the node against the model's flattening: each section's count, each row's identifier
    /// and indentation, each visible cell's view model, indentation and disclosure, and the
    /// expanded rows.
    @MainActor
    private func check(_ node: DescribedTableDelegate, _ table: TableView, _ model: Model, step: Int, action: String) {
        let visible = model.visible()
        let context = "step \(step): \(action)"
        XCTAssertEqual(table.numberOfSections, 1 + visible.count, context)
        XCTAssertEqual(node.expandedRowIDs, Set(model.expanded.map { DescribedID($0) }), context)
        for (offset, rows) in visible.enumerated() {
            let section = 1 + offset
            XCTAssertEqual(table.numberOfRows(inSection: section), rows.count, context)
            guard table.numberOfRows(inSection: section) == rows.count else { return }
            for (index, row) in rows.enumerated() {
                let path = IndexPath(row: index, section: section)
                XCTAssertEqual(node.rowID(at: path), DescribedID(row.id), context)
                XCTAssertEqual(table.delegate?.tableView(table, indentationLevelForRowAt: path), row.depth, context)
            }
        }
        for path in table.indexPathsForVisibleRows ?? [] where path.section > 0 {
            let expected = visible[path.section - 1][path.row]
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

extension OutlineModel {
    /// The sections as content.
    fileprivate func content() -> DescribedContent {
        DescribedContent(
            sections: roots.map { section in SectionDescription(id: section, rows: descriptions(under: section)) })
    }

    /// The reference flattening of each section.
    fileprivate func visible() -> [[(id: String, depth: Int, expansion: Bool?)]] {
        roots.map { visible(under: $0) }
    }

    /// Applies 1 to 4 random changes: inserts, deletes, moves across parents and sections,
    /// new view models, a reorder of the sections.
    fileprivate mutating func change(_ random: inout SeededGenerator) {
        var newRows: Set<String> = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let ids = self.ids
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where parent.count < 60, 1 where parent.count < 20:
                let parents = roots + ids.filter { depth(of: $0) < 5 }
                let up = parents.randomElement(using: &random)!
                let id = newID(&random)
                let index = Int.random(in: 0...(children[up]?.count ?? 0), using: &random)
                insert(id, under: up, at: index, startsExpanded: Bool.random(using: &random))
                newRows.insert(id)
            case 2 where !ids.isEmpty:
                delete(ids.randomElement(using: &random)!)
            case 3 where !ids.isEmpty:
                let id = ids.randomElement(using: &random)!
                let span = height(of: id)
                let parents = roots + ids.filter { !isInSubtree($0, of: id) && depth(of: $0) + span <= 5 }
                let up = parents.randomElement(using: &random)!
                move(id, under: up, at: Int.random(in: 0...(children[up]?.count ?? 0), using: &random))
            case 4:
                roots.shuffle(using: &random)
            default:
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    if let id = ids.randomElement(using: &random) { version[id]? += 1 }
                }
            }
        }
        settleExpansion(newRows: newRows)
    }
}
