import CascadingTableDelegate

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

/// A test data source whose answers a test can script, one closure per method it changes.
final class ScriptedSource: StandInTestDataSource {
    var willSelect: ((IndexPath) -> IndexPath?)?
    var shouldHighlight: ((IndexPath) -> Bool)?
    var canEdit: ((IndexPath) -> Bool)?
    var commit: ((UITableView, UITableViewCell.EditingStyle, IndexPath) -> Void)?
    var moveRow: ((IndexPath, IndexPath) -> Void)?
    var headerTitle: ((Int) -> String?)?
    var headerView: ((Int) -> UIView?)?
    var headerHeight: ((Int) -> CGFloat)?
    var willDisplay: ((UITableView, IndexPath) -> Void)?
    /// The offsets `scrollViewDidScroll(_:)` saw.
    var scrolledTo: [CGFloat] = []
    /// The header views the table said it will show, by section.
    var shownHeaderViews: [Int: UIView] = [:]

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        willSelect.map { $0(indexPath) } ?? indexPath
    }

    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        shouldHighlight?(indexPath) ?? true
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        canEdit?(indexPath) ?? true
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        commit?(tableView, editingStyle, indexPath)
    }

    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        moveRow?(sourceIndexPath, destinationIndexPath)
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitle?(section)
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerView?(section)
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight?(section) ?? UITableView.automaticDimension
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolledTo.append(scrollView.contentOffset.y)
    }

    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        shownHeaderViews[section] = view
    }

    override func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        willDisplay?(tableView, indexPath)
    }
}

/// Row titles `prefix0`, `prefix1`, ...
func titles(_ count: Int, _ prefix: String = "r") -> [String] {
    (0..<count).map { "\(prefix)\($0)" }
}

/// An index path, shorter.
func path(_ section: Int, _ row: Int) -> IndexPath {
    IndexPath(row: row, section: section)
}

/// A table 320 wide and `height` high (rows of 44: 132 shows three) showing `source`, with
/// `CountingCell` registered for the source's identifier, laid out once.
@MainActor
func makeTable(
    _ source: StandInTestDataSource, height: CGFloat = 132, style: UITableView.Style = .plain
) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
    table.register(CountingCell.self, forCellReuseIdentifier: source.cellIdentifier)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return table
}

/// The titles the table's visible cells show, in order.
@MainActor
func visibleTitles(_ table: UITableView) -> [String?] {
    table.visibleCells.map { StandInTestDataSource.title(of: $0) }
}
