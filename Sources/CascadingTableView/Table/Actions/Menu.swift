import Foundation

/// A context menu, or a submenu of one, as `UIMenu`.
@MainActor
public final class Menu: MenuElement {
    /// How a menu shows its children, as `UIMenu.Options`.
    public struct Options: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates options from raw bits.
        ///
        /// - Parameter rawValue: The raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The children are shown in the parent menu, not behind the submenu's title.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing a child action turns it on and its sibling actions off.
        public static let singleSelection = Options(rawValue: 1 << 2)
    }

    /// How the menu shows its children.
    public let options: Options

    /// The menu's actions and submenus, in order.
    public let children: [MenuElement]

    /// Creates a menu.
    ///
    /// - Parameters:
    ///   - title: The menu's title (empty for a top-level menu).
    ///   - options: How the menu shows its children.
    ///   - children: The menu's actions and submenus, in order.
    public init(title: String = "", options: Options = [], children: [MenuElement] = []) {
        self.options = options
        self.children = children
        super.init(title: title)
    }

}
