import CascadingTableDelegate
import CascadingTableDelegateUIKit
import DestinationDemo

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

/// The outline screen in an app: nearby places by region, city and place, in a `UITableView`
/// driven by the same tree the terminal demo and the tests show (``NearbyPlacesScreen``).
///
/// UIKit indents each row by the depth the tree answers (`indentationLevelForRowAt`, which the
/// bridge passes on); the renderer draws the row's disclosure before its name. A tap on a region
/// or a city reaches the tree through the bridge, which opens or closes it in one animated batch;
/// a place's long-press menu shows its sights.
@MainActor
public final class NearbyPlacesViewController: BridgedTableViewController {
    /// The screen whose tree the table shows.
    public let screen: NearbyPlacesScreen

    /// A controller showing `places`.
    public init(places: NearbyPlaces = .aroundFushimiInari) {
        let screen = NearbyPlacesScreen(places: places)
        self.screen = screen
        super.init(root: screen.root) { $0.registerNearbyPlacesRenderer() }
    }

    #if canImport(UIKit)
        /// Not used: the controller is made in code.
        required init?(coder: NSCoder) { nil }
    #endif
}

extension UIKitTableBridge {
    /// Registers the renderer of the outline's rows (reuse identifier "nearby"): the name after
    /// its disclosure ("▾" open, "▸" closed, nothing for a row without children), and the count or
    /// distance as secondary text.
    public func registerNearbyPlacesRenderer() {
        register(UITableViewCell.self, forCellReuseIdentifier: "nearby") { (row: TableViewCell, cell) in
            var content = cell.defaultContentConfiguration()
            content.text = NearbyPlacesRendering.title(of: row)
            content.secondaryText = row.detailText
            cell.contentConfiguration = content
            cell.accessoryType = .none
        }
    }
}

/// How the outline's rows read in UIKit, apart from the cell classes.
enum NearbyPlacesRendering {
    /// The row's name after its disclosure.
    @MainActor
    static func title(of row: TableViewCell) -> String? {
        switch row.outlineExpansion {
        case true?: "▾ " + (row.text ?? "")
        case false?: "▸ " + (row.text ?? "")
        case nil: row.text
        }
    }
}
