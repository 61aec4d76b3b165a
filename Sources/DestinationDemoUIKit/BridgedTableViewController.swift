import CascadingTableDelegate
import CascadingTableDelegateUIKit

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

/// A view controller whose `UITableView` a tree drives: the one way the demo's screens go into an
/// app. It makes the table when its view loads, attaches the tree to it through a bridge, and
/// lets the screen register its renderers.
///
/// The controller keeps the bridge: UIKit holds its data source and delegate weakly. The bridge
/// attaches the tree to a headless table of its own (the shadow) and keeps the `UITableView` in
/// step with it.
@MainActor
public class BridgedTableViewController: UIViewController {
    /// The bridge between the tree and the table, made when the view loads.
    public private(set) var bridge: UIKitTableBridge?
    /// The tree's root.
    private let root: any CascadingTableDelegate
    /// Registers the screen's renderers on the bridge.
    private let registerRenderers: (UIKitTableBridge) -> Void

    /// A controller showing the tree under `root`, drawn by the renderers `registerRenderers`
    /// registers.
    init(root: any CascadingTableDelegate, registerRenderers: @escaping (UIKitTableBridge) -> Void) {
        self.root = root
        self.registerRenderers = registerRenderers
        super.init(nibName: nil, bundle: nil)
    }

    #if canImport(UIKit)
        /// Not used: the controllers are made in code.
        required init?(coder: NSCoder) { nil }
    #endif

    /// Makes the table, attaches the tree to it and registers the screen's renderers.
    override public func viewDidLoad() {
        super.viewDidLoad()
        let tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let bridge = UIKitTableBridge(root: root, tableView: tableView)
        registerRenderers(bridge)
        self.bridge = bridge
    }
}
