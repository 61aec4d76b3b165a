import CascadingTableCollections
import CascadingTableNodes
import CascadingTableView
import CascadingTestSupport
import Foundation

/// Records the table's display calls at the tree's entry point (the root), so the model check can
/// verify that every displayed cell got exactly one `willDisplay` and every ended one exactly one
/// `didEndDisplaying`, whatever node the call is routed to afterwards.
@MainActor
final class CheckRoot: CascadingRootTableDelegate {
    var displayed = Set<ObjectIdentifier>()
    var problems: [String] = []

    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        if !displayed.insert(ObjectIdentifier(cell)).inserted {
            problems.append("willDisplay twice for one cell at \(indexPath)")
        }
        super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    override func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    {
        if displayed.remove(ObjectIdentifier(cell)) == nil {
            problems.append("didEndDisplaying for a cell not displayed, at \(indexPath)")
        }
        super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Replaces the sections; in no reload mode, applies their difference to the table itself, as
    /// a user of that mode must.
    func setSections(_ sections: [any CascadingTableDelegate]) {
        let old = childDelegates.map { ObjectIdentifier($0) }
        childDelegates = sections
        if reloadModeOnChildDelegatesChanged == .none, let table = currentTableView {
            table.applySectionDifference(ListDifference(from: old, to: sections.map { ObjectIdentifier($0) }))
        }
    }
}

/// A row node with an identity shown in its cell and a height and an estimate drawn for it.
@MainActor
final class CheckRow: CascadingBareTableDelegate {
    var id = ""
    /// The seed the row's heights are drawn with.
    var heightSeed: UInt64 = 0
    /// Removes itself from its section when selected, from inside the delegate call.
    var removesItselfOnSelect = false

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.text = id
        return cell
    }

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        checkHeight(id, seed: heightSeed)
    }

    override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        checkEstimate(id, seed: heightSeed)
    }

    override func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        checkFocusable(id)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard removesItselfOnSelect, let section = parentDelegate as? CheckSection else { return }
        section.setRows(section.childDelegates.filter { $0 !== self })
    }
}

/// A section node of row nodes, in any reload mode.
@MainActor
final class CheckSection: CascadingSectionTableDelegate {
    /// Replaces the rows; in `.none` mode, applies their difference to the table itself.
    func setRows(_ rows: [any CascadingTableDelegate]) {
        let old = childDelegates.map { ObjectIdentifier($0) }
        childDelegates = rows
        guard reloadModeOnChildDelegatesChanged == .none, let table = attachedTableView, let section = sectionInTable
        else { return }
        table.applyRowDifference(ListDifference(from: old, to: rows.map { ObjectIdentifier($0) }), inSection: section)
    }

    /// The header's height, drawn by the checker.
    var headerHeight: CGFloat = 20

    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
    override func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        headerHeight * 0.5
    }
}

/// A section that answers for its rows itself, from an array of identities; its rows can be
/// swiped away and reordered, also into other such sections.
@MainActor
final class CheckItems: CascadingBareTableDelegate {
    var items: [String] = []
    /// The seed the rows' heights are drawn with (the same in every items section of a run: rows
    /// move between them).
    var heightSeed: UInt64 = 0
    /// The footer's height, drawn by the checker.
    var footerHeight: CGFloat = 10

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row < items.count ? checkHeight(items[indexPath.row], seed: heightSeed) : 44
    }

    override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row < items.count ? checkEstimate(items[indexPath.row], seed: heightSeed) : 44
    }

    override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { footerHeight }
    override func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { 40 }
    override func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        indexPath.row < items.count && checkFocusable(items[indexPath.row])
    }
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
        -> TableViewCell.EditingStyle
    {
        .delete
    }

    override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .left)
    }

    /// Told as the source and, for a move between sections, as the destination.
    override func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        guard let root = parentDelegate as? CascadingRootTableDelegate else { return }
        if source.section == index {
            let item = items.remove(at: source.row)
            if destination.section == index {
                items.insert(item, at: destination.row)
            } else if let target = root.childDelegates[destination.section] as? CheckItems {
                target.items.insert(item, at: destination.row)
            }
        }
    }
}

/// A height real screens have (``RealHeights/rows``: fractional or zero), drawn for the identity
/// with `seed`, so it travels with the row.
func checkHeight(_ id: String, seed: UInt64) -> CGFloat {
    RealHeights.row(id, seed: seed).height
}

/// The estimate for the identity's row: above or below its height, or the height itself.
func checkEstimate(_ id: String, seed: UInt64) -> CGFloat {
    let (height, estimate) = RealHeights.row(id, seed: seed)
    return estimate ?? height
}

/// Whether a row can take focus; depends only on the identity, so it travels with the row.
func checkFocusable(_ id: String) -> Bool {
    RealHeights.focusable(id)
}

/// A nested row-mode node between a section and its leaf, making the tree four levels deep.
///
/// Index paths pass through unchanged, so for row r this node routes to its own child at position
/// r: it keeps its leaf there, re-placing it (behind placeholders) whenever its own index changes.
@MainActor
final class CheckNestedRow: PropagatingTableDelegate {
    let leaf: CheckRow

    init(leaf: CheckRow) {
        self.leaf = leaf
        super.init(index: 0, childDelegates: [leaf])
        propagationMode = .row
    }

    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        leaf = CheckRow(index: 0, childDelegates: [])
        super.init(index: index, childDelegates: childDelegates)
        propagationMode = .row
    }

    override var index: Int {
        didSet {
            guard index != oldValue || childDelegates.count != index + 1 else { return }
            let placeholders = (0..<max(index, 0)).map { _ in CascadingBareTableDelegate(index: 0, childDelegates: []) }
            childDelegates = placeholders + [leaf]
        }
    }
}
