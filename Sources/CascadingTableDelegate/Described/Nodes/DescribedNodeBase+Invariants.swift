import Foundation

// A described node's caches, checked: the rows' store, the sections over it, the identifiers of
// the sections, the pending edits, and the nodes of hand-written rows.
extension DescribedNodeBase {
    /// Checks the node's caches, stopping the program with a message naming the first problem:
    /// the store (see ``RowStore/checkInvariants()``); the sections start where the one before
    /// ends and together hold every row; the content kept as installed, while current, is the
    /// store's rows in the node's sections; each section's identifier leads to it; the edit log of
    /// an open batch, if any, holds as many rows as the store; each hand-written row's node names
    /// this node as parent and its row as `index`.
    ///
    /// - Complexity: O(*n* log *n*) for *n* rows.
    func checkDescribedInvariants() {
        store.checkInvariants()
        checkSectionsCoverTheRows()
        if case .rows(let log)? = pending?.record {
            log.checkInvariants()
            stopOnViolation(
                log.currentCount == store.count
                    ? nil : "\(partName): the edit log holds \(log.currentCount) rows, the store \(store.count)")
        }
        if let installed = installedContent, installed.version == store.version {
            let kept = installed.content.sections
            stopOnViolation(
                kept.map(\.id) == sections.map(\.id) && kept.map(\.rows.count) == sections.map(\.rowCount)
                    ? nil : "\(partName): the content kept as shown has other sections than the node")
            let keptIDs = kept.flatMap { $0.rows.map(\.id) }
            stopOnViolation(
                keptIDs == (0..<store.count).map { store[$0].id }
                    ? nil : "\(partName): the content kept as shown has other rows than the store")
        }
        for node in childDelegates {
            stopOnViolation(node.parentDelegate === self ? nil : "\(partName): a row's node names another parent")
            let row = store.rowIDOfNode[ObjectIdentifier(node)].flatMap { localIndexPath(forRowID: $0)?.row }
            stopOnViolation(
                row == node.index ? nil : "\(partName): a row's node has index \(node.index), its row is \(row as Any)")
        }
    }

    /// Checks that the sections start where the one before ends, hold every row of the store
    /// together, and (for a described table) are found by their identifiers.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    func checkSectionsCoverTheRows() {
        var start = 0
        for (index, section) in sections.enumerated() {
            stopOnViolation(
                section.start == start
                    ? nil : "\(partName): section \(index) starts at row \(section.start), not \(start)")
            stopOnViolation(
                sectionIndexByID[section.id] == index || self is DescribedRowsDelegate
                    ? nil : "\(partName): section \(section.id) is indexed at \(sectionIndexByID[section.id] as Any)")
            start += section.rowCount
        }
        stopOnViolation(
            start == store.count ? nil : "\(partName): sections hold \(start) rows, the store \(store.count)")
        stopOnViolation(
            self is DescribedRowsDelegate || sectionIndexByID.count == sections.count
                ? nil : "\(partName): \(sectionIndexByID.count) section identifiers for \(sections.count) sections")
    }
}
