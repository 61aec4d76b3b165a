// The views the shell names, with the members it uses and UIKit's signatures for them. Bodies
// are placeholders: the shim is compiled, never run.

/// UIKit's view: here, its frame and bounds.
@MainActor
open class UIView: NSObject {
    /// The view's frame.
    open var frame: CGRect
    /// The view's bounds.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// A view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// Lays out the view now if a layout is pending.
    open func layoutIfNeeded() {}

    /// The autoresizing behaviour, which the guide's view controller sets.
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// How a view resizes with its superview.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// A mask of the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The width follows the superview's.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The height follows the superview's.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
}

/// UIKit's scroll view; the table's superclass: its offset and content size.
@MainActor
open class UIScrollView: UIView {
    /// Where the visible rectangle starts in the content.
    open var contentOffset: CGPoint = .zero
    /// The size of the content.
    open var contentSize: CGSize = .zero

    /// Moves the visible rectangle to `contentOffset`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}

/// What a cell or header view shows: UIKit's protocol, without the requirements the shell never
/// calls.
@MainActor
public protocol UIContentConfiguration {}

/// The system's list content: text and secondary text, as the shell sets them.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
}
