import CascadingTableDelegate
import CascadingTableDelegateUIKit
import DestinationDemo

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

/// The destination page in an app: a view controller whose table the page's tree drives.
///
/// The tree is the one `DestinationPage` builds; the bridge attaches it to a headless table of its
/// own (the shadow) and keeps the `UITableView` in step with it. The controller keeps the bridge:
/// UIKit holds its data source and delegate weakly.
@MainActor
public final class DestinationViewController: UIViewController {
    /// The page whose tree the table shows.
    public let page: DestinationPage
    /// The bridge between the tree and the table, made when the view loads.
    public private(set) var bridge: UIKitTableBridge?

    /// A controller showing `destination`.
    public init(destination: Destination = .kyoto) {
        page = DestinationPage(destination: destination)
        super.init(nibName: nil, bundle: nil)
    }

    #if canImport(UIKit)
        /// Not used: the controller is made in code.
        required init?(coder: NSCoder) { nil }
    #endif

    /// Makes the table, attaches the page's tree to it and registers the page's renderers.
    override public func viewDidLoad() {
        super.viewDidLoad()
        let tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let bridge = UIKitTableBridge(root: page.root, tableView: tableView)
        bridge.registerDestinationRenderers()
        self.bridge = bridge
    }
}
