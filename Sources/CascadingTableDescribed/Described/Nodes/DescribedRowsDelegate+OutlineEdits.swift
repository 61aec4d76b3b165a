import CascadingTableNodes
import CascadingTableView
import Foundation

// Editing an outline by identifier: each edit finds its row at any depth, changes the outline,
// and shows it as new rows are shown (one batch, diffed by identifier: a row that moves to
// another parent moves, with its visible descendants, and keeps its cell). Bad input changes
// nothing, is reported, and completes with false, whatever the duplicate policy says.
extension DescribedRowsDelegate {
    /// Inserts `row` (with its children) under the row with `parentID`, at `index` among its
    /// children; see ``insert(contentsOf:underRowWithID:at:completion:)``.
    ///
    /// - Parameters:
    ///   - row: The row to insert.
    ///   - parentID: The parent's identifier, at any depth; nil inserts at the top level.
    ///   - index: Where the row goes among the parent's children.
    ///   - completion: Called with whether the update was applied and valid.
    public func insert(
        _ row: RowDescription, underRowWithID parentID: DescribedID?, at index: Int,
        completion: ((Bool) -> Void)? = nil
    ) {
        insert(contentsOf: [row], underRowWithID: parentID, at: index, completion: completion)
    }

    /// Inserts `newRows` (with their children) under the row with `parentID`, at `index` among
    /// its children, in order. The parent keeps its expansion: under a collapsed parent the rows
    /// are hidden until it is expanded (a leaf that gets children is collapsed).
    ///
    /// An unknown parent (``TableViewDiagnostic/Kind/unknownIdentifier(_:)``), an `index` outside
    /// `0...` the parent's child count (``TableViewDiagnostic/Kind/invalidIndexPath(_:)``, with
    /// `[0, index]`), or an identifier the outline has already or given twice
    /// (``TableViewDiagnostic/Kind/duplicateIdentifier(_:)``) changes nothing and is reported.
    ///
    /// - Parameters:
    ///   - newRows: The rows to insert.
    ///   - parentID: The parent's identifier, at any depth; nil inserts at the top level.
    ///   - index: Where the first goes among the parent's children.
    ///   - completion: Called with whether the update was applied and valid.
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows of the outline.
    public func insert(
        contentsOf newRows: [RowDescription], underRowWithID parentID: DescribedID?, at index: Int,
        completion: ((Bool) -> Void)? = nil
    ) {
        var all = rows
        guard let parentPath = outlinePath(of: parentID, in: all, "insert rows under", completion) else { return }
        if let problem = problemInsertingIntoOutline(newRows) {
            return reject(problem, completion)
        }
        let inserted = OutlinePath.withChildren(at: parentPath, of: &all) { children in
            guard (0...children.count).contains(index) else { return false }
            children.insert(contentsOf: newRows, at: index)
            return true
        }
        guard inserted else {
            return rejectOutlineEdit(
                .invalidIndexPath(IndexPath(indexes: [0, index])),
                "Cannot insert rows at child \(index) of \(Self.name(parentID)): it has fewer children; nothing "
                    + "changed.", completion)
        }
        setRows(all, completion: completion)
    }

