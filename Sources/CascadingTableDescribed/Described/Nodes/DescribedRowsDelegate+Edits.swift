import CascadingTableNodes
import CascadingTableView
import Foundation

// Changing rows one at a time, without describing the list again: each edit costs O(log n) and
// the table takes it as the same change a diff would have found, joined with every other change
// of the batch. A failure reaches the caller one way: the completion gets false, and the table's
// diagnostics say why (bad input changes nothing and is reported; an invalid batch is reported by
// the table).
extension DescribedRowsDelegate {
    /// Inserts `row` at local row `index`; see ``insert(contentsOf:at:completion:)``.
    ///
    /// - Parameters:
    ///   - row: The row to insert.
    ///   - index: Where it goes, in the list's rows (the rows after it move down).
    ///   - completion: Called with whether the update was applied and valid.
    public func insert(_ row: RowDescription, at index: Int, completion: ((Bool) -> Void)? = nil) {
        insert(contentsOf: [row], at: index, completion: completion)
    }

    /// Inserts `newRows` at local row `index`, in order (appending them when `index` is
    /// ``rowCount``); above ``DescribedNodeBase/reloadThreshold`` rows, without animation. In an
    /// outline (a row has children), `index` is among the top-level rows (``rows``); see
    /// ``insert(contentsOf:underRowWithID:at:completion:)``.
    ///
    /// Bad input changes nothing and is reported to the table's diagnostics (or kept in
    /// ``CascadingTableNode/pendingDiagnostics`` while the node has no table), whatever
    /// ``DescribedNodeBase/duplicatePolicy`` says: an `index` outside `0...rowCount`
    /// (``TableViewDiagnostic/Kind/invalidIndexPath(_:)``, with the local path), an identifier
    /// already shown or given twice, or a node already backing a row or given twice
    /// (``TableViewDiagnostic/Kind/duplicateIdentifier(_:)``), a node that owns a range
    /// (``TableViewDiagnostic/Kind/rangeNodeAsRow(_:)``).
    ///
    /// - Parameters:
    ///   - newRows: The rows to insert.
    ///   - index: Where the first goes, in the list's rows (the rows after it move down).
    ///   - completion: Called with whether the update was applied and valid.
    /// - Complexity: O(*k* + log *n*) for *k* rows inserted.
    public func insert(contentsOf newRows: [RowDescription], at index: Int, completion: ((Bool) -> Void)? = nil) {
        guard outline == nil && !newRows.indices.contains(where: { newRows[$0].hasChildren }) else {
            return insertIntoOutline(newRows, at: index, completion: completion)
        }
        guard (0...store.count).contains(index) else {
            return reject(.invalidIndexPath(IndexPath(indexes: [0, index])), "insert rows at", index, completion)
        }
        if let problem = problemInserting(newRows) {
            return reject(problem, completion)
        }
        guard !newRows.isEmpty else {
            completion?(true)
            return
        }
        let nodesBefore = rowNodesByIdentity()
        changeRows(
            newRows, completion: completion,
            log: { $0.insert(count: newRows.count, at: index) },
            mutate: {
                store.insert(newRows, at: index)
                changeSections { $0[0].rowCount = store.count }
                wireRowNodes(before: nodesBefore)
            })
    }

    /// Deletes the row with `id`; in an outline, at any depth, with its children.
    ///
    /// An identifier no row has changes nothing and is reported
    /// (``TableViewDiagnostic/Kind/unknownIdentifier(_:)``).
    ///
    /// - Parameters:
    ///   - id: The row's identifier.
    ///   - completion: Called with whether the update was applied and valid.
    /// - Complexity: O(log *n*); O(*n*) once for the first edit of rows still kept as given (a list
    ///   filled while empty, or given rows with children; see "Identities instead of index paths"
    ///   in DescribedContent.md).
    public func deleteRow(withID id: some Hashable & Sendable, completion: ((Bool) -> Void)? = nil) {
        let id = DescribedID(id)
        guard outline == nil else { return deleteFromOutline(id, completion: completion) }
        guard let index = store.position(of: id) else { return rejectUnknown(id, "delete", completion) }
        let nodesBefore = rowNodesByIdentity()
        changeRows(
            [], completion: completion,
            log: { $0.remove(at: index, row: store[index]) },
            mutate: {
                store.remove(at: index)
                changeSections { $0[0].rowCount = store.count }
                wireRowNodes(before: nodesBefore)
            })
    }

