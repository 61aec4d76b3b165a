import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Seeded random batches mixing what users mix, in one tree under a scrolled viewport: a section
/// of described rows, a hand-written section of hand-written rows changed through its local
/// updates, and a section holding a hand-written row and a list of described rows among which some
/// rows are hand-written nodes. Each step makes several edits, alone or in one batch from several
/// nodes; after every batch the table shows exactly the model, rows that stay on screen keep their
/// cells unless deleted or reloaded, a batch with described edits keeps the first visible row that
/// survives where it was on screen (others keep the offset), and every cache of the tree and
/// table passes its invariant check. Every row, header and footer has the heights real screens
/// have (``RealHeights``: fractional, zero, estimates above and below), drawn from the run's seed
/// and drawn again when a row is updated or reloaded.
final class MixedTreeRandomizedTests: XCTestCase {
    @MainActor
    func testMixedBatchesOfDescribedAndHandWrittenEditsUnderAScrolledViewport() async {
        var totals = MixedTreeRun.Totals()
        // Runs of 60 steps from fresh trees, at least 10,000 steps in all (times the scale).
        let seeds = (TestScale.steps(10_000) + 59) / 60
        // Run 109 (seed 830528587) found the viewport measured once after an anchor row's
        // neighbour shrank (KnownDefectTests has its reproduction).
        for seed in 0..<UInt64(seeds) {
            let run = MixedTreeRun(seed: 0x313D_7EE0 &+ seed &* 0x9E37)
            defer { withExtendedLifetime(run) {} }
            guard run.run(steps: 60) else { return }
            totals.add(run.totals)
        }
        print(
            "Mixed trees: \(seeds * 60) steps over \(seeds) seeds, \(totals.keptCells) kept cells checked")
        // The cases the checks are about did come up.
        XCTAssertGreaterThan(totals.anchoredMoves, 50, "anchored batches that moved the viewport")
        XCTAssertGreaterThan(totals.keptCells, 1_000, "cells checked to be kept")
        XCTAssertGreaterThan(totals.multiNodeBatches, 100, "batches with edits from several nodes")
    }
}

/// A hand-written row showing its name and version, with a height and an estimate drawn for its
/// name and version.
private final class VersionedRow: CascadingBareTableDelegate {
    private(set) var name = "?"
    var version = 0
    private var seed: UInt64 = 0
    private var height: CGFloat = 44
    private var estimate: CGFloat?

    init(_ name: String, version: Int = 0, seed: UInt64) {
        self.name = name
        self.version = version
        self.seed = seed
        super.init(index: 0, childDelegates: [])
        drawHeights()
    }

    /// Draws the height and estimate for the current version: call it when the table is told.
    func drawHeights() {
        (height, estimate) = RealHeights.row("\(name)#\(version)", seed: seed)
    }

    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        super.init(index: index, childDelegates: childDelegates)
    }

    var shown: String { "\(name) v\(version)" }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.text = shown
        return cell
    }

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }

    override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimate ?? height
    }
}

/// A row of a described list in the model: a described row, or one backed by `node`.
@MainActor
private struct Entry {
    let id: String
    var version = 0
    var node: VersionedRow?
    /// The seed the row's heights are drawn with.
    let seed: UInt64

    /// Rows whose identifier ends in "r" ask to be reloaded rather than reconfigured.
    var reloadsOnChange: Bool { id.hasSuffix("r") }

    var row: RowDescription {
        node.map { RowDescription(id: id, node: $0) }
            ?? mixedItemRow(id, version: version).reloadsOnChange(reloadsOnChange).realHeights(
                "\(id)#\(version)", seed: seed)
    }

    /// What the row's cell shows.
    var display: String {
        node == nil
            ? "item \(id) #\(version) as \(itemRowReuseIdentifier(id, version: version) ?? "nil")"
            : "text \(id) v\(version)"
    }
}

/// What one batch asked for, by row key.
private struct BatchNotes {
    /// Whether a described node took part (its changes keep the first visible row in place).
    var described = false
    var handWritten = false
    var deleted: Set<String> = []
    /// Rows asked to get a new cell: forced reloads, `.reloadsOnChange()` rows and rows whose
    /// backing node changed, hand-written rows reloaded.
    var reloaded: Set<String> = []
    var moved: Set<String> = []
    /// The edits, in order, for the failure message.
    var trace: [String] = []
}

/// The viewport before a batch.
private struct Before {
    var offset: CGFloat
    var maxOffset: CGFloat
    var visible: [(key: String, top: CGFloat, cell: TableViewCell?)]
}

