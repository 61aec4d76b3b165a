import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// A row node with the heights real screens have: a fractional height and an estimate that
/// differs from it.
@MainActor
private final class SizedRow: NameRow {
    var height: CGFloat = 44
    var estimate: CGFloat = 44

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }

    override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimate
    }
}

/// A section node with headers and footers of fractional height.
@MainActor
private final class SizedSection: CascadingSectionTableDelegate {
    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 1.1 }
    override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 22.5 }
}

/// One seeded generator shared by the closures that build nodes and the changes that use them.
private final class Dice {
    var generator: SeededGenerator
    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }
    func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    func bool() -> Bool { Bool.random(using: &generator) }
    func pick<T>(_ values: [T]) -> T { values.randomElement(using: &generator)! }
}

/// Changes of children under every reload mode, 1 to 4 per shared batch, across sections, row
/// ranges and a root whose sections move, with fractional heights, estimates that differ from
/// them and a scrolled viewport: after every batch the table shows the tree, nothing is reported,
/// and every cache agrees with what it caches.
final class ReloadModesRandomizedTests: XCTestCase {
    private static let modes: [PropagatingTableDelegate.ReloadMode] = [
        .animated(.fade), .animated(.automatic), .section(animation: .none), .whole,
    ]
    private static let heights: [CGFloat] = [44.5, 100.0 / 3, 1.1, 0, 61.7, 28]
    private static let estimates: [CGFloat] = [40, 12.25, 90, 44]
    /// Runs of 40 batches from fresh trees: 10,000 batches per test (times the scale).
    private static let seeds = TestScale.steps(10_000) / 40

    /// Every mode, mixed in one tree.
    @MainActor
    func testMixedReloadModesInSharedBatchesShowTheTree() async {
        let figures = Figures()
        for seed in UInt64(1)...UInt64(Self.seeds) {
            run(seed: seed, steps: 40, modes: Self.modes, figures: figures)
        }
        print("ReloadModesRandomizedTests, mixed modes: \(figures)")
    }

    /// `.animated` everywhere: every batch is one valid animated update, never a reload.
    @MainActor
    func testAnimatedReloadModesInSharedBatchesReportNothing() async {
        let figures = Figures()
        for seed in UInt64(100_000)..<UInt64(100_000 + Self.seeds) {
            run(seed: seed, steps: 40, modes: [.animated(.fade)], figures: figures)
        }
        print("ReloadModesRandomizedTests, animated: \(figures)")
    }

    /// What a run did, printed for the record: batches, changes, rows made with their heights.
    private final class Figures: CustomStringConvertible {
        var batches = 0
        var changes = 0
        var rows = 0
        var heights = Set<CGFloat>()
        var estimates = Set<CGFloat>()
        var description: String {
            "\(batches) batches of \(changes) changes, \(rows) rows made, heights \(heights.sorted()), "
                + "estimates \(estimates.sorted())"
        }
    }

