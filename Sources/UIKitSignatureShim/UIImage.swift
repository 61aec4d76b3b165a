// Images, as the guide's photo cell loads and shows them (Documentation/ShippingInAnApp.md), with
// the iOS 18 SDK's signatures. `UIImage` itself is declared with the context menus, which name
// it; bodies are placeholders: the stand-in decodes nothing.

extension UIImage {
    /// An image decoded from `data`, or nil when `data` is not an image. (A designated
    /// initializer in UIKit; an extension of the stand-in can only add a convenience one, which
    /// callers spell the same.)
    public convenience init?(data: Data) {
        self.init()
    }
}

/// UIKit's image view.
@MainActor
open class UIImageView: UIView {
    /// The image shown; nil shows nothing.
    open var image: UIImage?

    /// A view showing `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// A view with the given frame, showing no image.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view showing no image. (UIKit's `init()` comes from `NSObject`; the stand-in declares it.)
    public convenience init() {
        self.init(frame: .zero)
    }
}
