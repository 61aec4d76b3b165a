import CascadingTableNodes
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Seeded random model checking: random trees up to four levels deep (root, section nodes or
/// sections answering for their rows, row nodes, and nested row-mode nodes holding a row node),
/// long random sequences of operations, and the table checked against the tree, and every cache
/// of the tree and table checked, after every operation. Rows, headers and footers have the
/// heights real screens have (``RealHeights``: fractional, zero, estimates above and below),
/// drawn from the seed. A failure names its seed and step, and replays exactly with that seed.
///
/// `./run_tests.sh` runs 40 seeds x 250 operations = 10,000 operations, times
/// `CASCADING_TEST_SCALE` (``TestScale``); the test prints the figure. Set
/// `CASCADING_MODEL_OPERATIONS` (total operations, instead of the scaled 10,000) and
/// `CASCADING_MODEL_SEED` (first seed) for a different run.
final class ModelCheckingTests: XCTestCase {
    private static let operationsPerSeed = 250

    @MainActor
    func testRandomOperationsKeepTableAndTreeInStep() async {
        let environment = ProcessInfo.processInfo.environment
        let total = environment["CASCADING_MODEL_OPERATIONS"].flatMap(Int.init) ?? TestScale.steps(10_000)
        let firstSeed = environment["CASCADING_MODEL_SEED"].flatMap(UInt64.init) ?? 1
        let seeds = max(1, total / Self.operationsPerSeed)
        var checked = 0
        for seed in firstSeed..<(firstSeed + UInt64(seeds)) {
            var checker = ModelChecker(seed: seed)
            checked += checker.run(operations: Self.operationsPerSeed)
            if !checker.failures.isEmpty {
                XCTFail(checker.failures.prefix(5).joined(separator: "\n"))
                return
            }
        }
        XCTAssertEqual(checked, seeds * Self.operationsPerSeed)
        print("Model check: \(checked) operations over \(seeds) seeds from seed \(firstSeed), invariants held")
    }
}

/// One seeded run: a random tree on a table, random operations, invariants after each.
@MainActor
struct ModelChecker {
    private var generator: SeededGenerator
    private let seed: UInt64
    private let root = CheckRoot(index: 0, childDelegates: [])
    private let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    private var nextID = 0
    private(set) var failures: [String] = []
    private var step = 0

    init(seed: UInt64) {
        self.seed = seed
        generator = SeededGenerator(seed: seed)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.diagnostics.mode = .silent
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: root.reloadModeOnChildDelegatesChanged = .animated(.fade)
        case 1: root.reloadModeOnChildDelegatesChanged = .whole
        default: break
        }
        let sections = (0..<Int.random(in: 1...5, using: &generator)).map { _ in makeSection() }
        root.childDelegates = sections
        root.prepare(tableView: table)
        table.layoutIfNeeded()
    }

    /// Runs `operations` random operations, checking invariants after each; returns how many ran.
    mutating func run(operations: Int) -> Int {
        check("initial layout")
        for _ in 0..<operations {
            step += 1
            let name = performRandomOperation()
            check(name)
            if !failures.isEmpty { return step }
        }
        return step
    }

    private mutating func identity() -> String {
        nextID += 1
        return "id\(nextID)"
    }

    /// A row node, or (one time in four) a nested row-mode node holding one: depth 4.
    private mutating func makeRow() -> any CascadingTableDelegate {
        let row = CheckRow(index: 0, childDelegates: [])
        row.id = identity()
        row.heightSeed = seed
        if Int.random(in: 0..<4, using: &generator) == 0 {
            return CheckNestedRow(leaf: row)
        }
        row.removesItselfOnSelect = Int.random(in: 0..<4, using: &generator) == 0
        return row
    }

    private mutating func makeSection() -> any CascadingTableDelegate {
        if Bool.random(using: &generator) {
            let items = CheckItems(index: 0, childDelegates: [])
            items.items = (0..<Int.random(in: 0...12, using: &generator)).map { _ in identity() }
            items.heightSeed = seed
            items.footerHeight = RealHeights.headersAndFooters.randomElement(using: &generator)!
            return items
        }
        let section = CheckSection(
            index: 0, childDelegates: (0..<Int.random(in: 0...12, using: &generator)).map { _ in makeRow() })
        let modes: [CascadingSectionTableDelegate.ReloadMode] = [
            .none, .whole, .section(animation: .fade), .animated(.top),
        ]
        section.reloadModeOnChildDelegatesChanged = modes.randomElement(using: &generator)!
        section.headerHeight = RealHeights.headersAndFooters.randomElement(using: &generator)!
        return section
    }

    // MARK: - Operations

    private mutating func performRandomOperation() -> String {
        switch Int.random(in: 0..<12, using: &generator) {
        case 0: return changeSections()
        case 1, 2: return changeRows()
        case 3: return changeItems(valid: true)
        case 4: return changeItems(valid: Int.random(in: 0..<3, using: &generator) != 0)
        case 5, 6: return scroll()
        case 7: return tap()
        case 8: return swipe()
        case 9: return reorder()
        case 10:
            table.reloadData()
            return "reloadData"
        default: return focus()
        }
    }

    /// Moves focus at random, or changes the focus settings.
    private mutating func focus() -> String {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            table.focusRow(at: randomIndexPath())
            return "focus a row"
        case 1:
            table.moveFocusOutOfTable()
            return "focus leaves"
        case 2:
            table.remembersLastFocusedIndexPath.toggle()
            table.selectionFollowsFocus = Bool.random(using: &generator)
            return "focus settings"
        default:
            let heading = [FocusHeading.up, .down, .next, .previous].randomElement(using: &generator)!
            table.moveFocus(heading)
            return "move focus"
        }
    }

    private mutating func changeSections() -> String {
        var sections = root.childDelegates
        switch Int.random(in: 0..<4, using: &generator) {
        case 0 where sections.count > 1: sections.remove(at: Int.random(in: 0..<sections.count, using: &generator))
        case 1: sections.insert(makeSection(), at: Int.random(in: 0...sections.count, using: &generator))
        case 2 where sections.count > 1:
            let section = sections.remove(at: Int.random(in: 0..<sections.count, using: &generator))
            sections.insert(section, at: Int.random(in: 0...sections.count, using: &generator))
        default: sections.shuffle(using: &generator)
        }
        root.setSections(sections)
        return "change sections"
    }

    private mutating func changeRows() -> String {
        let sections = root.childDelegates.compactMap { $0 as? CheckSection }
        guard let section = sections.randomElement(using: &generator) else { return "no row sections" }
        var rows = section.childDelegates
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            switch Int.random(in: 0..<3, using: &generator) {
            case 0 where !rows.isEmpty: rows.remove(at: Int.random(in: 0..<rows.count, using: &generator))
            case 1: rows.insert(makeRow(), at: Int.random(in: 0...rows.count, using: &generator))
            default:
                guard rows.count > 1 else { continue }
                let row = rows.remove(at: Int.random(in: 0..<rows.count, using: &generator))
                rows.insert(row, at: Int.random(in: 0...rows.count, using: &generator))
            }
        }
        section.setRows(rows)
        return "change rows (\(section.reloadModeOnChildDelegatesChanged))"
    }

    /// Changes an items section's array and tells the table, correctly or (when `valid` is
    /// false) with one insert too many, which must be reported and recovered from.
    private mutating func changeItems(valid: Bool) -> String {
        let all = root.childDelegates.compactMap { $0 as? CheckItems }
        guard let items = all.randomElement(using: &generator) else { return "no item sections" }
        let position = Int.random(in: 0...items.items.count, using: &generator)
        items.items.insert(identity(), at: position)
        let before = table.diagnostics.reports.count
        var paths = [IndexPath(row: position, section: items.index)]
        if !valid {
            paths.append(IndexPath(row: items.items.count, section: items.index))
        }
        table.insertRows(at: paths, with: .automatic)
        let reported = table.diagnostics.reports.count > before
        if reported == valid {
            failures.append("seed \(seed) step \(step): insert (valid: \(valid)) reported: \(reported)")
        }
        return valid ? "insert item" : "invalid insert"
    }

    private mutating func scroll() -> String {
        let maximum = max(0, table.contentSize.height - table.bounds.height)
        table.contentOffset.y = CGFloat.random(in: 0...max(maximum, 1), using: &generator)
        return "scroll"
    }

    private mutating func randomIndexPath() -> IndexPath {
        let section = Int.random(in: -1...table.numberOfSections, using: &generator)
        let rows = table.numberOfRows(inSection: section)
        return IndexPath(row: Int.random(in: -1...rows, using: &generator), section: section)
    }

    private mutating func tap() -> String {
        table.allowsMultipleSelection = Bool.random(using: &generator)
        table.tapRow(at: randomIndexPath())
        return "tap"
    }

    private mutating func swipe() -> String {
        let path = randomIndexPath()
        guard path.section >= 0, path.section < root.childDelegates.count,
            root.childDelegates[path.section] is CheckItems
        else { return "swipe elsewhere" }
        table.swipeToDelete(rowAt: path)
        return "swipe to delete"
    }

    private mutating func reorder() -> String {
        let all = root.childDelegates.compactMap { $0 as? CheckItems }
        guard let from = all.randomElement(using: &generator), let to = all.randomElement(using: &generator),
            !from.items.isEmpty
        else { return "no reorder" }
        table.isEditing = true
        defer { table.isEditing = false }
        let source = IndexPath(row: Int.random(in: 0..<from.items.count, using: &generator), section: from.index)
        let limit = to.items.count + (to === from ? 0 : 1)
        let destination = IndexPath(row: Int.random(in: 0..<max(limit, 1), using: &generator), section: to.index)
        table.reorderRow(from: source, to: destination)
        return "reorder"
    }

    // MARK: - Invariants

    /// The identities of a section's rows, from the tree itself.
    private func expectedRows(_ section: any CascadingTableDelegate) -> [String] {
        if let items = section as? CheckItems { return items.items }
        return section.childDelegates.map { ($0 as? CheckRow)?.id ?? ($0 as? CheckNestedRow)?.leaf.id ?? "?" }
    }

    private mutating func check(_ operation: String) {
        let context = "seed \(seed) step \(step) (\(operation))"
        let sections = root.childDelegates
        if table.numberOfSections != sections.count {
            failures.append("\(context): \(table.numberOfSections) sections, tree has \(sections.count)")
            return
        }
        for (index, section) in sections.enumerated()
        where table.numberOfRows(inSection: index) != expectedRows(section).count {
            failures.append(
                "\(context): section \(index) has \(table.numberOfRows(inSection: index)) rows, tree has \(expectedRows(section).count); reports: \(table.diagnostics.reports.map(\.message))"
            )
            return
        }
        let visible = table.indexPathsForVisibleRows ?? []
        let inViewport = table.indexPathsForRows(in: table.bounds) ?? []
        if visible != inViewport {
            failures.append("\(context): visible rows \(visible) but the viewport holds \(inViewport)")
        }
        for indexPath in visible {
            let expected = expectedRows(sections[indexPath.section])[indexPath.row]
            if table.cellForRow(at: indexPath)?.text != expected {
                failures.append(
                    "\(context): cell at \(indexPath) shows \(table.cellForRow(at: indexPath)?.text ?? "nil"), tree has \(expected)"
                )
            }
        }
        let shown = Set(table.visibleCells.map { ObjectIdentifier($0) })
        if shown != root.displayed {
            failures.append(
                "\(context): \(root.displayed.count) cells announced by willDisplay, \(shown.count) visible")
        }
        failures += root.problems.map { "\(context): \($0)" }
        root.problems.removeAll()
        for selected in table.indexPathsForSelectedRows ?? []
        where selected.row >= table.numberOfRows(inSection: selected.section) {
            failures.append("\(context): selected row \(selected) does not exist")
        }
        if let focused = table.focusedIndexPath {
            if !(focused.section < sections.count && focused.row < expectedRows(sections[focused.section]).count) {
                failures.append("\(context): focused row \(focused) does not exist")
            } else if !checkFocusable(expectedRows(sections[focused.section])[focused.row]) {
                failures.append("\(context): focused row \(focused) cannot take focus")
            }
        }
        let allowed: (TableViewDiagnostic.Kind) -> Bool = {
            [.invalidUpdate, .invalidIndexPath].contains($0.name)
        }
        for report in table.diagnostics.reports where !allowed(report.kind) {
            failures.append("\(context): unexpected diagnostic: \(report.message)")
        }
        table.diagnostics.removeAll()
        failures += invariantViolations(ofTreeUnder: root).map { "\(context): broken invariant: \($0)" }
    }
}
