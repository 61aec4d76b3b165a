import CascadingTableNodes
import CascadingTableView
import CascadingTestSupport
import Foundation

/// One row of the model: the leaf that answers for it, the index path that leaf sees, its text.
struct MixedModelRow {
    let leaf: MixedLeaf
    let local: IndexPath
    let text: String
}

/// One section of the model: the node that answers its section-scoped calls, the section that
/// node sees, and the rows.
struct MixedModelSection {
    let owner: any MixedNamed
    let local: Int
    var rows: [MixedModelRow]
}

/// A seeded run over a tree mixing section nodes, row nodes, ranges of rows and ranges of
/// sections up to four levels below the root: random local updates (alone, merged in one batch,
/// or asked for during a tap), scrolling, reloads and, when `gestures` is set, swipes, context
/// menus, focus moves and drags, with every invariant checked after each operation.
///
/// The expected rows, and the index path each leaf should see, are worked out here from the
/// tree's own data, never from the library's translation API.
@MainActor
final class MixedModelChecker {
    /// How many levels below the root a tree may reach.
    static let maximumDepth = 4

    var generator: SeededGenerator
    let seed: UInt64
    let gestures: Bool
    let root = MixedRoot(index: 0, childDelegates: [])
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let log = MixedLog()
    private var nextID = 0
    var failures: [String] = []
    var step = 0
    /// The text each visible cell showed after the last operation, and the cell.
    var shownCells: [String: ObjectIdentifier] = [:]
    /// The operations a tap's `didSelectRowAt` runs, merged into the tap's batch.
    var tapOperations: [MixedOperation] = []
    /// The model row a swipe action or menu action is expected to act on, and whether it acted.
    var expectedAction: (leaf: MixedLeaf, local: IndexPath, table: IndexPath)?
    var actionsRun = 0
    /// What the last tap's operations did.
    var tapNames: [String] = []