    /// Moves the row with `id`, with its children, under the row with `parentID`, to `index`
    /// among its children (counted after the row left its place): the row and its visible
    /// descendants keep their cells and their expansion.
    ///
    /// An unknown row or parent (``TableViewDiagnostic/Kind/unknownIdentifier(_:)``), a parent
    /// that is the row or one of its descendants, or an `index` outside the parent's children
    /// (``TableViewDiagnostic/Kind/invalidIndexPath(_:)``) changes nothing and is reported.
    ///
    /// - Parameters:
    ///   - id: The row's identifier, at any depth.
    ///   - parentID: The new parent's identifier, at any depth; nil moves the row to the top level.
    ///   - index: Where the row goes among the new parent's children.
    ///   - completion: Called with whether the update was applied and valid.
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows of the outline.
    public func moveRow(
        withID id: some Hashable & Sendable, underRowWithID parentID: DescribedID?, at index: Int,
        completion: ((Bool) -> Void)? = nil
    ) {
        let id = DescribedID(id)
        var all = rows
        guard let path = OutlinePath.find(id, in: all) else {
            return rejectOutlineEdit(
                .unknownIdentifier(id.description), "Cannot move row \(id): no row has it; nothing changed.",
                completion)
        }
        guard let parentPath = outlinePath(of: parentID, in: all, "move row \(id) under", completion) else { return }
        guard parentPath.count < path.count || Array(parentPath.prefix(path.count)) != path else {
            return rejectOutlineEdit(
                .invalidIndexPath(IndexPath(indexes: [0, index])),
                "Cannot move row \(id) under \(Self.name(parentID)): that is the row or one of its descendants; "
                    + "nothing changed.", completion)
        }
        let row = OutlinePath.withChildren(at: Array(path.dropLast()), of: &all) { $0.remove(at: path[path.count - 1]) }
        // The new parent's path, now that the row left its place.
        let newParentPath = parentID.flatMap { OutlinePath.find($0, in: all) } ?? []
        let moved = OutlinePath.withChildren(at: newParentPath, of: &all) { children in
            guard (0...children.count).contains(index) else { return false }
            children.insert(row, at: index)
            return true
        }
        guard moved else {
            return rejectOutlineEdit(
                .invalidIndexPath(IndexPath(indexes: [0, index])),
                "Cannot move row \(id) to child \(index) of \(Self.name(parentID)): it has fewer children; "
                    + "nothing changed.", completion)
        }
        setRows(all, completion: completion)
    }

    // MARK: - The single-row edits, in an outline

    /// ``insert(contentsOf:at:completion:)`` in an outline: at the top level.
    func insertIntoOutline(_ newRows: [RowDescription], at index: Int, completion: ((Bool) -> Void)?) {
        insert(contentsOf: newRows, underRowWithID: nil, at: index, completion: completion)
    }

    /// ``deleteRow(withID:completion:)`` in an outline: the row goes with its children.
    func deleteFromOutline(_ id: DescribedID, completion: ((Bool) -> Void)?) {
        var all = rows
        guard let path = OutlinePath.find(id, in: all) else {
            return rejectOutlineEdit(
                .unknownIdentifier(id.description), "Cannot delete row \(id): no row has it; nothing changed.",
                completion)
        }
        OutlinePath.withChildren(at: Array(path.dropLast()), of: &all) { _ = $0.remove(at: path[path.count - 1]) }
        setRows(all, completion: completion)
    }

    /// ``moveRow(withID:to:completion:)`` in an outline: among the row's siblings.
    func moveInOutline(_ id: DescribedID, to index: Int, completion: ((Bool) -> Void)?) {
        var all = rows
        guard let path = OutlinePath.find(id, in: all) else {
            return rejectOutlineEdit(
                .unknownIdentifier(id.description), "Cannot move row \(id): no row has it; nothing changed.",
                completion)
        }
        let moved = OutlinePath.withChildren(at: Array(path.dropLast()), of: &all) { siblings in
            guard siblings.indices.contains(index) else { return false }
            let row = siblings.remove(at: path[path.count - 1])
            siblings.insert(row, at: index)
            return true
        }
        guard moved else {
            return rejectOutlineEdit(
                .invalidIndexPath(IndexPath(indexes: [0, index])),
                "Cannot move row \(id) to \(index) among its siblings: it has fewer; nothing changed.", completion)
        }
        setRows(all, completion: completion)
    }

    /// ``updateRow(_:completion:)`` in an outline: the row is replaced with the children it is
    /// given (none makes it a leaf).
    func updateInOutline(_ row: RowDescription, completion: ((Bool) -> Void)?) {
        var all = rows
        guard let path = OutlinePath.find(row.id, in: all) else {
            return rejectOutlineEdit(
                .unknownIdentifier(row.id.description), "Cannot update row \(row.id): no row has it; nothing changed.",
                completion)
        }
        OutlinePath.withChildren(at: Array(path.dropLast()), of: &all) { $0[path[path.count - 1]] = row }
        setRows(all, completion: completion)
    }