    /// Builds a tree of 4 sections and plays `steps` batches of changes on it.
    @MainActor
    private func run(
        seed: UInt64, steps: Int, modes: [PropagatingTableDelegate.ReloadMode], figures: Figures
    ) {
        let dice = Dice(seed: seed)
        var names = 0
        func row() -> SizedRow {
            let node = SizedRow(index: 0, childDelegates: [])
            names += 1
            node.name = "r\(names)"
            node.height = dice.pick(Self.heights)
            node.estimate = dice.pick(Self.estimates)
            figures.rows += 1
            figures.heights.insert(node.height)
            figures.estimates.insert(node.estimate)
            return node
        }
        func rows(_ count: Int) -> [any CascadingTableDelegate] { (0..<count).map { _ in row() } }
        func section() -> SizedSection {
            var children = rows(dice.int(0...4))
            if dice.bool() {
                let range = CascadingRangeTableDelegate(index: 0, childDelegates: rows(dice.int(0...3)))
                range.reloadModeOnChildDelegatesChanged = dice.pick(modes)
                children.insert(range, at: dice.int(0...children.count))
            }
            let node = SizedSection(index: 0, childDelegates: children)
            node.reloadModeOnChildDelegatesChanged = dice.pick(modes)
            return node
        }

        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let root = CascadingRootTableDelegate(
            index: 0, childDelegates: (0..<4).map { _ in section() }, tableView: table)
        root.reloadModeOnChildDelegatesChanged = modes.contains(.whole) ? .animated(.automatic) : modes[0]
        table.layoutIfNeeded()
        for step in 0..<steps {
            let before = treeNames(root)
            var made: [String] = []
            if dice.bool() {
                table.userScroll(by: CGFloat(dice.int(-400...400)) + 0.5)
            }
            let changes = dice.int(1...4)
            figures.batches += 1
            figures.changes += changes
            let batch = {
                for _ in 0..<changes {
                    made.append(self.change(root, section: section, rows: rows, dice: dice))
                }
            }
            if dice.bool() {
                table.performBatchUpdates(batch)
            } else {
                root.performLocalUpdates(batch)
            }
            table.layoutIfNeeded()
            let context = "seed \(seed), step \(step): \(before) then \(made)"
            XCTAssertEqual(table.diagnostics.reports.map(\.message), [], context)
            table.diagnostics.removeAll()
            XCTAssertEqual(shownNames(table), treeNames(root), context)
            checkVisibleCells(table, context)
            checkInvariants(ofTreeUnder: root)
        }
    }

    /// One change of children: of the root, of a section, or of a row range; returns what it did.
    @MainActor
    private func change(
        _ root: CascadingRootTableDelegate, section: () -> SizedSection, rows: (Int) -> [any CascadingTableDelegate],
        dice: Dice
    ) -> String {
        let sections = root.childDelegates
        switch dice.int(0...9) {
        case 0 where sections.count > 1:
            let other = dice.int(1...sections.count - 1)
            root.childDelegates.swapAt(0, other)
            return "root swaps 0 and \(other)"
        case 1:
            let position = dice.int(0...sections.count)
            root.childDelegates.insert(section(), at: position)
            return "root inserts a section at \(position)"
        case 2 where sections.count > 1:
            let position = dice.int(0...sections.count - 1)
            root.childDelegates.remove(at: position)
            return "root removes section \(position)"
        default:
            guard !sections.isEmpty else { return "nothing" }
            var node = dice.pick(sections)
            if let range = node.childDelegates.first(where: { $0 is CascadingRangeTableDelegate }), dice.bool() {
                node = range
            }
            var children = node.childDelegates
            switch dice.int(0...3) {
            case 0:
                let added = rows(dice.int(1...2))
                children.insert(contentsOf: added, at: dice.int(0...children.count))
            case 1 where !children.isEmpty:
                let removed = children.remove(at: dice.int(0...children.count - 1))
                if removed is CascadingRangeTableDelegate { children.append(contentsOf: rows(1)) }
            case 2 where children.count > 1:
                children.shuffle(using: &dice.generator)
            default:
                children.append(contentsOf: rows(1))
            }
            let name = "\(node is CascadingRangeTableDelegate ? "range in" : "section") \(node.index)"
            node.childDelegates = children
            return
                "\(name) (\(String(describing: (node as! PropagatingTableDelegate).reloadModeOnChildDelegatesChanged))) "
                + "now \(treeNames(node))"
        }
    }

    /// Every visible cell shows its row's node and sits at its row's rect.
    @MainActor
    private func checkVisibleCells(_ table: TableView, _ context: String) {
        let names = treeNames(table.dataSource as! CascadingRootTableDelegate)
        for path in table.indexPathsForVisibleRows ?? [] {
            XCTAssertEqual(table.cellForRow(at: path)?.text, names[path.section][path.row], "\(context), row \(path)")
            XCTAssertEqual(table.cellForRow(at: path)?.frame, table.rectForRow(at: path), "\(context), row \(path)")
        }
    }
}