    init(seed: UInt64, gestures: Bool) {
        self.seed = seed
        self.gestures = gestures
        generator = SeededGenerator(seed: seed)
        root.checker = self
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.diagnostics.mode = .strict { [unowned self] in fail("diagnostic: \($0.message)") }
        table.dragInteractionEnabled = true
        root.childDelegates = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
            makeSectionUnit(levels: Self.maximumDepth)
        }
        root.prepare(tableView: table)
        table.layoutIfNeeded()
    }

    func fail(_ message: String) {
        failures.append("seed \(seed) step \(step): \(message)")
    }

    /// Runs `operations` random operations, checking every invariant after each; returns how many
    /// ran.
    func run(operations: Int) -> Int {
        check("initial layout", keepsCells: false)
        for _ in 0..<operations {
            step += 1
            let trace = ProcessInfo.processInfo.environment["MIXED_TRACE"].flatMap(Int.init) == step
            if trace { print(dump(), table.indexPathsForVisibleRows ?? []) }
            let (name, keepsCells) = performRandomOperation()
            if trace { print(name, dump()) }
            check(name, keepsCells: keepsCells)
            if !failures.isEmpty { return step }
        }
        return step
    }

    private func performRandomOperation() -> (String, Bool) {
        let roll = Int.random(in: 0..<(gestures ? 20 : 13), using: &generator)
        switch roll {
        case 0..<4: return (performMerged(count: 1, in: .alone), true)
        case 4..<6: return (performMerged(count: Int.random(in: 2...4, using: &generator), in: .localBlock), true)
        case 6: return (performMerged(count: Int.random(in: 2...4, using: &generator), in: .tableBatch), true)
        case 7, 8: return tapWithUpdates()
        case 9, 10: return (scroll(), true)
        case 11: return (reloadNode(), true)
        case 12:
            table.reloadData()
            return ("reloadData", false)
        case 13, 14: return (swipe(), true)
        case 15, 16: return (contextMenu(), true)
        case 17: return (moveFocus(), true)
        default: return (drag(), true)
        }
    }

    private func scroll() -> String {
        let maximum = max(0, table.contentSize.height - table.bounds.height)
        table.contentOffset.y = CGFloat.random(in: 0...max(maximum, 1), using: &generator)
        return "scroll"
    }

    // MARK: - Building trees

    func newText() -> String {
        nextID += 1
        return "t\(nextID)"
    }

    func texts(_ range: ClosedRange<Int>) -> [String] {
        (0..<Int.random(in: range, using: &generator)).map { _ in newText() }
    }

    func nodeName(_ kind: String) -> String {
        nextID += 1
        return "\(kind)\(nextID)"
    }

    /// A node answering for sections, using at most `levels` levels (itself included).
    func makeSectionUnit(levels: Int) -> any CascadingTableDelegate {
        switch Int.random(in: 0..<(levels >= 2 ? 5 : 2), using: &generator) {
        case 0:
            let items = MixedItemsSection(index: 0, childDelegates: [])
            (items.name, items.checker, items.items) = (nodeName("items"), self, texts(0...4))
            return items
        case 1:
            let groups = MixedGroups(index: 0, childDelegates: [])
            (groups.name, groups.checker) = (nodeName("groups"), self)
            groups.groups = (0..<Int.random(in: 0...3, using: &generator)).map { _ in texts(0...3) }
            return groups
        case 2:
            let range = MixedSectionRange(
                index: 0,
                childDelegates: (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    makeSectionUnit(levels: levels - 1)
                })
            range.name = nodeName("sections")
            return range
        default:
            let section = MixedSection(
                index: 0,
                childDelegates: (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    makeRowUnit(levels: levels - 1)
                })
            (section.name, section.checker) = (nodeName("section"), self)
            return section
        }
    }

    /// A node answering for rows, using at most `levels` levels (itself included).
    func makeRowUnit(levels: Int) -> any CascadingTableDelegate {
        switch Int.random(in: 0..<(levels >= 2 ? 4 : 3), using: &generator) {
        case 0:
            let list = MixedList(index: 0, childDelegates: [])
            (list.name, list.checker, list.items) = (nodeName("list"), self, texts(0...4))
            return list
        case 3:
            let range = MixedRowRange(
                index: 0,
                childDelegates: (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    makeRowUnit(levels: levels - 1)
                })
            range.name = nodeName("rows")
            return range
        default:
            let row = MixedRow(index: 0, childDelegates: [])
            (row.name, row.checker, row.item) = (nodeName("row"), self, newText())
            return row
        }
    }

    // MARK: - The model, from the tree's data

    /// Every section and row the table should show, each with the node that should answer for it
    /// and the coordinates that node should see.
    func modelSections() -> [MixedModelSection] {
        var sections: [MixedModelSection] = []
        appendSections(of: root.childDelegates, into: &sections)
        return sections
    }

    /// Appends the sections of a section container's children; each child that is not a range
    /// sees the container's numbering, a range its own from 0.
    private func appendSections(of children: [any CascadingTableDelegate], into sections: inout [MixedModelSection]) {
        var position = 0
        for child in children {
            let before = sections.count
            switch child {
            case let range as MixedSectionRange:
                appendSections(of: range.childDelegates, into: &sections)
            case let groups as MixedGroups:
                for (group, items) in groups.groups.enumerated() {
                    let rows = items.enumerated().map {
                        MixedModelRow(leaf: groups, local: IndexPath(row: $0.offset, section: group), text: $0.element)
                    }
                    sections.append(MixedModelSection(owner: groups, local: group, rows: rows))
                }
            case let items as MixedItemsSection:
                let rows = items.items.enumerated().map {
                    MixedModelRow(leaf: items, local: IndexPath(row: $0.offset, section: position), text: $0.element)
                }
                sections.append(MixedModelSection(owner: items, local: position, rows: rows))
            case let section as MixedSection:
                var rows: [MixedModelRow] = []
                appendRows(of: section.childDelegates, seenSection: position, into: &rows)
                sections.append(MixedModelSection(owner: section, local: position, rows: rows))
            default:
                continue
            }
            position += sections.count - before
        }
    }

    /// Appends the rows of a row container's children: a single row sees the container's
    /// numbering, a range sees section 0 and its own rows from 0.
    private func appendRows(
        of children: [any CascadingTableDelegate], seenSection: Int, into rows: inout [MixedModelRow]
    ) {
        for child in children {
            let position = rows.count
            switch child {
            case let row as MixedRow:
                rows.append(
                    MixedModelRow(leaf: row, local: IndexPath(row: position, section: seenSection), text: row.item))
            case let list as MixedList:
                rows += list.items.enumerated().map {
                    MixedModelRow(leaf: list, local: IndexPath(row: $0.offset, section: 0), text: $0.element)
                }
            case let range as MixedRowRange:
                var inner: [MixedModelRow] = []
                appendRows(of: range.childDelegates, seenSection: 0, into: &inner)
                rows += inner
            default:
                continue
            }
        }
    }

    /// How many sections a section-level node answers for, from its data.
    func sectionCount(_ node: any CascadingTableDelegate) -> Int {
        switch node {
        case let range as MixedSectionRange: range.childDelegates.reduce(0) { $0 + sectionCount($1) }
        case let groups as MixedGroups: groups.groups.count
        default: 1
        }
    }

    /// How many rows a row-level node answers for, from its data.
    func rowCount(_ node: any CascadingTableDelegate) -> Int {
        switch node {
        case let range as MixedRowRange: range.childDelegates.reduce(0) { $0 + rowCount($1) }
        case let list as MixedList: list.items.count
        default: 1
        }
    }

    /// The section each single-section node (a section or an item section) sees now, by identity.
    func seenSections() -> [ObjectIdentifier: Int] {
        var seen: [ObjectIdentifier: Int] = [:]
        for section in modelSections() where !(section.owner is MixedGroups) {
            seen[ObjectIdentifier(section.owner)] = section.local
        }
        return seen
    }

    /// Every node below the root, with its depth (the root's children are at depth 1).
    func allNodes() -> [(node: any CascadingTableDelegate, depth: Int)] {
        var nodes: [(any CascadingTableDelegate, Int)] = []
        func visit(_ node: any CascadingTableDelegate, _ depth: Int) {
            nodes.append((node, depth))
            if node is PropagatingTableDelegate {
                for child in node.childDelegates { visit(child, depth + 1) }
            }
        }
        for child in root.childDelegates { visit(child, 1) }
        return nodes
    }

    /// The depth of a node in the tree (0 for the root).
    func depth(of node: any CascadingTableDelegate) -> Int {
        var depth = 0
        var current: (any CascadingTableDelegate)? = node
        while let parent = current?.parentDelegate {
            depth += 1
            current = parent
        }
        return depth
    }
}
