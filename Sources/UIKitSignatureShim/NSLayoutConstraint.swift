// Auto Layout as the guide's self-sizing cell uses it (Documentation/ShippingInAnApp.md): anchors
// of views and layout guides, the constraints they make, and their priorities, with the iOS 18
// SDK's signatures. Bodies are placeholders: the stand-in solves no constraints, and a view's
// anchors, margins guide and `translatesAutoresizingMaskIntoConstraints` are computed (an
// extension cannot store them), so what is set on them is not kept.

/// How strongly a constraint holds, from 1 to 1000 (required).
public struct UILayoutPriority: Hashable, RawRepresentable, @unchecked Sendable {
    /// The priority's value.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A constraint that must hold.
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's resistance to shrinking.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a button's resistance to growing.
    public static let defaultLow = UILayoutPriority(250)
}

/// A relation between two layout attributes, made by an anchor.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// Whether the constraint takes part in layout.
    open var isActive = false
    /// How strongly the constraint holds.
    open var priority = UILayoutPriority.required
    /// The distance the constraint adds between its two attributes.
    open var constant: CGFloat = 0

    /// Activates every constraint of `constraints`, as setting each one's `isActive` would.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint of `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// An attribute of a view or layout guide that constraints relate: an edge, a centre or a size.
/// `AnchorType` makes only anchors of one axis (or of sizes) relate to each other.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// This attribute equals `anchor`'s.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }

    /// This attribute is at least `anchor`'s.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }

    /// This attribute is at most `anchor`'s.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }

    /// This attribute equals `anchor`'s plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }

    /// This attribute is at least `anchor`'s plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint()
    }

    /// This attribute is at most `anchor`'s plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint()
    }
}

/// A horizontal edge or centre: leading, trailing, left, right, centre x.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical edge, centre or baseline.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// This attribute is below `anchor` by the system's spacing times `multiplier`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint()
    }
}

/// A width or height.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This size equals `c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }

    /// This size is at least `c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }

    /// This size equals `anchor`'s times `m`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

/// A rectangle that takes part in Auto Layout without being a view, such as a view's margins.
@MainActor
open class UILayoutGuide: NSObject {
    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

extension UIView {
    /// Whether the view's frame and autoresizing mask become constraints; a view placed by
    /// constraints of its own sets it to false. (Computed here: not kept.)
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { true }
        set {}
    }

    /// The view's margins, as a layout guide to pin content to.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }

    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}
