import CascadingTableView
import Foundation

// The units (rows or sections) of a node's children, for the difference an `.animated` node
// names when its children change (see `PropagatingTableDelegate+Reload.swift`).

/// A row or section of a child, for diffing children unit by unit: the child's stable ID (or the
/// object), and the unit's position in it (as the table shows it; negative for a unit new in the
/// batch).
struct UnitIdentity: Hashable {
    let child: AnyHashable
    let unit: Int
}

/// What a node diffing its children unit by unit knows of the updates that nodes inside it (that
/// own ranges, reached through ranges) asked for in the same batch, and which of those updates
/// its difference covers.
///
/// The difference names such a node's units once, for both: a node taken apart into its
/// children's units is named by its children; a leaf's units are matched by what its updates
/// say happened to them (``unitOrigins(shown:now:operations:rows:)``) rather than by position.
/// The updates of the node in the difference's dimension (rows of a `.row`-mode node, sections
/// otherwise) are then covered; its other updates (a reconfigure, rows of a section of a range
/// of sections) stay its own.
@MainActor
struct UnitsOfChildren {
    /// Whether the units are rows (the node routes by row).
    let rows: Bool
    /// The operations of each node inside, in the difference's dimension, with their positions
    /// among the batch's updates.
    private var operations: [ObjectIdentifier: [(index: Int, operation: LocalOperation)]] = [:]
    /// The units each node inside had as the table showed it.
    private var shownCounts: [ObjectIdentifier: Int] = [:]
    /// The positions of the updates the difference covers.
    private(set) var covered = IndexSet()

    init(rows: Bool, insideUpdates: [(index: Int, node: ObjectIdentifier)], others: [LocalUpdate]) {
        self.rows = rows
        for (index, node) in insideUpdates where Self.isUnitOperation(others[index].operation, rows: rows) {
            operations[node, default: []].append((index, others[index].operation))
        }
    }

    /// Covers the updates of `node`, which the difference names by its children.
    mutating func cover(_ node: any CascadingTableDelegate) {
        guard let updates = operations[ObjectIdentifier(node)] else { return }
        for update in updates {
            covered.insert(update.index)
        }
    }

    /// For a leaf with `count` units that asked for updates: as shown, nil (its units are named by
    /// position; the count is kept); now, where each unit was shown (nil for a new one), when its
    /// updates take its shown count to `count` (its updates are then covered); nil otherwise.
    mutating func origins(of node: any CascadingTableDelegate, count: Int, asShown: Bool) -> [Int?]? {
        let key = ObjectIdentifier(node)
        guard let updates = operations[key] else { return nil }
        if asShown {
            shownCounts[key] = count
            return nil
        }
        let origins: [Int?]?
        if let shown = shownCounts[key] {
            var named: [LocalOperation] = []
            for update in updates {
                named.append(update.operation)
            }
            origins = Self.unitOrigins(shown: shown, now: count, operations: named, rows: rows)
        } else {
            // A node the table did not show: the difference inserts all its units.
            origins = [Int?](repeating: nil, count: count)
        }
        if origins != nil {
            cover(node)
        }
        return origins
    }

    /// Whether `operation` inserts, deletes, reloads or moves units of the difference's dimension.
    private static func isUnitOperation(_ operation: LocalOperation, rows: Bool) -> Bool {
        switch operation {
        case .insertRows, .deleteRows, .reloadRows, .moveRow: rows
        case .insertSections, .deleteSections, .reloadSections, .moveSection: !rows
        case .reconfigureRows: false
        }
    }

    /// Where each of a node's `now` units was among its `shown` units (nil for a unit inserted,
    /// or reloaded: it gets a new cell), as `operations` (a batch's, in the node's coordinates:
    /// rows of section 0 when `rows`) say; nil when they name a unit out of bounds or twice, or do
    /// not take `shown` units to `now`.
    ///
    /// - Complexity: O(*m* + *n*) for *m* units named and *n* units now.
    static func unitOrigins(shown: Int, now: Int, operations: [LocalOperation], rows: Bool) -> [Int?]? {
        var removed = Set<Int>()
        var placed = Set<Int>()
        var reloaded = Set<Int>()
        var movedFrom: [Int: Int] = [:]
        for operation in operations {
            guard let named = NamedUnits(operation, rows: rows) else { return nil }
            for old in named.removed {
                guard let old, (0..<shown).contains(old), removed.insert(old).inserted else { return nil }
            }
            for new in named.placed {
                guard let new, (0..<now).contains(new), placed.insert(new).inserted else { return nil }
            }
            for old in named.reloaded {
                guard let old, (0..<shown).contains(old), reloaded.insert(old).inserted else { return nil }
            }
            if let move = named.move {
                movedFrom[move.to] = move.from
            }
        }
        guard shown - removed.count == now - placed.count else { return nil }
        var origins = [Int?](repeating: nil, count: now)
        var old = 0
        for new in 0..<now {
            let origin: Int
            if let from = movedFrom[new] {
                origin = from
            } else if placed.contains(new) {
                continue
            } else {
                while removed.contains(old) {
                    old += 1
                }
                origin = old
                old += 1
            }
            origins[new] = reloaded.contains(origin) ? nil : origin
        }
        return origins
    }
}

/// The units one operation names, in a node's own coordinates: removed (deleted or moved away)
/// as shown, placed (inserted or moved to) now, reloaded as shown; nil for a unit that is not
/// one of the dimension's (a row outside section 0).
private struct NamedUnits {
    var removed: [Int?] = []
    var placed: [Int?] = []
    var reloaded: [Int?] = []
    var move: (from: Int, to: Int)?

    /// The units `operation` names, as rows of section 0 when `rows`, sections otherwise; nil for
    /// an operation of the other dimension.
    init?(_ operation: LocalOperation, rows: Bool) {
        // A row of the node's section 0.
        let unit = { (path: IndexPath) -> Int? in path.isTableIndexPath && path[0] == 0 ? path[1] : nil }
        switch operation {
        case .insertRows(let paths) where rows: placed = paths.map(unit)
        case .deleteRows(let paths) where rows: removed = paths.map(unit)
        case .reloadRows(let paths) where rows: reloaded = paths.map(unit)
        case .moveRow(let from, let to) where rows:
            (removed, placed) = ([unit(from)], [unit(to)])
            if let from = unit(from), let to = unit(to) {
                move = (from, to)
            }
        case .insertSections(let sections) where !rows: placed = Self.units(sections)
        case .deleteSections(let sections) where !rows: removed = Self.units(sections)
        case .reloadSections(let sections) where !rows: reloaded = Self.units(sections)
        case .moveSection(let from, let to) where !rows:
            (removed, placed, move) = ([from], [to], (from, to))
        default: return nil
        }
    }

    /// `sections` as units (a loop: a function value here would be code of its own for each
    /// kind of operation).
    private static func units(_ sections: IndexSet) -> [Int?] {
        var units: [Int?] = []
        for section in sections {
            units.append(section)
        }
        return units
    }
}
