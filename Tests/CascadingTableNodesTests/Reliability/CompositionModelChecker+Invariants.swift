import CascadingTableNodes
import CascadingTableView
import Foundation

extension MixedModelChecker {
    /// How many rows, and how many sections, the routing check samples after each operation when
    /// the table has more (every one otherwise).
    static let routingSample = 4

    /// Checks, after an operation: the counts equal the model's; routed calls reach the right
    /// leaf with the right local index path; the visible cells show the model's rows; cells that
    /// stayed on screen were kept (no reload fallback: strict diagnostics report invalid batches).
    func check(_ operation: String, keepsCells: Bool) {
        let context = "after \(operation)"
        let sections = modelSections()
        guard table.numberOfSections == sections.count else {
            return fail("\(context): \(table.numberOfSections) sections, the model has \(sections.count)")
        }
        for (index, section) in sections.enumerated() where table.numberOfRows(inSection: index) != section.rows.count {
            return fail(
                "\(context): section \(index) has \(table.numberOfRows(inSection: index)) rows, the model "
                    + "\(section.rows.count)")
        }
        checkRouting(sections, context)
        checkCells(sections, context, keepsCells: keepsCells)
        for selected in table.indexPathsForSelectedRows ?? []
        where selected.row >= table.numberOfRows(inSection: selected.section) {
            fail("\(context): selected row \(selected) does not exist")
        }
        for violation in invariantViolations(ofTreeUnder: root) {
            fail("\(context): broken invariant: \(violation)")
        }
    }

    /// Every method below reaches, for each sampled row (every row of a small table), exactly the
    /// leaf the model names, with the index path the model says that leaf sees.
    private func checkRouting(_ sections: [MixedModelSection], _ context: String) {
        var paths = sections.enumerated().flatMap { section, model in
            model.rows.indices.map { IndexPath(row: $0, section: section) }
        }
        if paths.count > Self.routingSample {
            paths = (0..<Self.routingSample).map { _ in paths.randomElement(using: &generator)! }
        }
        log.isRecording = true
        defer { log.isRecording = false }
        for path in paths {
            let row = sections[path.section].rows[path.row]
            let local = logText(row.local)
            log.removeAll()
            let cell = root.tableView(table, cellForRowAt: path)
            _ = root.tableView(table, heightForRowAt: path)
            let selected = root.tableView(table, willSelectRowAt: path)
            _ = root.tableView(table, canEditRowAt: path)
            _ = root.tableView(table, canFocusRowAt: path)
            _ = root.tableView(table, trailingSwipeActionsConfigurationForRowAt: path)
            let target = root.tableView(table, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: path)
            let expected = [
                "cellForRowAt(\(local))", "heightForRowAt(\(local))", "willSelectRowAt(\(local))",
                "canEditRowAt(\(local))", "canFocusRowAt(\(local))",
                "trailingSwipeActionsConfigurationForRowAt(\(local))",
                "targetIndexPathForMoveFromRowAt(\(local)>\(local))",
            ].map { "\(row.leaf.name).\($0)" }
            if log.entries != expected {
                return fail("\(context): routing for \(path) gave \(log.entries), the model expects \(expected)")
            }
            if cell.text != row.text || selected != path || target != path {
                return fail(
                    "\(context): at \(path) the cell shows \(cell.text ?? "nil") (model \(row.text)); willSelect "
                        + "answers \(String(describing: selected)), the move target \(target)")
            }
        }
        var sampled = Array(sections.indices)
        if sampled.count > Self.routingSample {
            sampled = (0..<Self.routingSample).map { _ in sampled.randomElement(using: &generator)! }
        }
        for index in sampled {
            let section = sections[index]
            log.removeAll()
            let title = root.tableView(table, titleForHeaderInSection: index)
            _ = root.tableView(table, heightForHeaderInSection: index)
            let expected = ["titleForHeaderInSection", "heightForHeaderInSection"].map {
                "\(section.owner.name).\($0)(\(section.local))"
            }
            if log.entries != expected || title != "\(section.owner.name):\(section.local)" {
                return fail(
                    "\(context): section \(index) routed \(log.entries) titled \(title ?? "nil"); expected \(expected)")
            }
        }
        log.removeAll()
    }

    /// The visible cells show the model's rows; a row that was on screen before the operation and
    /// still is keeps its cell (a reload fallback would have replaced it).
    private func checkCells(_ sections: [MixedModelSection], _ context: String, keepsCells: Bool) {
        let visible = table.indexPathsForVisibleRows ?? []
        if visible != (table.indexPathsForRows(in: table.bounds) ?? []) {
            fail("\(context): visible rows \(visible) are not the rows in the viewport")
        }
        var shown: [String: ObjectIdentifier] = [:]
        for path in visible {
            let expected = sections[path.section].rows[path.row].text
            guard let cell = table.cellForRow(at: path), cell.text == expected else {
                return fail(
                    "\(context): the cell at \(path) shows \(table.cellForRow(at: path)?.text ?? "nil"), the model "
                        + "\(expected)")
            }
            shown[expected] = ObjectIdentifier(cell)
            if keepsCells, let before = shownCells[expected], before != ObjectIdentifier(cell) {
                fail("\(context): the row \(expected) at \(path) stayed on screen but got a new cell")
            }
        }
        shownCells = shown
    }

    /// Reloads a random node in place.
    func reloadNode() -> String {
        guard let node = allNodes().randomElement(using: &generator)?.node,
            let operation = operation(on: node), operation.reloadsInPlace
        else { return performMerged(count: 1, in: .alone) }
        return execute([operation]).joined()
    }

    /// Taps a random row, whose leaf runs random operations from `didSelectRowAt`: they join the
    /// tap's one batch. A node reloading itself (`reloadInTable`) asks the table directly, which
    /// runs at once as a batch of its own: with other operations, a row can leave the screen
    /// between the two batches and come back with a new cell, so cells are then not compared.
    func tapWithUpdates() -> (String, Bool) {
        guard let (path, row) = randomModelRow() else { return ("no row to tap", true) }
        tapOperations = chooseOperations(Int.random(in: 0...3, using: &generator))
        let planned = tapOperations.count
        log.isRecording = true
        defer { log.isRecording = false }
        let oneBatch = planned < 2 || !tapOperations.contains(where: \.reloadsInPlace)
        log.removeAll()
        let selected = table.tapRow(at: path)
        let local = logText(row.local)
        let expected = ["\(row.leaf.name).willSelectRowAt(\(local))", "\(row.leaf.name).didSelectRowAt(\(local))"]
        let heard = log.entries.filter { $0.contains(".willSelectRowAt(") || $0.contains(".didSelectRowAt(") }
        if selected != path || heard != expected || !tapOperations.isEmpty {
            fail("tap at \(path) selected \(String(describing: selected)), heard \(heard), expected \(expected)")
        }
        return ("tap \(path) running \(planned) operations: \(tapNames)", oneBatch)
    }

    /// Runs the operations planned for the tap in progress (once).
    func leafWasSelected() {
        guard !tapOperations.isEmpty else { return }
        let operations = tapOperations
        tapOperations = []
        tapNames = execute(operations)
    }

    /// A random row of the model, with its table index path.
    func randomModelRow() -> (IndexPath, MixedModelRow)? {
        let sections = modelSections()
        let paths = sections.enumerated().flatMap { section, model in
            model.rows.indices.map { IndexPath(row: $0, section: section) }
        }
        guard let path = paths.randomElement(using: &generator) else { return nil }
        return (path, sections[path.section].rows[path.row])
    }
}
