// Text in a view, as the guide's self-sizing cell shows it (Documentation/ShippingInAnApp.md),
// with the iOS 18 SDK's signatures. Bodies are placeholders: the stand-in does no text layout.

/// UIKit's font; here, the fonts of the text styles, which follow the user's text size.
@MainActor
open class UIFont: NSObject {
    /// A style of text whose size follows the user's setting.
    public struct TextStyle: Hashable, RawRepresentable, @unchecked Sendable {
        /// The style's name.
        public var rawValue: String
        /// The style named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Headlines.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Subheadlines.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    }

    /// The font of `style` at the user's text size.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont()
    }
}

/// UIKit's label: text, its font, and how many lines it may take.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The font of the text.
    open var font: UIFont! = UIFont()
    /// The most lines the text takes; 0 means as many as it needs, so the label grows taller.
    open var numberOfLines = 1
    /// Whether the font follows the user's text size as it changes.
    open var adjustsFontForContentSizeCategory = false

    /// A label with the given frame.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An empty label. (UIKit's `init()` comes from `NSObject`; the stand-in declares it.)
    public convenience init() {
        self.init(frame: .zero)
    }
}