    // MARK: - Bad input

    /// The path of the row with `parentID` in `all` (empty for nil, the top level); nil, having
    /// reported it, when no row has it.
    private func outlinePath(
        of parentID: DescribedID?, in all: [RowDescription], _ action: String, _ completion: ((Bool) -> Void)?
    ) -> [Int]? {
        guard let parentID else { return [] }
        guard let path = OutlinePath.find(parentID, in: all) else {
            rejectOutlineEdit(
                .unknownIdentifier(parentID.description),
                "Cannot \(action) row \(parentID): no row has it; nothing changed.", completion)
            return nil
        }
        return path
    }

    /// The report of the first ``ContentRule`` that `newRows` or their descendants break beside
    /// the outline's rows; nil when they break none. A row given is named by its place among the
    /// rows given, depth first.
    ///
    /// - Complexity: O(*n* + *k*) for *n* rows of the outline and *k* rows given, with their
    ///   descendants.
    private func problemInsertingIntoOutline(_ newRows: [RowDescription]) -> TableViewDiagnostic? {
        var ids: [DescribedID: Int] = [:]
        var nodes: [ObjectIdentifier: (id: DescribedID, index: Int)] = [:]
        var problem: TableViewDiagnostic?
        var index = 0
        // The outline's identifiers, for this edit only: the node keeps no table of them.
        let existing = outlineRowIDs()
        let place = { ContentRule.place(given: $0, "inserted") }
        OutlinePath.visit(newRows) { row, _ in
            defer { index += 1 }
            if row.nodeOwnsRange {
                problem = ContentRule.rangeNode(row.id, at: place(index), .editRefused)
            } else if row.isBackedByNode, case .node(let handle) = row.source,
                let other = store.rowIDOfNode[handle.identity]
            {
                problem = ContentRule.sharedNode(
                    row.id, at: place(index), nodeOf: other, firstAt: listPlace(of: other), .editRefused)
            } else if row.isBackedByNode, case .node(let handle) = row.source,
                let first = nodes.updateValue((row.id, index), forKey: handle.identity)
            {
                problem = ContentRule.sharedNode(
                    row.id, at: place(index), nodeOf: first.id, firstAt: place(first.index), .editRefused)
            } else if existing.contains(row.id) {
                problem = ContentRule.duplicateIdentifier(
                    row.id, at: place(index), firstAt: outlinePlace(of: row.id), .editRefused)
            } else if let first = ids.updateValue(index, forKey: row.id) {
                problem = ContentRule.duplicateIdentifier(row.id, at: place(index), firstAt: place(first), .editRefused)
            }
            return problem == nil
        }
        return problem
    }

    /// Where the row with `id` is in the outline, for a report: its place among the rows shown,
    /// or among its parent's children when it is hidden.
    private func outlinePlace(of id: DescribedID) -> String {
        let all = rows
        guard !store.contains(id), let path = OutlinePath.find(id, in: all), path.count > 1 else {
            return listPlace(of: id)
        }
        var parent = all[path[0]]
        for index in path.dropFirst().dropLast() {
            parent = parent.children[index]
        }
        return ContentRule.place(child: path[path.count - 1], of: parent.id, section: 0)
    }

    /// How a parent is named in a report.
    private static func name(_ parentID: DescribedID?) -> String {
        guard let parentID else { return "the top level" }
        return "row \(parentID)"
    }

    /// Reports bad input, and calls `completion` with false.
    private func rejectOutlineEdit(
        _ kind: TableViewDiagnostic.Kind, _ message: String, _ completion: ((Bool) -> Void)?
    ) {
        reject(TableViewDiagnostic(kind: kind, message: message), completion)
    }
}
