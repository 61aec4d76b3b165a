import CascadingTableNodes
import CascadingTableView
import Foundation

/// The section each single-section node sees, by identity: before and after a batch's data
/// changes, since such a node names deletions in the first and insertions in the second.
typealias SeenSections = [ObjectIdentifier: Int]

/// A random local update on one node: `change` changes the data, describes itself, and returns
/// the local update calls, made once every operation of the batch has changed its data.
struct MixedOperation {
    let target: any CascadingTableDelegate
    /// A reload of a node's place in the table, named in the table's numbering when it is asked
    /// for: it runs before any operation of its batch changes counts.
    var reloadsInPlace = false
    let change: @MainActor () -> (String, @MainActor (SeenSections, SeenSections) -> Void)
}

/// Where a merged batch runs.
enum MixedBatch {
    /// One operation, its local update calls each a batch of their own.
    case alone
    /// In a node's `performLocalUpdates`.
    case localBlock
    /// In the table's `performBatchUpdates`.
    case tableBatch
}

extension MixedModelChecker {
    /// Runs `count` operations on unrelated nodes as one batch; returns a description.
    func performMerged(count: Int, in batch: MixedBatch) -> String {
        let operations = chooseOperations(count)
        var names: [String] = []
        var completed: Bool?
        switch batch {
        case .alone:
            names = execute(operations)
            completed = true
        case .localBlock:
            let node = operations.first?.target ?? root
            node.performLocalUpdates({ names = self.execute(operations) }, completion: { completed = $0 })
        case .tableBatch:
            table.performBatchUpdates({ names = self.execute(operations) }, completion: { completed = $0 })
        }
        if completed != true {
            fail("the batch \(names) completed with \(String(describing: completed))")
        }
        return "\(batch): " + names.joined(separator: "; ")
    }

    /// Changes every operation's data, then makes their local update calls.
    @discardableResult
    func execute(_ operations: [MixedOperation]) -> [String] {
        let before = seenSections()
        let ordered = operations.filter(\.reloadsInPlace) + operations.filter { !$0.reloadsInPlace }
        let changes = ordered.map { $0.change() }
        let after = seenSections()
        for (_, issue) in changes {
            issue(before, after)
        }
        return changes.map(\.0)
    }

    /// Up to `count` operations on nodes none of which holds another: each node's updates are in
    /// its own coordinates, which another's changes inside it would move.
    func chooseOperations(_ count: Int) -> [MixedOperation] {
        var targets: [any CascadingTableDelegate] = []
        var operations: [MixedOperation] = []
        let candidates: [any CascadingTableDelegate] = [root] + allNodes().map(\.node)
        for _ in 0..<(count * 3) where operations.count < count {
            let node = candidates.randomElement(using: &generator)!
            guard !targets.contains(where: { isAncestor($0, of: node) || isAncestor(node, of: $0) }),
                let operation = operation(on: node)
            else { continue }
            targets.append(node)
            operations.append(operation)
        }
        return operations
    }

