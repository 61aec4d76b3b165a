import CascadingTableDelegate
import Foundation

/// The random-updates screen (the sample screen of DCTableViewController, in the terminal): a
/// ``PlaceList`` shown by a ``DescribedTableDelegate`` under a root, changed at random, each change
/// applied as one animated batch worked out by the described node.
@MainActor
public final class RandomUpdatesScreen {
    /// The phone-sized headless table.
    public let table = TableView()
    /// The table's root node.
    public let root: CascadingRootTableDelegate
    /// The described node that shows ``list``.
    public let places: DescribedTableDelegate
    /// The list shown.
    public private(set) var list = PlaceList()
    /// Every diagnostic the table reported: strict mode collects them here (none is expected).
    public private(set) var problems: [String] = []
    private var random: DemoRandomGenerator

    /// Builds the screen with its first list and lays it out.
    ///
    /// - Parameter seed: Decides every change the screen makes.
    public init(seed: UInt64) {
        random = DemoRandomGenerator(seed: seed)
        places = DescribedTableDelegate(content: list.content)
        places.animation = .fade
        root = CascadingRootTableDelegate(index: 0, childDelegates: [places], tableView: table)
        table.diagnostics.mode = .strict { [weak self] in self?.problems.append($0.message) }
        table.layoutIfNeeded()
    }

    /// Makes one random step and applies it.
    ///
    /// - Returns: What changed in words, and the batch the table received.
    public func step() -> (changes: [String], batch: PlaceListBatch) {
        let old = list
        let changes = list.randomStep(using: &random)
        places.setContent(list.content) { [weak self] valid in
            if !valid { self?.problems.append("the described node's batch was invalid") }
        }
        table.layoutIfNeeded()
        return (changes, PlaceListBatch(from: old, to: list))
    }

    /// Differences between what the table shows and the list, in words; empty when they match.
    /// Counts are compared for every section, texts for every row on screen.
    public func mismatches() -> [String] {
        var found: [String] = []
        if table.numberOfSections != list.groups.count {
            found.append("\(table.numberOfSections) sections shown, \(list.groups.count) in the list")
        }
        for (section, group) in list.groups.enumerated() where section < table.numberOfSections {
            if table.numberOfRows(inSection: section) != group.places.count {
                found.append("section \(section): \(table.numberOfRows(inSection: section)) rows shown")
            }
            if table.headerView(forSection: section).map({ $0.text != group.name }) ?? false {
                found.append("section \(section): header is not \(group.name)")
            }
        }
        for path in table.indexPathsForVisibleRows ?? [] {
            guard list.groups.indices.contains(path.section),
                list.groups[path.section].places.indices.contains(path.row)
            else {
                found.append("row \(path.traceText) is shown but not in the list")
                continue
            }
            let place = list.groups[path.section].places[path.row]
            let cell = table.cellForRow(at: path)
            if cell?.text != place.text || cell?.detailText != place.detail {
                found.append("row \(path.traceText) shows \(cell?.text ?? "nothing"), not \(place.text)")
            }
        }
        return found
    }
}
