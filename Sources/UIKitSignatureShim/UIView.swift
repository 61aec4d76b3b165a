// The views the shell names, with the members it uses and UIKit's signatures for them. The table
// view behaves (see UITableView.swift); these carry what it needs: a frame, and a scroll view
// whose bounds start at its content offset and which tells its subclass when either moves.

/// UIKit's view: here, its frame and bounds.
@MainActor
open class UIView: NSObject {
    /// The view's frame. A table view lays out its rows again when it changes.
    open var frame: CGRect {
        didSet { if frame != oldValue { viewFrameDidChange() } }
    }
    /// The view's bounds: its own coordinates, starting at the origin (a scroll view's start at its
    /// content offset).
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// A view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// Lays out the view now if a layout is pending.
    open func layoutIfNeeded() {}

    /// Called after the frame changed; the table view overrides it. (Not UIKit API.)
    func viewFrameDidChange() {}

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
    /// Where the visible rectangle starts in the content. Setting it from code is not bounded by
    /// the content, as in UIKit; a change tells the table view, which tells its delegate
    /// (`scrollViewDidScroll(_:)`) and shows the rows that come into view.
    open var contentOffset: CGPoint = .zero {
        didSet { if contentOffset != oldValue { scrollViewOffsetDidChange() } }
    }
    /// The size of the content.
    open var contentSize: CGSize = .zero

    /// The visible rectangle, in the content's coordinates: it starts at the content offset.
    open override var bounds: CGRect { CGRect(origin: contentOffset, size: frame.size) }

    /// Moves the visible rectangle to `contentOffset` (at once: the stand-in does not animate).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Called after the content offset changed; the table view overrides it. (Not UIKit API.)
    func scrollViewOffsetDidChange() {}
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
