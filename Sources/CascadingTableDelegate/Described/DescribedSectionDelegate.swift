import Foundation

/// The node of one described section: it answers its described rows' calls and the header and
/// footer from its ``SectionDescription``, and routes the rest by row to its children: the nodes
/// of its hand-written rows and a run for each stretch of described rows between them (see
/// ``DescribedRowAnswering``).
///
/// Made and kept by a ``DescribedTableDelegate`` for as long as the section's identifier
/// survives. It sees the described node's index paths.
@MainActor
final class DescribedSectionDelegate: PropagatingTableDelegate, DescribedRowAnswering {
    /// The section's description; its rows share storage with the described node's content.
    // Read by every call the node answers for its rows; written only when an update installs.
    @exclusivity(unchecked) var section: SectionDescription?

    /// How many rows are backed by hand-written nodes.
    var nodeRowCount = 0

    /// The runs of described rows among the children, in order.
    var rowRuns: [DescribedRowRun] = []

    /// Whether the children are the ones the node made.
    var answersOwnRows = true

    /// Whether the node is setting its own children.
    var settingOwnChildren = false

    /// The section's rows.
    var describedRows: [RowDescription] { section?.rows ?? [] }

    /// The described table, the node's parent.
    var describedOwner: (any DescribedNode)? { parentDelegate as? any DescribedNode }

    /// The row's index path as the described table sees it: the section's place among its
    /// sections, and the row.
    func describedPath(ofRow row: Int) -> IndexPath {
        IndexPath(indexes: [index, row])
    }

    /// The node's children: made from the section's rows. Children set from outside are routed
    /// to until an update installs the rows again.
    override var childDelegates: [any CascadingTableDelegate] {
        didSet {
            if !settingOwnChildren {
                answersOwnRows = false
            }
        }
    }

    /// Creates the node of `section`.
    init(section: SectionDescription) {
        self.section = section
        super.init(index: 0, childDelegates: [])
        propagationMode = .row
    }

    /// Creates a node routing by row to `childDelegates`, with no header or footer.
    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        super.init(index: index, childDelegates: childDelegates)
        propagationMode = .row
    }

    // MARK: - Described rows, answered here (see `DescribedRowAnswering`)

    /// The described row's cell, or the routed answer.
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let row = describedRow(at: indexPath), let cell = describedCell(atRow: row, path: indexPath, in: tableView) {
            return cell
        }
        return super.tableView(tableView, cellForRowAt: indexPath)
    }

    /// The described row's height, or the routed answer.
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if let row = describedRow(at: indexPath), let height = describedHeight(atRow: row) {
            return height
        }
        return super.tableView(tableView, heightForRowAt: indexPath)
    }

    /// The described row's estimate, or the routed answer.
    override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        if let row = describedRow(at: indexPath), let height = describedEstimatedHeight(atRow: row) {
            return height
        }
        return super.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }

    /// The described row's select closure, or the routed call.
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if let row = describedRow(at: indexPath), describedAction(atRow: row, path: indexPath, in: tableView, \.select)
        {
            return
        }
        super.tableView(tableView, didSelectRowAt: indexPath)
    }

    /// The described row's deselect closure, or the routed call.
    override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        if let row = describedRow(at: indexPath),
            describedAction(atRow: row, path: indexPath, in: tableView, \.deselect)
        {
            return
        }
        super.tableView(tableView, didDeselectRowAt: indexPath)
    }

    /// The described row's will-display closure, or the routed call.
    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        if let row = describedRow(at: indexPath),
            describedCellAction(cell, atRow: row, path: indexPath, in: tableView, \.willDisplay)
        {
            return
        }
        super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    /// The described row's did-end-displaying closure, or the routed call.
    override func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        if let row = describedRow(at: indexPath),
            describedCellAction(cell, atRow: row, path: indexPath, in: tableView, \.didEndDisplaying)
        {
            return
        }
        super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    // MARK: - Header and footer

    /// The header's title.
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        self.section?.header?.title
    }

    /// The footer's title.
    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        self.section?.footer?.title
    }

    /// The header's height, or ``TableView/automaticDimension``.
    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        self.section?.header?.height ?? TableView.automaticDimension
    }

    /// The footer's height, or ``TableView/automaticDimension``.
    override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        self.section?.footer?.height ?? TableView.automaticDimension
    }

    /// The header's estimate, or its height.
    override func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        self.section?.header?.estimatedHeight ?? self.tableView(tableView, heightForHeaderInSection: section)
    }

    /// The footer's estimate, or its height.
    override func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        self.section?.footer?.estimatedHeight ?? self.tableView(tableView, heightForFooterInSection: section)
    }

    /// The header's view.
    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? {
        self.section?.header?.view?(tableView)
    }

    /// The footer's view.
    override func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView? {
        self.section?.footer?.view?(tableView)
    }
}
