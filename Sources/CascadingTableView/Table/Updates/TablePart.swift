import Foundation

/// A part of the table that names rows and sections in coordinates of its own (a node of a tree
/// above the table): the table asks it where it sits when it turns the part's updates into the
/// table's index paths.
///
/// The table knows its parts only through this protocol, as UIKit's table knows its data source
/// only through its protocol: the nodes adopt it, the table never names them.
@MainActor
package protocol TablePart: AnyObject {
    /// Where the part sits; nil when the part is not located in `table`.
    ///
    /// The table asks twice per batch: `asShown` true before the batch's counts are asked again
    /// (where the part's rows and sections are as the table shows them, before the changes the
    /// batch carries, a change of the part's place included), and false after (where its new ones
    /// are).
    func placement(in table: TableView, asShown: Bool) -> TablePlacement?

    /// The name diagnostics give the part: its type.
    var partName: String { get }
}

/// How a part's own coordinates map to the table's: what to add to a section, and to a row, that
/// the part names.
package struct TablePlacement: Equatable {
    var sectionShift = 0
    var rowShift = 0

    package init(sectionShift: Int = 0, rowShift: Int = 0) {
        self.sectionShift = sectionShift
        self.rowShift = rowShift
    }

    /// A path in the part's coordinates, in the table's (a malformed path stays as it is, for the
    /// batch's validation to report).
    package func tablePath(_ local: IndexPath) -> IndexPath {
        guard local.isTableIndexPath else { return local }
        return IndexPath(row: local[1] + rowShift, section: local[0] + sectionShift)
    }

    /// A section in the part's coordinates, in the table's.
    package func tableSection(_ local: Int) -> Int { local + sectionShift }
}

extension LocalOperation {
    /// The operation in the table's coordinates, for a part at `placement` both before and after
    /// the update (a batch of the part's own, where nothing else moves it).
    package func placed(by placement: TablePlacement) -> LocalOperation {
        // One closure per kind of index, shared by every case.
        let path = { (local: IndexPath) in placement.tablePath(local) }
        let sections = { (local: IndexSet) in IndexSet(local.map { placement.tableSection($0) }) }
        switch self {
        case .insertRows(let paths): return .insertRows(paths.map(path))
        case .deleteRows(let paths): return .deleteRows(paths.map(path))
        case .reloadRows(let paths): return .reloadRows(paths.map(path))
        case .reconfigureRows(let paths): return .reconfigureRows(paths.map(path))
        case .moveRow(let from, let to): return .moveRow(path(from), path(to))
        case .insertSections(let local): return .insertSections(sections(local))
        case .deleteSections(let local): return .deleteSections(sections(local))
        case .reloadSections(let local): return .reloadSections(sections(local))
        case .moveSection(let from, let to):
            return .moveSection(placement.tableSection(from), placement.tableSection(to))
        }
    }
}
