import CascadingTableDelegate

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

// UIKit's data source and prefetching calls, answered by the tree through the shadow.
extension UIKitTableBridge: UITableViewDataSource, UITableViewDataSourcePrefetching {
    /// The tree's data source, read through the shadow.
    var treeDataSource: (any TableViewDataSource)? { headlessTable.dataSource }

    /// The shadow's section count.
    public func numberOfSections(in tableView: UITableView) -> Int {
        headlessTable.numberOfSections
    }

    /// The shadow's row count of `section`.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        headlessTable.numberOfRows(inSection: section)
    }

    /// Makes the row's cell in two steps: the tree dequeues and configures a headless cell, then
    /// the bridge dequeues a `UITableViewCell` under the same identifier and draws the headless
    /// cell in it, with the renderer registered for the identifier or the default one.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let headless = headlessTable.hostedCell(forRowAt: indexPath)
        let identifier = headless.reuseIdentifier ?? Self.fallbackCellIdentifier
        if registeredIdentifiers.insert(identifier).inserted {
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: identifier)
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if let render = renderers[identifier] {
            render(headless, cell)
        } else {
            Self.renderDefault(headless, into: cell)
        }
        cells.bind(cell, to: headless)
        return cell
    }

    /// The tree's header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        treeDataSource?.tableView(headlessTable, titleForHeaderInSection: section)
    }

    /// The tree's footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        treeDataSource?.tableView(headlessTable, titleForFooterInSection: section)
    }

    /// The tree's answer; false by default, where UIKit, asking no one, lets every row be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        treeDataSource?.tableView(headlessTable, canEditRowAt: indexPath) ?? false
    }

    /// The tree's answer; false by default.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        treeDataSource?.tableView(headlessTable, canMoveRowAt: indexPath) ?? false
    }

    /// The tree's index titles.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        treeDataSource?.sectionIndexTitles(for: headlessTable)
    }

    /// The tree's section for an index title.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        treeDataSource?.tableView(headlessTable, sectionForSectionIndexTitle: title, at: index) ?? index
    }

    /// Passes the user's commit to the tree, with the editing style mapped by raw value.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        let style = TableViewCell.EditingStyle(uiKitRawValue: editingStyle.rawValue)
        treeDataSource?.tableView(headlessTable, commit: style, forRowAt: indexPath)
    }

    /// Moves the row in the shadow too (its selection and layout follow), which passes the
    /// user's reorder to the tree.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        headlessTable.hostDidMoveRow(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// Passes the rows to the tree's prefetching.
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        headlessTable.prefetchDataSource?.tableView(headlessTable, prefetchRowsAt: indexPaths)
    }

    /// Passes the rows to the tree's prefetching.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        headlessTable.prefetchDataSource?.tableView(headlessTable, cancelPrefetchingForRowsAt: indexPaths)
    }
}