/// One seeded run: the tree, its model, and the checks.
@MainActor
private final class MixedTreeRun {
    struct Totals {
        var anchoredMoves = 0
        var keptCells = 0
        var multiNodeBatches = 0

        mutating func add(_ other: Totals) {
            anchoredMoves += other.anchoredMoves
            keptCells += other.keptCells
            multiNodeBatches += other.multiNodeBatches
        }
    }

    private enum Wrap {
        /// Each edit is a batch of its own.
        case none
        /// The table's `performBatchUpdates`.
        case tableBatch
        /// A node's `performLocalUpdates`.
        case localBlock(any CascadingTableDelegate)
    }

    private let seed: UInt64
    private var random: SeededGenerator
    private let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    private let top = DescribedRowsDelegate()
    private let mixed = DescribedRowsDelegate()
    private let hand = RealHeightsSection(index: 0, childDelegates: [])
    private let root: CascadingRootTableDelegate
    private var topRows: [Entry] = []
    private var mixedRows: [Entry] = []
    private var handRows: [VersionedRow] = []
    private var nextID = 0
    private var reports: [String] = []
    private var results: [Bool] = []
    private var step = 0
    private var batch = 0
    private(set) var totals = Totals()

    init(seed: UInt64) {
        self.seed = seed
        random = SeededGenerator(seed: seed)
        let fixed = { (key: String) in FixedRow(index: 0, childDelegates: []).realHeights(key, seed: seed) }
        let tail = RealHeightsSection.drawn("tail", seed: seed, [fixed("tail0"), fixed("tail1")])
        (hand.headerHeight, hand.footerHeight) = (1.1, 22.5)
        root = CascadingRootTableDelegate(
            index: 0,
            childDelegates: [
                RealHeightsSection.drawn("top", seed: seed, [top]),
                hand,
                RealHeightsSection.drawn("mixed", seed: seed, [fixed("fixedB"), mixed]),
                tail,
            ])
        table.diagnostics.mode = .strict { [unowned self] in reports.append($0.message) }
        topRows = (0..<8).map { _ in newEntry("a", nodes: false) }
        mixedRows = (0..<8).map { _ in newEntry("b", nodes: true) }
        handRows = (0..<4).map { _ in newHandRow() }
        top.rows = topRows.map(\.row)
        mixed.rows = mixedRows.map(\.row)
        hand.childDelegates = handRows
        root.prepare(tableView: table)
        table.layoutIfNeeded()
    }

    /// Runs `steps` steps; false after the first failure.
    func run(steps: Int) -> Bool {
        guard check(Before(offset: 0, maxOffset: 0, visible: []), BatchNotes()) else { return false }
        for step in 0..<steps {
            self.step = step
            let size = Int.random(in: 2...6, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                for _ in 0..<size {
                    guard runBatch(1, .none) else { return false }
                }
            case 1:
                guard runBatch(size, .tableBatch) else { return false }
            case 2:
                let nodes: [any CascadingTableDelegate] = [root, top, mixed, hand]
                guard runBatch(size, .localBlock(nodes.randomElement(using: &random)!)) else { return false }
            default:
                let first = Int.random(in: 1..<size, using: &random)
                guard runBatch(first, first == 1 ? .none : .tableBatch),
                    runBatch(size - first, .localBlock(hand))
                else { return false }
            }
        }
        return true
    }

    // MARK: - Model

    private func newEntry(_ prefix: String, nodes: Bool) -> Entry {
        nextID += 1
        let id = "\(prefix)\(nextID)\(nextID % 5 == 0 ? "r" : "")"
        let backed = nodes && Int.random(in: 0..<4, using: &random) == 0
        return Entry(id: id, node: backed ? VersionedRow(id, seed: seed) : nil, seed: seed)
    }

    private func newHandRow() -> VersionedRow {
        nextID += 1
        return VersionedRow("h\(nextID)", seed: seed)
    }

    /// Every section's rows as the table should show them: a key and what the cell shows.
    private func expectedSections() -> [[(key: String, display: String)]] {
        let fixed = { (key: String) in (key: key, display: "text fixed") }
        return [
            topRows.map { ($0.id, $0.display) },
            handRows.map { ($0.name, "text \($0.shown)") },
            [fixed("fixedB")] + mixedRows.map { ($0.id, $0.display) },
            [fixed("tail0"), fixed("tail1")],
        ]
    }

    // MARK: - Edits

