import Foundation

extension IndexPath {
    /// The index path of `row` in `section`, made from one index and appended to.
    ///
    /// An array literal (`IndexPath(indexes: [section, row])`) allocated an array for each path,
    /// and a difference names one path per row it deletes, inserts, moves or reloads. The layers
    /// above use this one too: the table's `init(row:section:)` is not seen from here, and on
    /// iOS it is UIKit's.
    @inlinable
    package static func row(_ row: Int, inSection section: Int) -> IndexPath {
        var path = IndexPath(index: section)
        path.append(row)
        return path
    }
}
