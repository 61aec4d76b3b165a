// Context menus as the shell uses them: configurations, menus and actions, and the animators
// UIKit hands the delegate, with the iOS 18 SDK's signatures for the members it touches. Bodies
// are placeholders: the stand-in does not model menus, and no test runs them.

/// UIKit's image, which a menu action may show; the shell passes none.
@MainActor
open class UIImage: NSObject {}

/// An element of a menu: an action or a submenu.
@MainActor
open class UIMenuElement: NSObject {
    /// The element's title.
    open var title: String { "" }

    /// How an element looks and behaves.
    public struct Attributes: OptionSet, @unchecked Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Attributes of the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown, but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in a destructive style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Whether an element shows a check mark.
    public enum State: Int, @unchecked Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

/// What a `UIAction` runs.
public typealias UIActionHandler = (UIAction) -> Void

/// A menu action.
@MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier.
    public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
        /// The identifier's name.
        public var rawValue: String
        /// The identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An action with a title and a handler.
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.init()
    }
}

/// A menu: a titled group of elements.
@MainActor
open class UIMenu: UIMenuElement {
    /// How a menu shows its children.
    public struct Options: OptionSet, @unchecked Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Options of the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show in place, in the parent menu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu shows in a destructive style.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child action at a time is on.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// An identifier of a menu.
    public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
        /// The identifier's name.
        public var rawValue: String
        /// The identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// A menu of `children`.
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], children: [UIMenuElement] = []
    ) {
        self.init()
    }
}

/// Builds a context menu from the system's suggested elements.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// Builds a context menu's preview.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// A context menu: its identifier and the closures that build its preview and its menu.
@MainActor
open class UIContextMenuConfiguration: NSObject {
    /// A configuration whose menu `actionProvider` builds.
    public convenience init(
        identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.init()
    }
}

/// How a tap on a context menu's preview ends.
public enum UIContextMenuInteractionCommitStyle: Int, @unchecked Sendable {
    case dismiss = 0
    case pop = 1
}

/// The animator UIKit hands a delegate as a context menu appears or goes away.
@MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// Runs `animations` alongside the transition.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the transition ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of a tap on a context menu's preview.
@MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview goes away.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