    /// Whether `ancestor` is `node` or holds it.
    func isAncestor(_ ancestor: any CascadingTableDelegate, of node: any CascadingTableDelegate) -> Bool {
        var current: (any CascadingTableDelegate)? = node
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.parentDelegate
        }
        return false
    }

    /// A random local update the node can ask for, or nil.
    func operation(on node: any CascadingTableDelegate) -> MixedOperation? {
        if Int.random(in: 0..<8, using: &generator) == 0, node !== root {
            return MixedOperation(target: node, reloadsInPlace: true) { [unowned self] in
                bumpAll(node)
                let located = node.reloadInTable(with: .fade)
                if !located { fail("\((node as? any MixedNamed)?.name ?? "?") was not located to reload itself") }
                return ("\((node as? any MixedNamed)?.name ?? "?") reloads itself", { _, _ in })
            }
        }
        switch node {
        case let list as MixedList:
            return itemOperation(
                on: list, read: { list.items }, write: { list.items = $0 },
                path: { row, _ in IndexPath(row: row, section: 0) })
        case let items as MixedItemsSection:
            return itemOperation(
                on: items, read: { items.items }, write: { items.items = $0 },
                path: { row, seen in IndexPath(row: row, section: seen[ObjectIdentifier(items)] ?? -1) })
        case let groups as MixedGroups:
            return groupsOperation(groups)
        case let section as MixedSection:
            return rowContainerOperation(section) { row, seen in
                IndexPath(row: row, section: seen[ObjectIdentifier(section)] ?? -1)
            }
        case let range as MixedRowRange:
            return rowContainerOperation(range) { row, _ in IndexPath(row: row, section: 0) }
        case let container as PropagatingTableDelegate:
            return sectionContainerOperation(container)
        default:
            return nil
        }
    }

    func randomAnimation() -> TableView.RowAnimation {
        [.fade, .left, .none, .automatic, .top].randomElement(using: &generator)!
    }

    func bumped(_ text: String) -> String { text + "'" }

    /// Gives every row of `node` new content, so that a reload shows whether it happened.
    func bumpAll(_ node: any CascadingTableDelegate) {
        switch node {
        case let row as MixedRow: row.item = bumped(row.item)
        case let list as MixedList: list.items = list.items.map(bumped)
        case let items as MixedItemsSection: items.items = items.items.map(bumped)
        case let groups as MixedGroups: groups.groups = groups.groups.map { $0.map(bumped) }
        default: node.childDelegates.forEach(bumpAll)
        }
    }

    /// Inserts, deletes, reloads or moves items of one list of rows.
    func itemOperation(
        on node: MixedNamed, read: @escaping () -> [String], write: @escaping ([String]) -> Void,
        path: @escaping (Int, SeenSections) -> IndexPath
    ) -> MixedOperation {
        MixedOperation(target: node) { [unowned self] in
            var items = read()
            let animation = randomAnimation()
            let name = node.name
            switch items.isEmpty ? 0 : Int.random(in: (items.count > 4 ? 2 : 0)..<5, using: &generator) {
            case 0, 1:
                let row = Int.random(in: 0...items.count, using: &generator)
                let new = texts(1...2)
                items.insert(contentsOf: new, at: row)
                write(items)
                return (
                    "\(name) inserts \(new.count) at \(row)",
                    { _, after in node.insertRows(at: (row..<row + new.count).map { path($0, after) }, with: animation)
                    }
                )
            case 2:
                let row = Int.random(in: 0..<items.count, using: &generator)
                items.remove(at: row)
                write(items)
                return (
                    "\(name) deletes \(row)", { before, _ in node.deleteRows(at: [path(row, before)], with: animation) }
                )
            case 3:
                let row = Int.random(in: 0..<items.count, using: &generator)
                items[row] = bumped(items[row])
                write(items)
                return (
                    "\(name) reloads \(row)", { before, _ in node.reloadRows(at: [path(row, before)], with: animation) }
                )
            default:
                let from = Int.random(in: 0..<items.count, using: &generator)
                let item = items.remove(at: from)
                let to = Int.random(in: 0...items.count, using: &generator)
                items.insert(item, at: to)
                write(items)
                return (
                    "\(name) moves \(from) to \(to)",
                    { before, after in node.moveRow(at: path(from, before), to: path(to, after)) }
                )
            }
        }
    }

    /// Row operations in one group, or inserts, deletes, moves or reloads groups (sections).
    func groupsOperation(_ groups: MixedGroups) -> MixedOperation {
        if !groups.groups.isEmpty && Bool.random(using: &generator) {
            let group = Int.random(in: 0..<groups.groups.count, using: &generator)
            return itemOperation(
                on: groups, read: { groups.groups[group] }, write: { groups.groups[group] = $0 },
                path: { row, _ in IndexPath(row: row, section: group) })
        }
        return MixedOperation(target: groups) { [unowned self] in
            let animation = randomAnimation()
            let count = groups.groups.count
            switch count == 0 ? 0 : Int.random(in: (count > 2 ? 1 : 0)..<4, using: &generator) {
            case 0:
                let at = Int.random(in: 0...count, using: &generator)
                groups.groups.insert(texts(0...3), at: at)
                return ("\(groups.name) inserts group \(at)", { _, _ in groups.insertSections([at], with: animation) })
            case 1:
                let at = Int.random(in: 0..<count, using: &generator)
                groups.groups.remove(at: at)
                return ("\(groups.name) deletes group \(at)", { _, _ in groups.deleteSections([at], with: animation) })
            case 2:
                let from = Int.random(in: 0..<count, using: &generator)
                let group = groups.groups.remove(at: from)
                let to = Int.random(in: 0..<count, using: &generator)
                groups.groups.insert(group, at: to)
                return (
                    "\(groups.name) moves group \(from) to \(to)", { _, _ in groups.moveSection(from, toSection: to) }
                )
            default:
                let at = Int.random(in: 0..<count, using: &generator)
                groups.groups[at] = groups.groups[at].map(bumped)
                return ("\(groups.name) reloads group \(at)", { _, _ in groups.reloadSections([at], with: animation) })
            }
        }
    }

    /// Where each child of a container starts among its units, then the total.
    func starts(_ children: [any CascadingTableDelegate], count: (any CascadingTableDelegate) -> Int) -> [Int] {
        children.reduce(into: [0]) { $0.append($0[$0.count - 1] + count($1)) }
    }

    /// Inserts, deletes, moves or reloads a child of a node whose children are rows.
    func rowContainerOperation(
        _ container: PropagatingTableDelegate, path: @escaping (Int, SeenSections) -> IndexPath
    ) -> MixedOperation {
        MixedOperation(target: container) { [unowned self] in
            let name = (container as? any MixedNamed)?.name ?? "?"
            var children = container.childDelegates
            let animation = randomAnimation()
            let old = starts(children, count: rowCount)
            let single = children.indices.filter { children[$0] is MixedRow }
            switch children.isEmpty ? 0 : Int.random(in: (children.count > 3 ? 1 : 0)..<4, using: &generator) {
            case 0:
                let at = Int.random(in: 0...children.count, using: &generator)
                let child = makeRowUnit(levels: Self.maximumDepth - depth(of: container))
                children.insert(child, at: at)
                container.childDelegates = children
                let rows = old[at]..<old[at] + rowCount(child)
                return (
                    "\(name) inserts a child of \(rows.count) rows at \(at)",
                    { _, after in container.insertRows(at: rows.map { path($0, after) }, with: animation) }
                )
            case 1:
                let at = Int.random(in: 0..<children.count, using: &generator)
                children.remove(at: at)
                container.childDelegates = children
                let rows = old[at]..<old[at + 1]
                return (
                    "\(name) deletes child \(at) (\(rows.count) rows)",
                    { before, _ in container.deleteRows(at: rows.map { path($0, before) }, with: animation) }
                )
            case 2 where !single.isEmpty:
                let from = single.randomElement(using: &generator)!
                let child = children.remove(at: from)
                let to = Int.random(in: 0...children.count, using: &generator)
                children.insert(child, at: to)
                container.childDelegates = children
                let target = starts(children, count: rowCount)[to]
                return (
                    "\(name) moves its row \(old[from]) to \(target)",
                    { before, after in container.moveRow(at: path(old[from], before), to: path(target, after)) }
                )
            default:
                let at = Int.random(in: 0..<children.count, using: &generator)
                bumpAll(children[at])
                let rows = old[at]..<old[at + 1]
                return (
                    "\(name) reloads child \(at)",
                    { before, _ in container.reloadRows(at: rows.map { path($0, before) }, with: animation) }
                )
            }
        }
    }

    /// Inserts, deletes, moves or reloads a child of the root or of a range of sections.
    func sectionContainerOperation(_ container: PropagatingTableDelegate) -> MixedOperation {
        MixedOperation(target: container) { [unowned self] in
            let name = (container as? any MixedNamed)?.name ?? "?"
            var children = container.childDelegates
            let animation = randomAnimation()
            let old = starts(children, count: sectionCount)
            let single = children.indices.filter { old[$0 + 1] - old[$0] == 1 }
            switch children.isEmpty ? 0 : Int.random(in: (children.count > 3 ? 1 : 0)..<4, using: &generator) {
            case 0:
                let at = Int.random(in: 0...children.count, using: &generator)
                let child = makeSectionUnit(levels: Self.maximumDepth - depth(of: container))
                children.insert(child, at: at)
                container.childDelegates = children
                let sections = IndexSet(integersIn: old[at]..<old[at] + sectionCount(child))
                return (
                    "\(name) inserts \(sections.count) sections at \(old[at])",
                    { _, _ in container.insertSections(sections, with: animation) }
                )
            case 1:
                let at = Int.random(in: 0..<children.count, using: &generator)
                children.remove(at: at)
                container.childDelegates = children
                let sections = IndexSet(integersIn: old[at]..<old[at + 1])
                return (
                    "\(name) deletes \(sections.count) sections at \(old[at])",
                    { _, _ in container.deleteSections(sections, with: animation) }
                )
            case 2 where !single.isEmpty:
                let from = single.randomElement(using: &generator)!
                let child = children.remove(at: from)
                let to = Int.random(in: 0...children.count, using: &generator)
                children.insert(child, at: to)
                container.childDelegates = children
                let target = starts(children, count: sectionCount)[to]
                return (
                    "\(name) moves section \(old[from]) to \(target)",
                    { _, _ in container.moveSection(old[from], toSection: target) }
                )
            default:
                let at = Int.random(in: 0..<children.count, using: &generator)
                bumpAll(children[at])
                let sections = IndexSet(integersIn: old[at]..<old[at + 1])
                return (
                    "\(name) reloads \(sections.count) sections at \(old[at])",
                    { _, _ in container.reloadSections(sections, with: animation) }
                )
            }
        }
    }
}