    /// Moves the row with `id` to local row `index`: the row keeps its cell. In an outline, the
    /// row stays under its parent and `index` is among its siblings; see
    /// ``moveRow(withID:underRowWithID:at:completion:)``.
    ///
    /// An identifier no row has (``TableViewDiagnostic/Kind/unknownIdentifier(_:)``) or an `index`
    /// outside `0..<rowCount` (``TableViewDiagnostic/Kind/invalidIndexPath(_:)``) changes nothing
    /// and is reported. Moving a row to where it is changes nothing and succeeds.
    ///
    /// - Parameters:
    ///   - id: The row's identifier.
    ///   - index: Where the row ends up, in the list's rows after the move.
    ///   - completion: Called with whether the update was applied and valid.
    /// - Complexity: O(log *n*); O(*n*) once for the first edit of rows still kept as given (a list
    ///   filled while empty, or given rows with children; see "Identities instead of index paths"
    ///   in DescribedContent.md).
    public func moveRow(withID id: some Hashable & Sendable, to index: Int, completion: ((Bool) -> Void)? = nil) {
        let id = DescribedID(id)
        guard outline == nil else { return moveInOutline(id, to: index, completion: completion) }
        guard let from = store.position(of: id) else { return rejectUnknown(id, "move", completion) }
        guard index >= 0 && index < store.count else {
            return reject(.invalidIndexPath(IndexPath(indexes: [0, index])), "move row \(id) to", index, completion)
        }
        guard from != index else {
            completion?(true)
            return
        }
        let nodesBefore = rowNodesByIdentity()
        changeRows(
            [], completion: completion,
            log: { $0.move(from: from, to: index) },
            mutate: {
                store.move(from: from, to: index)
                wireRowNodes(before: nodesBefore)
            })
    }

    /// Replaces the row that has `row`'s identifier by `row`, where it is; in an outline, at any
    /// depth, with the children `row` is given (none makes it a leaf).
    ///
    /// As with ``setRows(_:completion:)``: a changed view model configures the row's cell again (a
    /// reconfigure), a row that asks for it (``RowDescription/reloadsOnChange(_:)``) or whose cell
    /// class, heights or node changed is reloaded, and an unchanged row asks nothing of the table
    /// (its closures are still replaced). An identifier no row has
    /// (``TableViewDiagnostic/Kind/unknownIdentifier(_:)``), or a node that already backs another
    /// row (``TableViewDiagnostic/Kind/duplicateIdentifier(_:)``) or owns a range
    /// (``TableViewDiagnostic/Kind/rangeNodeAsRow(_:)``), changes nothing and is reported.
    ///
    /// - Parameters:
    ///   - row: The row's new description.
    ///   - completion: Called with whether the update was applied and valid.
    /// - Complexity: O(log *n*); O(*n*) once for the first edit of rows still kept as given (a list
    ///   filled while empty, or given rows with children; see "Identities instead of index paths"
    ///   in DescribedContent.md).
    public func updateRow(_ row: RowDescription, completion: ((Bool) -> Void)? = nil) {
        guard outline == nil && !row.hasChildren else { return updateInOutline(row, completion: completion) }
        guard let index = store.position(of: row.id) else { return rejectUnknown(row.id, "update", completion) }
        if row.nodeOwnsRange {
            return reject(
                ContentRule.rangeNode(row.id, at: ContentRule.place(listRow: index), .editRefused), completion)
        }
        if case .node(let handle) = row.source, let other = store.rowIDOfNode[handle.identity], other != row.id {
            return reject(
                ContentRule.sharedNode(
                    row.id, at: ContentRule.place(listRow: index), nodeOf: other, firstAt: listPlace(of: other),
                    .editRefused), completion)
        }
        let nodesBefore = rowNodesByIdentity()
        changeRows(
            [row], completion: completion,
            log: { $0.replace(at: index, old: store[index], new: row) },
            mutate: {
                store.replace(at: index, with: row)
                wireRowNodes(before: nodesBefore)
            })
    }

