import CascadingTableDelegate
import CascadingTableDelegateUIKit
import DestinationDemo

#if canImport(UIKit)
    import UIKit
#else
    // On Linux (and a Mac), the renderers are type-checked against UIKit's published signatures.
    import UIKitSignatureShim
#endif

/// The destination page's rows drawn in UIKit: the same tree that the terminal demo and the tests
/// show, attached to a `UITableView` through the bridge, with a renderer for each of its cells.
extension UIKitTableBridge {
    /// Registers a renderer for every reuse identifier the destination page dequeues.
    ///
    /// The page's headless cells carry their content as text, detail text and accessory (that is
    /// what its tests compare), so each renderer chooses how that content looks in UIKit.
    public func registerDestinationRenderers() {
        // The photo and the map are placeholders in the demo's data: a caption where an app would
        // load an image.
        for identifier in ["photo", "map"] {
            register(PlaceholderCell.self, forCellReuseIdentifier: identifier) { (row: TableViewCell, cell) in
                cell.show(caption: row.text)
            }
        }
        for identifier in ["title", "text", "info", "rating", "review-summary", "review"] {
            register(UITableViewCell.self, forCellReuseIdentifier: identifier) { (row: TableViewCell, cell) in
                var content = cell.defaultContentConfiguration()
                content.text = row.text
                content.secondaryText = row.detailText
                cell.contentConfiguration = content
                cell.accessoryType = UITableViewCell.AccessoryType(rawValue: row.accessoryType.uiKitRawValue) ?? .none
            }
        }
        register(LoadMoreCell.self, forCellReuseIdentifier: "load-more") { (row: TableViewCell, cell) in
            cell.show(title: row.text)
        }
    }
}

/// A row that stands in for an image: its caption.
final class PlaceholderCell: UITableViewCell {
    /// Shows the caption as the cell's only text.
    func show(caption: String?) {
        var content = defaultContentConfiguration()
        content.text = caption
        contentConfiguration = content
    }
}

/// The "load more" row, drawn as a button-like row.
final class LoadMoreCell: UITableViewCell {
    /// Shows the row's title, with no accessory.
    func show(title: String?) {
        var content = defaultContentConfiguration()
        content.text = title
        contentConfiguration = content
        accessoryType = .none
    }
}
