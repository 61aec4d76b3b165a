import CascadingTableDelegate

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

/// The delegate that answers when the shadow has none: the protocol's documented defaults.
@MainActor
private final class DefaultAnswers: TableViewDelegate {
    static let shared = DefaultAnswers()
}

// UIKit's display and height calls: what is on screen reaches the tree once, through the shadow;
// heights are the tree's, headers and footers as the shadow lays them out.
extension UIKitTableBridge: UITableViewDelegate {
    /// The tree's delegate, read through the shadow, or the documented defaults.
    var tree: any TableViewDelegate { headlessTable.delegate ?? DefaultAnswers.shared }

    /// Tells the shadow that the headless cell the cell draws is on screen.
    public func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        guard let headless = cells.cell(for: cell) else { return }
        // The app may have changed editing mode on the table itself (its edit button).
        headlessTable.hostDidSetEditing(tableView.isEditing)
        headlessTable.hostWillDisplay(headless, forRowAt: indexPath)
        if selfSizingRows.contains(indexPath) {
            headlessTable.hostDidLayOutRow(at: indexPath, height: cell.frame.height)
        }
    }

    /// Tells the shadow that the headless cell the cell drew left the screen.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        guard let headless = cells.unbind(cell) else { return }
        headlessTable.hostDidEndDisplaying(headless, forRowAt: indexPath)
    }

    /// Tells the shadow that the tree's header view is on screen.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        guard let headless = sectionViews[ObjectIdentifier(view)] else { return }
        headlessTable.hostWillDisplay(headless, forHeaderInSection: section)
    }

    /// Tells the shadow that the tree's footer view is on screen.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        guard let headless = sectionViews[ObjectIdentifier(view)] else { return }
        headlessTable.hostWillDisplay(headless, forFooterInSection: section)
    }

    /// Tells the shadow that the tree's header view left the screen.
    public func tableView(
        _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
        guard let headless = sectionViews.removeValue(forKey: ObjectIdentifier(view)) else { return }
        headlessTable.hostDidEndDisplaying(headless, forHeaderInSection: section)
    }

    /// Tells the shadow that the tree's footer view left the screen.
    public func tableView(
        _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
        guard let headless = sectionViews.removeValue(forKey: ObjectIdentifier(view)) else { return }
        headlessTable.hostDidEndDisplaying(headless, forFooterInSection: section)
    }

    /// The tree's row height; `automaticDimension` (the same value in UIKit) makes the row self-sizing.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let height = tree.tableView(headlessTable, heightForRowAt: indexPath)
        if height == UITableView.automaticDimension {
            selfSizingRows.insert(indexPath)
        } else {
            selfSizingRows.remove(indexPath)
        }
        return height
    }

    /// The header height the shadow lays out (see `TableView.hostedHeight(forHeaderInSection:)`).
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headlessTable.hostedHeight(forHeaderInSection: section)
    }

    /// The footer height the shadow lays out (see `TableView.hostedHeight(forFooterInSection:)`).
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        headlessTable.hostedHeight(forFooterInSection: section)
    }

    /// The tree's estimate; UIKit asks only when the bridge claims estimated heights.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tree.tableView(headlessTable, estimatedHeightForRowAt: indexPath)
    }

    /// The tree's estimate; UIKit asks only when the bridge claims estimated heights.
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tree.tableView(headlessTable, estimatedHeightForHeaderInSection: section)
    }

    /// The tree's estimate; UIKit asks only when the bridge claims estimated heights.
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tree.tableView(headlessTable, estimatedHeightForFooterInSection: section)
    }

    /// A header view drawing the tree's, or nil (UIKit then shows the title, if any).
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        sectionView(drawing: tree.tableView(headlessTable, viewForHeaderInSection: section), in: tableView)
    }

    /// A footer view drawing the tree's, or nil (UIKit then shows the title, if any).
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        sectionView(drawing: tree.tableView(headlessTable, viewForFooterInSection: section), in: tableView)
    }

    /// A header-footer view showing the text of `headless`, remembered until it leaves the screen.
    private func sectionView(drawing headless: TableViewHeaderFooterView?, in tableView: UITableView) -> UIView? {
        guard let headless,
            let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.sectionViewIdentifier)
        else { return nil }
        var content = view.defaultContentConfiguration()
        content.text = headless.text
        view.contentConfiguration = content
        sectionViews[ObjectIdentifier(view)] = headless
        return view
    }
}
