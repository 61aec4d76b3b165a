// What a view controller hosting the bridge uses (Documentation/ShippingInAnApp.md and the demo's
// renderers), with UIKit's signatures.

/// UIKit's view controller: its view, and the moment it loads.
@MainActor
open class UIViewController: NSObject {
    /// The controller's root view.
    open var view: UIView! = UIView(frame: .zero)

    /// A controller whose view comes from no nib.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Called once the view is loaded.
    open func viewDidLoad() {}
}

extension UIView {
    /// Adds a view on top of the view's subviews.
    public func addSubview(_ view: UIView) {}
}
