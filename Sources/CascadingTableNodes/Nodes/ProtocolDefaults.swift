import CascadingTableView
import Foundation

/// An object that answers every optional protocol method with the protocol extension's default.
///
/// The node classes must declare every protocol method in their bodies (so subclasses can
/// override them), yet the default answers must be written once: the bare node forwards to this
/// object, whose conformance is bound to the protocol extensions, and the propagating node falls
/// back to the bare node through `super`.
@MainActor
final class ProtocolDefaults: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching,
    TableViewDragDelegate, TableViewDropDelegate
{
    /// The bare node's answer to a required method: no rows.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// The bare node's answer to a required method: a new, empty cell on every call.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }

    /// The bare node's answer to a required method: nothing to prefetch.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {}
}