    /// One random edit of a described list's model, and the call that asks it of `node`.
    private func describedEdit(
        _ node: DescribedRowsDelegate, _ rows: inout [Entry], prefix: String, nodes: Bool, _ notes: inout BatchNotes
    ) -> () -> Void {
        notes.described = true
        let count = rows.count
        let done: (Bool) -> Void = { [unowned self] in results.append($0) }
        var choice = Int.random(in: 0..<100, using: &random)
        if count >= 25 && choice < 32 { choice = 40 }
        switch choice {
        case 32..<50 where count > 0:
            let removed = rows.remove(at: Int.random(in: 0..<count, using: &random))
            notes.deleted.insert(removed.id)
            notes.trace.append("\(prefix): delete \(removed.id)")
            return { node.deleteRow(withID: removed.id, completion: done) }
        case 50..<66 where count > 1:
            let from = Int.random(in: 0..<count, using: &random)
            var to = Int.random(in: 0..<(count - 1), using: &random)
            if to >= from { to += 1 }
            let moved = rows.remove(at: from)
            rows.insert(moved, at: to)
            notes.moved.insert(moved.id)
            notes.trace.append("\(prefix): move \(moved.id) to \(to)")
            return { node.moveRow(withID: moved.id, to: to, completion: done) }
        case 66..<88 where count > 0:
            let position = Int.random(in: 0..<count, using: &random)
            var entry = rows[position]
            entry.version += 1
            if nodes && Int.random(in: 0..<4, using: &random) == 0 {
                // The row changes kind: described rows become hand-written ones and back.
                entry.node = entry.node == nil ? VersionedRow(entry.id, version: entry.version, seed: seed) : nil
                notes.reloaded.insert(entry.id)
            } else if entry.node != nil {
                entry.node = VersionedRow(entry.id, version: entry.version, seed: seed)
                notes.reloaded.insert(entry.id)
            } else if entry.reloadsOnChange {
                notes.reloaded.insert(entry.id)
            } else if itemRowForm(entry.id, version: entry.version).ownReuseIdentifier
                != itemRowForm(entry.id, version: rows[position].version).ownReuseIdentifier
            {
                // Described from a kind of another reuse identifier, or from none: a new cell.
                notes.reloaded.insert(entry.id)
            } else if entry.row.height != rows[position].row.height
                || entry.row.estimatedHeight != rows[position].row.estimatedHeight
            {
                // A described row whose height or estimate changes is reloaded, not reconfigured:
                // a reconfigure does not ask heights again.
                notes.reloaded.insert(entry.id)
            }
            rows[position] = entry
            notes.trace.append("\(prefix): update \(entry.id) to \(entry.display)")
            let row = entry.row
            return { node.updateRow(row, completion: done) }
        case 88..<100 where count > 0:
            let id = rows[Int.random(in: 0..<count, using: &random)].id
            notes.reloaded.insert(id)
            notes.trace.append("\(prefix): reload \(id)")
            return { [unowned self] in results.append(node.reloadRow(withID: id, with: .fade)) }
        case 22..<32:
            let entries = (0..<Int.random(in: 1...3, using: &random)).map { _ in newEntry(prefix, nodes: nodes) }
            let position = Int.random(in: 0...count, using: &random)
            rows.insert(contentsOf: entries, at: position)
            notes.trace.append("\(prefix): insert \(entries.map(\.display)) at \(position)")
            let new = entries.map(\.row)
            return { node.insert(contentsOf: new, at: position, completion: done) }
        default:
            let entry = newEntry(prefix, nodes: nodes)
            let position = Int.random(in: 0...count, using: &random)
            rows.insert(entry, at: position)
            notes.trace.append("\(prefix): insert \(entry.display) at \(position)")
            let new = entry.row
            return { node.insert(new, at: position, completion: done) }
        }
    }