    // MARK: - Bad input

    /// The report of the first ``ContentRule`` that `newRows` break beside the rows shown; nil when
    /// they break none.
    ///
    /// - Complexity: O(*k* log *n*) for *k* rows inserted.
    private func problemInserting(_ newRows: [RowDescription]) -> TableViewDiagnostic? {
        // An index and a table of nodes only for several rows: one row can only repeat a row shown.
        let checksRepeats = newRows.count > 1
        var ids = RowPositions(forRows: checksRepeats ? newRows : [])
        var nodes: [ObjectIdentifier: Int] = [:]
        // Read once: the store's count is a read of its tree that the runtime checks for
        // exclusive access, and the rows are checked before any is stored.
        let storeIsEmpty = store.count == 0
        let place = { ContentRule.place(given: $0, "inserted") }
        // By index: each check reads a field or two of a row, where `for row in` copies each.
        for index in newRows.indices {
            let id = newRows[index].id
            if newRows[index].nodeOwnsRange {
                return ContentRule.rangeNode(id, at: place(index), .editRefused)
            }
            if newRows[index].isBackedByNode, case .node(let handle) = newRows[index].source {
                let node = handle.identity
                if let other = store.rowIDOfNode[node] {
                    return ContentRule.sharedNode(
                        id, at: place(index), nodeOf: other, firstAt: listPlace(of: other), .editRefused)
                }
                if checksRepeats, let first = nodes.updateValue(index, forKey: node) {
                    return ContentRule.sharedNode(
                        id, at: place(index), nodeOf: newRows[first].id, firstAt: place(first), .editRefused)
                }
            }
            if !storeIsEmpty && store.contains(id) {
                return ContentRule.duplicateIdentifier(id, at: place(index), firstAt: listPlace(of: id), .editRefused)
            }
            if checksRepeats, let first = ids.updateValue(index, forKey: id) {
                return ContentRule.duplicateIdentifier(id, at: place(index), firstAt: place(first), .editRefused)
            }
        }
        return nil
    }

    /// Where the row with `id` is among the list's rows, for a report.
    func listPlace(of id: DescribedID) -> String {
        guard let position = store.position(of: id) else { return "a row of the list" }
        return ContentRule.place(listRow: position)
    }

    /// Reports an identifier no row has, and calls `completion` with false.
    private func rejectUnknown(_ id: DescribedID, _ action: String, _ completion: ((Bool) -> Void)?) {
        reject(
            .unknownIdentifier(id.description), "Cannot \(action) row \(id): no row has it; nothing changed.", nil,
            completion)
    }

    /// Reports bad input (`message`, followed by `index` and the list's size when given), and
    /// calls `completion` with false.
    private func reject(
        _ kind: TableViewDiagnostic.Kind, _ message: String, _ index: Int?, _ completion: ((Bool) -> Void)?
    ) {
        let text =
            index.map { "Cannot \(message) row \($0): the node has \(store.count) rows; nothing changed." } ?? message
        reject(TableViewDiagnostic(kind: kind, message: text), completion)
    }

    /// Reports `problem`, and calls `completion` with false.
    func reject(_ problem: TableViewDiagnostic, _ completion: ((Bool) -> Void)?) {
        diagnosticsMailbox.send([problem], to: preparedTable)
        completion?(false)
    }
}
