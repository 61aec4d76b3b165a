import CascadingTableDelegate

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

// Context menus: UIKit runs the long press and shows the menu; the tree's configuration, its
// menu and its actions are mapped to UIKit's, and UIKit's calls about a menu reach the tree with
// the tree's own configuration, through the shadow, which records the menu showing.
extension UIKitTableBridge {
    /// The tree's context menu for a long press on the row, as UIKit's configuration: the tree's
    /// menu for the selected rows when the row is one of several selected, otherwise for the row.
    /// Its provider builds the tree's menu when UIKit asks; UIKit's suggested elements are not
    /// passed on (the tree's provider gets none, as in a headless long press).
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let configuration = headlessTable.hostContextMenuConfiguration(forRowAt: indexPath, point: point)
        else { return nil }
        let uiConfiguration = UIContextMenuConfiguration(
            identifier: Self.uiKitIdentifier(configuration.identifier), previewProvider: nil
        ) { [weak self] _ in
            guard let menu = configuration.actionProvider?([]) else { return nil }
            self?.contextMenus.record(menu, for: configuration)
            return self?.uiKitMenu(menu, in: menu)
        }
        contextMenus.offer(configuration, as: uiConfiguration)
        return uiConfiguration
    }

    /// The tree's menu identifier as UIKit takes one: an object that can be copied (a string
    /// becomes an `NSString`); nil for an identifier of another type, which UIKit cannot hold.
    static func uiKitIdentifier(_ identifier: AnyHashable?) -> (any NSCopying)? {
        guard let base = identifier?.base else { return nil }
        if let string = base as? String { return NSString(string: string) }
        return base as? any NSCopying
    }

    /// Passes the tap on the preview to the tree, with UIKit's animator as ours.
    public func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        guard let entry = contextMenus.entry(for: configuration) else { return }
        tree.tableView(
            headlessTable, willPerformPreviewActionForMenuWith: entry.configuration,
            animator: HostedMenuAnimator(animator))
    }

    /// Records the menu as showing in the shadow, then tells the tree.
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let entry = contextMenus.entry(for: configuration) else { return }
        headlessTable.hostWillDisplayContextMenu(
            entry.configuration, menu: entry.menu, animator: animator.map(HostedMenuAnimator.init))
    }

    /// Records that no menu shows in the shadow, then tells the tree.
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let ended = contextMenus.end(configuration) else { return }
        headlessTable.hostWillEndContextMenuInteraction(ended, animator: animator.map(HostedMenuAnimator.init))
    }

    /// A tree's menu as UIKit's: submenus with their options, actions with their identifiers,
    /// attributes and states, each action running through the shadow when chosen.
    ///
    /// - Parameters:
    ///   - menu: The menu or submenu to map.
    ///   - root: The menu the provider built, which the chosen action is found in.
    func uiKitMenu(_ menu: Menu, in root: Menu) -> UIMenu {
        var options: UIMenu.Options = []
        if menu.options.contains(.displayInline) { options.insert(.displayInline) }
        if menu.options.contains(.destructive) { options.insert(.destructive) }
        if menu.options.contains(.singleSelection) { options.insert(.singleSelection) }
        let children = menu.children.compactMap { element -> UIMenuElement? in
            if let submenu = element as? Menu { return uiKitMenu(submenu, in: root) }
            guard let action = element as? Action else { return nil }
            var attributes: UIMenuElement.Attributes = []
            if action.attributes.contains(.destructive) { attributes.insert(.destructive) }
            if action.attributes.contains(.disabled) { attributes.insert(.disabled) }
            if action.attributes.contains(.hidden) { attributes.insert(.hidden) }
            return UIAction(
                title: action.title, identifier: action.identifier.map { UIAction.Identifier(rawValue: $0) },
                attributes: attributes, state: UIMenuElement.State(rawValue: action.state.uiKitRawValue) ?? .off
            ) { [weak self] _ in
                self?.headlessTable.hostPerformContextMenuAction(action, in: root)
            }
        }
        return UIMenu(title: menu.title, options: options, children: children)
    }
}

/// UIKit's context menu animator as the tree sees one: what the tree adds runs with UIKit's
/// transition.
@MainActor
final class HostedMenuAnimator: ContextMenuInteractionCommitAnimating {
    private let animator: any UIContextMenuInteractionAnimating

    init(_ animator: any UIContextMenuInteractionAnimating) {
        self.animator = animator
    }

    /// UIKit's commit style, for a preview tap's animator; `dismiss` for the others.
    var preferredCommitStyle: ContextMenuInteractionAnimator.CommitStyle {
        get {
            guard let commit = animator as? any UIContextMenuInteractionCommitAnimating else { return .dismiss }
            return .init(uiKitRawValue: commit.preferredCommitStyle.rawValue)
        }
        set {
            guard let commit = animator as? any UIContextMenuInteractionCommitAnimating else { return }
            commit.preferredCommitStyle =
                UIContextMenuInteractionCommitStyle(rawValue: newValue.uiKitRawValue) ?? .dismiss
        }
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        animator.addAnimations { animations() }
    }

    func addCompletion(_ completion: @escaping @MainActor () -> Void) {
        animator.addCompletion { completion() }
    }
}
