import CascadingTableDelegate
import Foundation

/// What a row of the nearby places shows: a name, and a count or a distance.
public struct NearbyRow: Sendable, Equatable {
    public var title: String
    public var detail: String?
}

/// The outline screen: places near the destination by region, city and place, in one
/// ``DescribedRowsDelegate`` whose rows have children.
///
/// A tap on a region or a city opens or closes it (the node toggles it, then the row's `onSelect`
/// says which). A place is chosen by a tap; a place with sights within it opts out of toggling on a
/// tap (`togglesOnSelect(false)`) and shows or hides them from its context menu, as an app's own
/// disclosure control would, through ``DescribedNode/expandRow(withID:completion:)``. Kansai and
/// Kyoto start open (`expanded()`).
///
/// The model (``places``) holds no expansion: the node keeps it by identifier, through every new
/// content. When the server counts Ise in another region (``regroupIse()``), the screen describes
/// its rows again and sets them; Ise moves to its new parent with its places and stays open if it
/// was. Row identifiers are the names, unique across this model.
@MainActor
public final class NearbyPlacesScreen {
    /// The phone-sized headless table.
    public let table = TableView()
    /// The table's root node.
    public let root: CascadingRootTableDelegate
    /// The node showing the outline.
    public let outline: DescribedRowsDelegate
    /// The places shown.
    public private(set) var places: NearbyPlaces
    /// The place the user chose last, by a tap.
    public private(set) var chosenPlace: String?
    /// What the user's last action did, in words.
    public private(set) var lastAction: String?
    /// Every diagnostic the table reported, and every update refused: none is expected.
    public private(set) var problems: [String] = []

    /// Builds the screen and lays it out.
    ///
    /// - Parameter places: The places to show.
    public init(places: NearbyPlaces = .aroundFushimiInari) {
        self.places = places
        outline = DescribedRowsDelegate()
        outline.animation = .fade
        let section = CascadingSectionTableDelegate(index: 0, childDelegates: [outline])
        root = CascadingRootTableDelegate(index: 0, childDelegates: [section], tableView: table)
        table.diagnostics.mode = .strict { [weak self] in self?.problems.append($0.message) }
        outline.rows = rows(of: places)
        table.layoutIfNeeded()
    }

    // MARK: - What the user does

    /// Taps the row named `name`, scrolling it into view first, as a finger would.
    ///
    /// - Returns: Whether the row is shown and the tap selected it.
    @discardableResult
    public func tapRow(named name: String) -> Bool {
        guard let path = outline.indexPath(forRowID: name) else { return false }
        table.scrollToRow(at: path, at: .none, animated: false)
        return table.tapRow(at: path) != nil
    }

    /// Scrolls the row named `name` to the top of the screen, as far as the content allows.
    public func scrollToTop(rowNamed name: String) {
        outline.scrollToRow(withID: name, at: .top)
    }

    /// Long-presses the place named `name` and chooses "Show sights" or "Hide sights" from its
    /// context menu.
    ///
    /// - Returns: Whether the menu offered it.
    @discardableResult
    public func toggleSights(ofPlaceNamed name: String) -> Bool {
        guard let path = outline.indexPath(forRowID: name) else { return false }
        table.scrollToRow(at: path, at: .none, animated: false)
        table.longPressRow(at: path)
        let title = outline.isRowExpanded(withID: name) ? "Hide sights" : "Show sights"
        guard table.performContextMenuAction(titled: [title]) else {
            table.dismissContextMenu()
            return false
        }
        return true
    }

    /// The server counts Ise in the other region: the rows are described again from the new model
    /// and set as one batch, in which Ise and its shown places move.
    public func regroupIse() {
        places.regroupIse()
        outline.setRows(rows(of: places)) { [weak self] valid in
            if !valid { self?.problems.append("the outline's batch was refused") }
        }
        lastAction = "The server counts Ise in \(places.iseRegion ?? "no region")"
    }

    // MARK: - Rows

    private func rows(of places: NearbyPlaces) -> [RowDescription] {
        places.regions.map { region in
            parentRow(region.name, detail: Self.count(region.cities.count, "city", "cities"))
                .expanded(region.name == "Kansai")
                .children(
                    region.cities.map { city in
                        parentRow(city.name, detail: Self.count(city.places.count, "place", "places"))
                            .expanded(city.name == "Kyoto")
                            .children(city.places.map(placeRow))
                    })
        }
    }

