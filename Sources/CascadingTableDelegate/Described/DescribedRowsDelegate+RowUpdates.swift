import Foundation

// Changing one row by identifier without describing the whole list again. Setting `rows` diffs
// every row, O(n) in the rows shown; these name the change, so they cost one dictionary read and
// write plus moving the rows after it (an array shift; a list with hand-written rows also looks
// its rows over for where its runs of described rows start), and apply it as the same local
// update a diff would have found, with the same selection and first-visible-row handling.
extension DescribedRowsDelegate {
    /// Inserts `row` at local row `index` as one local insert; see ``insertRows(_:at:completion:)``.
    ///
    /// - Parameters:
    ///   - row: The row to insert.
    ///   - index: Where it goes, in the node's rows (the rows after it move down).
    ///   - completion: Called with whether the update was applied and valid.
    /// - Returns: Whether the row was inserted.
    @discardableResult
    public func insertRow(_ row: RowDescription, at index: Int, completion: ((Bool) -> Void)? = nil) -> Bool {
        insertRows([row], at: index, completion: completion)
    }

    /// Inserts `newRows` at local row `index`, in order, as one local insert (appending them when
    /// `index` is the number of rows); without animation when there are more than
    /// ``DescribedNodeBase/reloadThreshold``, as ``setRows(_:completion:)`` would.
    ///
    /// Bad input changes nothing and is reported to the table's diagnostics (or kept in
    /// ``DescribedNodeBase/pendingDiagnostics`` while the node has no table): an `index` outside `0...rows.count`
    /// (``TableViewDiagnostic/Kind/invalidIndexPath(_:)``, with the local path), an identifier
    /// already shown or given twice, or a node already backing a row or given twice
    /// (``TableViewDiagnostic/Kind/duplicateIdentifier(_:)``), a node that owns a range
    /// (``TableViewDiagnostic/Kind/rangeNodeAsRow(_:)``), whatever ``DescribedNodeBase/duplicatePolicy`` says.
    ///
    /// - Parameters:
    ///   - newRows: The rows to insert.
    ///   - index: Where the first goes, in the node's rows (the rows after it move down).
    ///   - completion: Called with whether the update was applied and valid.
    /// - Returns: Whether the rows were inserted.
    @discardableResult
    public func insertRows(_ newRows: [RowDescription], at index: Int, completion: ((Bool) -> Void)? = nil) -> Bool {
        let count = shown.sections[0].rows.count
        guard (0...count).contains(index) else {
            return reject(.invalidIndexPath(IndexPath(indexes: [0, index])), "insert rows at", index, completion)
        }
        guard !newRows.isEmpty else {
            completion?(true)
            return true
        }
        guard let nodeRows = recordRows(newRows, at: index) else {
            completion?(false)
            return false
        }
        let animation = newRows.count > reloadThreshold ? .none : animation
        updateRow(
            registering: newRows,
            mutate: {
                // Into an empty list (a first page), the rows are taken as they are: inserting
                // copied every row, retaining all each holds.
                if count == 0 {
                    shown.sections[0].rows = newRows
                } else {
                    shown.sections[0].rows.insert(contentsOf: newRows, at: index)
                }
                nodeRowCount += nodeRows
                rebuildRowChildren()
            },
            request: {
                insertRows(at: (index..<index + newRows.count).map { IndexPath(indexes: [0, $0]) }, with: animation)
            },
            completion: completion)
        return true
    }

    /// Records where `newRows` go (from local row `index`) in ``rowPlaceByID``, one hash each, and
    /// returns how many are backed by nodes; nil, with the duplicate reported and nothing
    /// recorded, when an identifier is shown or given twice, or a node backs a row already or is
    /// given twice.
    private func recordRows(_ newRows: [RowDescription], at index: Int) -> Int? {
        rowPlaceByID.reserveCapacity(rowPlaceByID.count + newRows.count)
        var nodes: [ObjectIdentifier] = []
        for offset in newRows.indices {
            let id = newRows[offset].id
            var problem: String?
            var kind = TableViewDiagnostic.Kind.duplicateIdentifier(id.description)
            if newRows[offset].isBackedByNode, case .node(_, let node) = newRows[offset].source {
                if newRows[offset].nodeOwnsRange {
                    kind = .rangeNodeAsRow(id.description)
                    problem = Self.rangeNodeProblem(id)
                } else if nodes.contains(node) || backsAShownRow(node) {
                    problem = "Row \(id) is backed by a node that backs another row; nothing changed."
                }
                nodes.append(node)
            }
            if problem == nil, let previous = rowPlaceByID.updateValue(index + offset, forKey: id) {
                rowPlaceByID[id] = previous
                problem =
                    "Duplicate row identifier \(id): a row with it is shown already or given before; nothing changed."
            }
            if let problem {
                for row in newRows[..<offset] {
                    rowPlaceByID[row.id] = nil
                }
                _ = reject(kind, problem, nil, nil)
                return nil
            }
        }
        return nodes.count
    }

