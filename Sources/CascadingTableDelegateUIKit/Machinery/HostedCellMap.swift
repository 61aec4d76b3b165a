import CascadingTableDelegate
import Foundation

/// Which headless cell each of a host's cells draws: the link a bridge keeps between the cells
/// its host displays and the cells the tree configured in the shadow.
///
/// Keyed by the host cell's identity, so any class of host cell works (`UITableViewCell` in an
/// app, ``TableViewCell`` in a headless mirror).
@MainActor
package final class HostedCellMap<HostCell: AnyObject> {
    private var headless: [ObjectIdentifier: TableViewCell] = [:]

    /// Creates an empty map.
    package init() {}

    /// Records that `hostCell` now draws `cell`, replacing what it drew before (a host cell that is
    /// reused or reconfigured draws another headless cell, or the same one again).
    ///
    /// - Parameters:
    ///   - hostCell: The host's cell.
    ///   - cell: The headless cell it draws.
    package func bind(_ hostCell: HostCell, to cell: TableViewCell) {
        headless[ObjectIdentifier(hostCell)] = cell
    }

    /// The headless cell `hostCell` draws, if any.
    ///
    /// - Parameter hostCell: The host's cell.
    /// - Returns: The headless cell, or nil when the host cell draws none.
    package func cell(for hostCell: HostCell) -> TableViewCell? {
        headless[ObjectIdentifier(hostCell)]
    }

    /// Forgets what `hostCell` draws (it left the screen) and returns it.
    ///
    /// - Parameter hostCell: The host's cell.
    /// - Returns: The headless cell it drew, or nil.
    @discardableResult
    package func unbind(_ hostCell: HostCell) -> TableViewCell? {
        headless.removeValue(forKey: ObjectIdentifier(hostCell))
    }

    /// How many host cells draw a headless cell now.
    package var count: Int { headless.count }
}