    /// One random edit of the hand-written section's model (its rows change when the batch's
    /// local updates are asked, by `handUpdates`).
    private func handEdit(_ reloaded: inout Set<ObjectIdentifier>, _ notes: inout BatchNotes) {
        notes.handWritten = true
        let count = handRows.count
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40 where count < 10, 0..<100 where count == 0:
            let position = Int.random(in: 0...count, using: &random)
            handRows.insert(newHandRow(), at: position)
            notes.trace.append("hand: insert \(handRows[position].name) at \(position)")
        case 0..<75:
            let removed = handRows.remove(at: Int.random(in: 0..<count, using: &random))
            notes.deleted.insert(removed.name)
            notes.trace.append("hand: delete \(removed.name)")
        default:
            let row = handRows[Int.random(in: 0..<count, using: &random)]
            row.version += 1
            reloaded.insert(ObjectIdentifier(row))
            notes.reloaded.insert(row.name)
            notes.trace.append("hand: reload \(row.shown)")
        }
    }

    /// The hand-written section's children set to the model's rows, and its local updates from
    /// `before` to them, reloading the surviving rows of `reloaded`.
    private func handUpdates(from before: [VersionedRow], reloaded: Set<ObjectIdentifier>) -> () -> Void {
        let after = handRows
        return { [hand] in
            let beforeSet = Set(before.map(ObjectIdentifier.init))
            let afterSet = Set(after.map(ObjectIdentifier.init))
            let paths = { (rows: [VersionedRow], keep: (VersionedRow) -> Bool) in
                // A section node that owns no range sees its parent's numbering: its own section is
                // its index under the root.
                rows.indices.filter { keep(rows[$0]) }.map { IndexPath(row: $0, section: hand.index) }
            }
            let deleted = paths(before) { !afterSet.contains(ObjectIdentifier($0)) }
            let inserted = paths(after) { !beforeSet.contains(ObjectIdentifier($0)) }
            let reloads = paths(before) {
                afterSet.contains(ObjectIdentifier($0)) && reloaded.contains(ObjectIdentifier($0))
            }
            hand.childDelegates = after
            // A reloaded row's new version brings new heights, as the table is told.
            for row in after where reloaded.contains(ObjectIdentifier(row)) { row.drawHeights() }
            if !deleted.isEmpty { hand.deleteRows(at: deleted, with: .left) }
            if !inserted.isEmpty { hand.insertRows(at: inserted, with: .right) }
            if !reloads.isEmpty { hand.reloadRows(at: reloads, with: .fade) }
        }
    }

    /// Scrolls now and then (top, bottom, middle, anywhere), makes `size` edits and asks them as
    /// `wrap` says, then checks.
    private func runBatch(_ size: Int, _ wrap: Wrap) -> Bool {
        batch += 1
        if Int.random(in: 0..<3, using: &random) == 0 {
            let maxY = max(0, table.contentSize.height - table.frame.height)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: table.contentOffset.y = 0
            case 1: table.contentOffset.y = maxY
            case 2: table.contentOffset.y = (maxY / 2).rounded()
            default: table.contentOffset.y = CGFloat.random(in: 0...maxY, using: &random)
            }
        }
        let before = capture()
        var notes = BatchNotes()
        let handBefore = handRows
        var handReloaded: Set<ObjectIdentifier> = []
        var calls: [() -> Void] = []
        for _ in 0..<size {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<38: calls.append(describedEdit(top, &topRows, prefix: "a", nodes: false, &notes))
            case 38..<72: calls.append(describedEdit(mixed, &mixedRows, prefix: "b", nodes: true, &notes))
            default: handEdit(&handReloaded, &notes)
            }
        }
        if notes.handWritten {
            calls.insert(
                handUpdates(from: handBefore, reloaded: handReloaded),
                at: Int.random(in: 0...calls.count, using: &random))
        }
        if notes.handWritten && notes.described { totals.multiNodeBatches += 1 }
        let done: (Bool) -> Void = { [unowned self] in results.append($0) }
        switch wrap {
        case .none: notes.trace.insert("alone, offset \(before.offset)", at: 0)
        case .tableBatch: notes.trace.insert("performBatchUpdates, offset \(before.offset)", at: 0)
        case .localBlock(let node):
            notes.trace.insert("performLocalUpdates of \(type(of: node)), offset \(before.offset)", at: 0)
        }
        switch wrap {
        case .none:
            for call in calls { call() }
        case .tableBatch:
            table.performBatchUpdates({ for call in calls { call() } }, completion: done)
        case .localBlock(let node):
            node.performLocalUpdates({ for call in calls { call() } }, completion: done)
        }
        return check(before, notes)
    }

    // MARK: - Checks

    private func capture() -> Before {
        let sections = expectedSections()
        return Before(
            offset: table.contentOffset.y, maxOffset: max(0, table.contentSize.height - table.frame.height),
            visible: (table.indexPathsForVisibleRows ?? []).map { path in
                (sections[path.section][path.row].key, table.rectForRow(at: path).minY, table.cellForRow(at: path))
            })
    }

    private static func describe(_ cell: TableViewCell?) -> String {
        guard let cell else { return "no cell" }
        if let item = (cell as? ItemCell)?.item {
            return "item \(item.title) #\(item.version) as \(cell.reuseIdentifier ?? "nil")"
        }
        return "text \(cell.text ?? "nil")"
    }

    /// Checks the table against the model after a batch (`before` and `notes` describe it); fails
    /// the test with every problem found and returns false if there is one.
    private func check(_ before: Before, _ notes: BatchNotes) -> Bool {
        var problems: [String] = []
        let sections = expectedSections()
        // Counts, and where each list is.
        let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        if counts != sections.map(\.count) {
            problems.append("row counts \(counts), expected \(sections.map(\.count))")
        }
        if top.rowRange?.section != 0 || top.rowRange?.rows != 0..<topRows.count {
            problems.append("top list range \(String(describing: top.rowRange))")
        }
        if mixed.rowRange?.section != 2 || mixed.rowRange?.rows != 1..<(1 + mixedRows.count) {
            problems.append("mixed list range \(String(describing: mixed.rowRange))")
        }
        // Every row found by identifier and at its index path (each lookup finds the list's place in
        // the tree: every fourth batch, to keep the test fast).
        for (node, rows, section, first) in [(top, topRows, 0, 0), (mixed, mixedRows, 2, 1)] where batch % 4 == 0 {
            for (index, entry) in rows.enumerated() {
                let path = IndexPath(row: first + index, section: section)
                if node.indexPath(forRowID: entry.id) != path || node.rowID(at: path) != DescribedID(entry.id) {
                    problems.append("row \(entry.id) is not found at \(path)")
                }
            }
        }
        let rowNodes = mixed.childDelegates.compactMap { $0 as? VersionedRow }.map(ObjectIdentifier.init)
        if rowNodes != mixedRows.compactMap(\.node).map(ObjectIdentifier.init) {
            problems.append("the mixed list's row nodes are not its hand-written rows' nodes, in order")
        }
        // Every visible cell shows its row's latest content.
        let visible = table.indexPathsForVisibleRows ?? []
        let shown = visible.map { Self.describe(table.cellForRow(at: $0)) }
        let expected = visible.map {
            sections.indices.contains($0.section) && sections[$0.section].indices.contains($0.row)
                ? sections[$0.section][$0.row].display : "no row"
        }
        if shown != expected { problems.append("visible cells \(shown), expected \(expected)") }
        // Cells of rows on screen before and after, neither deleted nor reloaded, are kept.
        var pathByKey: [String: IndexPath] = [:]
        for (section, rows) in sections.enumerated() {
            for (row, entry) in rows.enumerated() { pathByKey[entry.key] = IndexPath(row: row, section: section) }
        }
        let visibleAfter = Set(visible)
        for old in before.visible where !notes.deleted.contains(old.key) && !notes.reloaded.contains(old.key) {
            guard let path = pathByKey[old.key], visibleAfter.contains(path) else { continue }
            totals.keptCells += 1
            if table.cellForRow(at: path) !== old.cell { problems.append("row \(old.key) at \(path) has a new cell") }
        }
        // The viewport: a batch with described changes keeps the first visible row that survives
        // where it was on screen (a row both reloaded and moved may leave and come back, so the
        // next one may be the anchor); otherwise the offset stays. Either way it stays at or above
        // zero if it was, and an update that shortens the content under a viewport within it
        // pulls the viewport back to the end.
        let maxAfter = max(0, table.contentSize.height - table.frame.height)
        let settle = { (y: CGFloat) in before.offset <= before.maxOffset ? min(y, maxAfter) : y }
        var allowed: [CGFloat] = []
        var anchors: [String] = []
        if notes.described {
            for old in before.visible {
                guard let path = pathByKey[old.key] else { continue }
                let y = table.rectForRow(at: path).minY - (old.top - before.offset)
                allowed.append(settle(before.offset >= 0 ? max(y, 0) : y))
                anchors.append(old.key)
                if !(notes.moved.contains(old.key) && notes.reloaded.contains(old.key)) { break }
            }
        }
        if anchors.last.map({ notes.moved.contains($0) && notes.reloaded.contains($0) }) ?? true {
            allowed.append(settle(before.offset))
        }
        let offset = table.contentOffset.y
        if !allowed.contains(where: { abs($0 - offset) < 0.001 }) {
            problems.append(
                "offset \(offset) (before \(before.offset) of at most \(before.maxOffset), now at most \(maxAfter)), "
                    + "expected one of \(allowed) (anchors \(anchors), described: \(notes.described))")
        } else if notes.described && abs(offset - before.offset) > 0.001 {
            totals.anchoredMoves += 1
        }
        // Every update was valid, and nothing was reported.
        if results.contains(false) { problems.append("an update was rejected or invalid: \(results)") }
        results.removeAll()
        if !reports.isEmpty { problems.append("reports: \(reports)") }
        checkInvariants(ofTreeUnder: root)
        guard problems.isEmpty else {
            XCTFail(
                "seed \(seed) step \(step) batch \(batch) \(notes.trace): " + problems.joined(separator: "; "))
            return false
        }
        return true
    }
}