    /// Why a row backed by a node that owns a range cannot be shown.
    private static func rangeNodeProblem(_ id: DescribedID) -> String {
        "Row \(id) is backed by a node that owns a range; a row's node answers for one row; nothing changed."
    }

    /// Whether the node `node` identifies backs one of the rows shown (read off the rows, not the
    /// children, which code outside may have replaced).
    private func backsAShownRow(_ node: ObjectIdentifier) -> Bool {
        let rows = shown.sections[0].rows
        return rows.indices.contains { index in
            guard rows[index].isBackedByNode, case .node(_, let shown) = rows[index].source else { return false }
            return shown == node
        }
    }

    /// Deletes the row with `id` as one local delete.
    ///
    /// An identifier no row has changes nothing and is reported
    /// (``TableViewDiagnostic/Kind/unknownIdentifier(_:)``).
    ///
    /// - Parameters:
    ///   - id: The row's identifier.
    ///   - completion: Called with whether the update was applied and valid.
    /// - Returns: Whether the row was found and deleted.
    @discardableResult
    public func deleteRow(withID id: some Hashable & Sendable, completion: ((Bool) -> Void)? = nil) -> Bool {
        let id = DescribedID(id)
        guard let index = position(ofRowID: id) else { return rejectUnknown(id, "delete", completion) }
        updateRow(
            registering: [],
            mutate: {
                if shown.sections[0].rows.remove(at: index).isBackedByNode {
                    nodeRowCount -= 1
                }
                rowPlaceByID[id] = nil
                rebuildRowChildren()
            },
            request: { deleteRows(at: [IndexPath(indexes: [0, index])], with: animation) },
            completion: completion)
        return true
    }

    /// Moves the row with `id` to local row `index` as one local move: the row keeps its cell.
    ///
    /// An identifier no row has (``TableViewDiagnostic/Kind/unknownIdentifier(_:)``) or an
    /// `index` outside `0..<rows.count` (``TableViewDiagnostic/Kind/invalidIndexPath(_:)``)
    /// changes nothing and is reported. Moving a row to where it is changes nothing and succeeds.
    ///
    /// - Parameters:
    ///   - id: The row's identifier.
    ///   - index: Where the row ends up, in the node's rows after the move.
    ///   - completion: Called with whether the update was applied and valid.
    /// - Returns: Whether the row was found and the destination exists.
    @discardableResult
    public func moveRow(
        withID id: some Hashable & Sendable, to index: Int, completion: ((Bool) -> Void)? = nil
    ) -> Bool {
        let id = DescribedID(id)
        guard let from = position(ofRowID: id) else { return rejectUnknown(id, "move", completion) }
        guard shown.sections[0].rows.indices.contains(index) else {
            return reject(.invalidIndexPath(IndexPath(indexes: [0, index])), "move row \(id) to", index, completion)
        }
        guard from != index else {
            completion?(true)
            return true
        }
        updateRow(
            registering: [],
            mutate: {
                let row = shown.sections[0].rows.remove(at: from)
                shown.sections[0].rows.insert(row, at: index)
                rowPlaceByID[id] = index
                rebuildRowChildren()
            },
            request: { moveRow(at: IndexPath(indexes: [0, from]), to: IndexPath(indexes: [0, index])) },
            completion: completion)
        return true
    }

