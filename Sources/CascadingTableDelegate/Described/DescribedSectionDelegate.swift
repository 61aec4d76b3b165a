import Foundation

/// The node of one described section: it routes each row's calls to the row's node and answers
/// the header and footer from its ``SectionDescription``.
///
/// Made and kept by a ``DescribedTableDelegate`` for as long as the section's identifier
/// survives. It routes by row (its children are the rows' nodes) and sees the described node's
/// index paths.
@MainActor
final class DescribedSectionDelegate: PropagatingTableDelegate {
    /// The section's description (its rows are this node's children).
    var section: SectionDescription?

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
