import CascadingTableCollections
import CascadingTableNodes
import Foundation

// A described node's caches, checked: the rows' store, the sections over it, the identifiers of
// the sections, the pending edits, and the nodes of hand-written rows.
extension DescribedNodeBase {
    /// Checks the node's caches, noting each problem in `report`: the store (see
    /// ``RowStore/checkInvariants(into:)``); the sections start where the one before
    /// ends and together hold every row; the content kept as installed, while current, is the
    /// store's rows in the node's sections; each section's identifier leads to it; the edit log of
    /// an open batch, if any, holds as many rows as the store; each hand-written row's node names
    /// this node as parent and its row as `index`.
    ///
    /// - Complexity: O(*n* log *n*) for *n* rows.
    package func checkDescribedInvariants(into report: inout InvariantReport) {
        store.checkInvariants(into: &report)
        checkSectionsCoverTheRows(into: &report)
        if case .rows(let log)? = pending?.record {
            log.checkInvariants(into: &report)
            report.note(
                log.currentCount == store.count
                    ? nil : "\(partName): the edit log holds \(log.currentCount) rows, the store \(store.count)")
        }
        if let installed = installedContent, installed.version == store.version {
            let kept = installed.content.sections
            report.note(
                kept.map(\.id) == sections.map(\.id) && kept.map(\.rows.count) == sections.map(\.rowCount)
                    ? nil : "\(partName): the content kept as shown has other sections than the node")
            let keptIDs = kept.flatMap { $0.rows.map(\.id) }
            report.note(
                keptIDs == (0..<store.count).map { store[$0].id }
                    ? nil : "\(partName): the content kept as shown has other rows than the store")
        }
        for node in childDelegates {
            report.note(node.parentDelegate === self ? nil : "\(partName): a row's node names another parent")
            let row = store.rowIDOfNode[ObjectIdentifier(node)].flatMap { localIndexPath(forRowID: $0)?.row }
            report.note(
                row == node.index ? nil : "\(partName): a row's node has index \(node.index), its row is \(row as Any)")
        }
    }

    /// Checks that the sections start where the one before ends, hold every row of the store
    /// together, and (for a described table) are found by their identifiers.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    func checkSectionsCoverTheRows(into report: inout InvariantReport) {
        var start = 0
        for (index, section) in sections.enumerated() {
            report.note(
                section.start == start
                    ? nil : "\(partName): section \(index) starts at row \(section.start), not \(start)")
            report.note(
                sectionIndexByID[section.id] == index || self is DescribedRowsDelegate
                    ? nil : "\(partName): section \(section.id) is indexed at \(sectionIndexByID[section.id] as Any)")
            start += section.rowCount
        }
        report.note(
            start == store.count ? nil : "\(partName): sections hold \(start) rows, the store \(store.count)")
        report.note(
            self is DescribedRowsDelegate || sectionIndexByID.count == sections.count
                ? nil : "\(partName): \(sectionIndexByID.count) section identifiers for \(sections.count) sections")
    }
}