    /// Replaces the row that has `row`'s identifier by `row`, where it is.
    ///
    /// As with ``setRows(_:completion:)``: a changed view model configures the row's cell again (a
    /// local reconfigure), a row that asks for it (``RowDescription/reloadsOnChange``) or whose
    /// cell class, heights or node changed is reloaded, and an unchanged row asks for no update
    /// (its closures are still replaced). An identifier no row has
    /// (``TableViewDiagnostic/Kind/unknownIdentifier(_:)``), or a node that already backs another
    /// row (``TableViewDiagnostic/Kind/duplicateIdentifier(_:)``) or owns a range
    /// (``TableViewDiagnostic/Kind/rangeNodeAsRow(_:)``), changes nothing and is reported.
    ///
    /// - Parameters:
    ///   - row: The row's new description.
    ///   - completion: Called with whether the update was applied and valid.
    /// - Returns: Whether a row with that identifier was found and replaced.
    @discardableResult
    public func updateRow(_ row: RowDescription, completion: ((Bool) -> Void)? = nil) -> Bool {
        guard let index = position(ofRowID: row.id) else { return rejectUnknown(row.id, "update", completion) }
        guard !row.nodeOwnsRange else {
            return reject(.rangeNodeAsRow(row.id.description), Self.rangeNodeProblem(row.id), nil, completion)
        }
        if let duplicate = duplicateProblem(of: row, replacing: index) {
            return reject(.duplicateIdentifier(row.id.description), duplicate, nil, completion)
        }
        let change = row.change(from: shown.sections[0].rows[index])
        let path = IndexPath(indexes: [0, index])
        updateRow(
            registering: [row],
            mutate: {
                let old = shown.sections[0].rows[index]
                nodeRowCount += (row.isBackedByNode ? 1 : 0) - (old.isBackedByNode ? 1 : 0)
                shown.sections[0].rows[index] = row
                rebuildRowChildren()
            },
            request: {
                switch change {
                case .none: break
                case .viewModel where !row.reloadsOnChange: reconfigureRows(at: [path])
                case .viewModel, .reload: reloadRows(at: [path], with: animation)
                }
            },
            completion: completion)
        return true
    }

    /// Applies a change of one row the way ``DescribedUpdating/apply(_:completion:)`` applies a
    /// plan: `mutate` changes the rows, the children and the lookups; `request` asks for the local
    /// update, in the same batch when the node is shown.
    private func updateRow(
        registering rows: [RowDescription], mutate: () -> Void, request: () -> Void, completion: ((Bool) -> Void)?
    ) {
        guard let table = attachedTableView, let region = regionInTable else {
            // Not shown (yet): the first load shows the new rows.
            mutate()
            cellRegistrations.shownChanged()
            completion?(true)
            return
        }
        guard appliesUpdates(in: region) else {
            mutate()
            cellRegistrations.shownChanged()
            table.reloadData()
            completion?(true)
            return
        }
        cellRegistrations.register(rows[rows.indices], with: table)
        let selected = selectedRowIDs
        let anchor = keepsFirstVisibleRowInPlace ? VisibleRowAnchor(node: self, table: table) : nil
        performLocalUpdates(
            {
                mutate()
                request()
            },
            completion: { [self] valid in
                restoreSelection(selected, in: table)
                anchor?.restore(node: self, table: table)
                completion?(valid)
            })
    }

    /// Why `row` cannot be shown beside the other rows (the row at `replacing` excepted): its
    /// identifier is shown already, or its node backs another row; nil when it can.
    private func duplicateProblem(of row: RowDescription, replacing index: Int?) -> String? {
        if index == nil, rowPlaceByID[row.id] != nil {
            return "Duplicate row identifier \(row.id): a row with it is shown already; nothing changed."
        }
        guard case .node(let handle, _) = row.source else { return nil }
        let rows = shown.sections[0].rows
        guard
            let other = rows.indices.first(where: { rows[$0].isBackedByNode && rows[$0].node === handle.node }),
            other != index
        else { return nil }
        return "Row \(row.id) is backed by the node of the row at row \(other); nothing changed."
    }

    /// Reports an identifier no row has, and calls `completion` with false.
    private func rejectUnknown(_ id: DescribedID, _ action: String, _ completion: ((Bool) -> Void)?) -> Bool {
        reject(
            .unknownIdentifier(id.description), "Cannot \(action) row \(id): no row has it; nothing changed.", nil,
            completion)
    }

    /// Reports bad input (`message`, followed by `index` and "is out of range" when given), and
    /// calls `completion` with false.
    private func reject(
        _ kind: TableViewDiagnostic.Kind, _ message: String, _ index: Int?, _ completion: ((Bool) -> Void)?
    ) -> Bool {
        let text =
            index.map {
                "Cannot \(message) row \($0): the node has \(shown.sections[0].rows.count) rows; nothing changed."
            }
            ?? message
        diagnosticsMailbox.send([TableViewDiagnostic(kind: kind, message: text)], to: preparedTable)
        completion?(false)
        return false
    }
}