    private static func count(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) \(count == 1 ? one : many)"
    }

    private static func row(_ name: String, detail: String?) -> RowDescription {
        RowDescription(
            id: name, viewModel: NearbyRow(title: name, detail: detail), cell: TableViewCell.self,
            reuseIdentifier: "nearby"
        ) { cell, row in
            cell.text = row.title
            cell.detailText = row.detail
        }
    }

    /// A region or a city: a tap toggles it, then says which.
    private func parentRow(_ name: String, detail: String) -> RowDescription {
        Self.row(name, detail: detail).onSelect { [weak self] context in
            guard let self else { return }
            lastAction = (context.node.isRowExpanded(withID: name) ? "Opened " : "Closed ") + name
        }
    }

    /// A place: a tap chooses it; one with sights shows them from its menu.
    private func placeRow(_ place: NearbyPlaces.Place) -> RowDescription {
        let distance = place.distance < 10 ? String(format: "%.1f km", place.distance) : "\(Int(place.distance)) km"
        let row = Self.row(place.name, detail: distance).onSelect { [weak self] _ in
            self?.chosenPlace = place.name
            self?.lastAction = "Chose \(place.name)"
        }
        guard !place.sights.isEmpty else { return row }
        let name = place.name
        return row.children(place.sights.map { Self.row($0, detail: nil) })
            .togglesOnSelect(false)
            .contextMenu { [weak self] _ in
                guard let self else { return nil }
                let open = outline.isRowExpanded(withID: name)
                return ContextMenuConfiguration(identifier: name) { [weak self] _ in
                    Menu(
                        title: name,
                        children: [
                            Action(title: open ? "Hide sights" : "Show sights") { [weak self] _ in
                                guard let self else { return }
                                if open {
                                    outline.collapseRow(withID: name)
                                } else {
                                    outline.expandRow(withID: name)
                                }
                                lastAction = (open ? "Hid the sights of " : "Showed the sights of ") + name
                            }
                        ])
                }
            }
    }

    // MARK: - Checking

    /// The rows the table should show, depth first, from the model and the node's expansion:
    /// each row's name, depth, and expansion (nil for a row without children).
    public func expectedRows() -> [(name: String, depth: Int, expanded: Bool?)] {
        let open = outline.expandedRowIDs
        var shown: [(name: String, depth: Int, expanded: Bool?)] = []
        func add(_ name: String, depth: Int, hasChildren: Bool) -> Bool {
            let expanded = hasChildren ? open.contains(DescribedID(name)) : nil
            shown.append((name, depth, expanded))
            return expanded == true
        }
        // Three fixed levels (and sights under a place): loops, not recursion.
        for region in places.regions where add(region.name, depth: 0, hasChildren: !region.cities.isEmpty) {
            for city in region.cities where add(city.name, depth: 1, hasChildren: !city.places.isEmpty) {
                for place in city.places where add(place.name, depth: 2, hasChildren: !place.sights.isEmpty) {
                    for sight in place.sights {
                        _ = add(sight, depth: 3, hasChildren: false)
                    }
                }
            }
        }
        return shown
    }

    /// Differences between what the table shows and the model, in words; empty when they match:
    /// the row count, then every row on screen (its name, indentation and disclosure).
    public func mismatches() -> [String] {
        let expected = expectedRows()
        var found: [String] = []
        if table.numberOfSections != 1 || table.numberOfRows(inSection: 0) != expected.count {
            found.append("\(table.numberOfRows(inSection: 0)) rows shown, \(expected.count) in the outline")
        }
        for path in table.indexPathsForVisibleRows ?? [] {
            guard expected.indices.contains(path.row), let cell = table.cellForRow(at: path) else {
                found.append("row \(path.row) is shown but not in the outline")
                continue
            }
            let row = expected[path.row]
            if cell.text != row.name || cell.indentationLevel != row.depth || cell.outlineExpansion != row.expanded {
                found.append(
                    "row \(path.row) shows \(cell.text ?? "nothing") at depth \(cell.indentationLevel), "
                        + "not \(row.name) at depth \(row.depth)")
            }
        }
        return found
    }
}
