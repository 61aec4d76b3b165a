import CascadingTableDelegate
import CascadingTableDelegateUIKit
import DestinationDemo

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

/// The destination page in an app: a view controller whose table the page's tree drives (the
/// tree `DestinationPage` builds).
@MainActor
public final class DestinationViewController: BridgedTableViewController {
    /// The page whose tree the table shows.
    public let page: DestinationPage

    /// A controller showing `destination`.
    public init(destination: Destination = .kyoto) {
        let page = DestinationPage(destination: destination)
        self.page = page
        super.init(root: page.root) { $0.registerDestinationRenderers() }
    }

    #if canImport(UIKit)
        /// Not used: the controller is made in code.
        required init?(coder: NSCoder) { nil }
    #endif
}
