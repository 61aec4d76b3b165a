import Foundation

// Context menus: a long press shows one, then an action is chosen, the preview tapped, or the
// menu dismissed.
extension TableView {
    /// The context menu showing, as its configuration's action provider built it; nil when none
    /// is showing or the provider built none.
    public var presentedContextMenu: Menu? { gestureState.contextMenu?.menu }

    /// The configuration of the context menu showing, or nil.
    public var presentedContextMenuConfiguration: ContextMenuConfiguration? {
        gestureState.contextMenu?.configuration
    }

    /// The rows the context menu showing is for; empty when none is showing.
    public var indexPathsForContextMenu: [IndexPath] { gestureState.contextMenu?.rows ?? [] }

    /// Shows a row's context menu, if the delegate gives one; ``longPressRow(at:offering:)`` calls
    /// it first.
    ///
    /// A context menu already showing goes away first (``dismissContextMenu()``). The rows are the
    /// selected rows when the pressed row is selected along with others, and the pressed row
    /// otherwise; the point is the middle of the pressed row. The delegate is asked
    /// `contextMenuConfigurationForRowsAt` and, when that is nil,
    /// `contextMenuConfigurationForRowAt`; with a configuration, its action provider builds the
    /// menu and the delegate hears `willDisplayContextMenu`.
    ///
    /// - Parameter indexPath: The pressed row, which must exist.
    /// - Returns: Whether a context menu showed.
    func showContextMenu(forRowAt indexPath: IndexPath) -> Bool {
        guard let delegate else { return false }
        dismissContextMenu()
        let frame = rectForRow(at: indexPath)
        guard
            let (configuration, rows) = contextMenuConfiguration(
                forRowAt: indexPath, point: CGPoint(x: frame.midX, y: frame.midY))
        else { return false }
        let menu = configuration.actionProvider?([])
        gestureState.contextMenu = PresentedContextMenu(configuration: configuration, menu: menu, rows: rows)
        let animator = ContextMenuInteractionAnimator()
        delegate.tableView(self, willDisplayContextMenu: configuration, animator: animator)
        animator.finish()
        return true
    }

    /// The delegate's context menu for a long press on the row at `indexPath`, and the rows it is
    /// for: the selected rows when the pressed row is one of several selected, otherwise the
    /// pressed row. The delegate is asked for those rows, then, if it has no menu for them, for
    /// the pressed row. The headless press and a host both ask here.
    func contextMenuConfiguration(
        forRowAt indexPath: IndexPath, point: CGPoint
    ) -> (configuration: ContextMenuConfiguration, rows: [IndexPath])? {
        guard let delegate else { return nil }
        let selected = indexPathsForSelectedRows ?? []
        let rows = selected.count > 1 && selected.contains(indexPath) ? selected : [indexPath]
        guard
            let configuration = delegate.tableView(self, contextMenuConfigurationForRowsAt: rows, point: point)
                ?? delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        else { return nil }
        return (configuration, rows)
    }

    /// Chooses the action of the context menu showing found by its title path: the titles of the
    /// submenus leading to it, then its own (inline submenus show their children in place, so
    /// their titles are not part of the path).
    ///
    /// The menu goes away first (`willEndContextMenuInteraction`), then the action's handler runs,
    /// as in UIKit. In a submenu with ``Menu/Options/singleSelection``, the chosen action is
    /// turned on and its sibling actions off before the handler runs. With no menu showing, or a
    /// path that names no visible action or a disabled one, ``diagnostics`` gets an
    /// ``TableViewDiagnostic/Kind/invalidInteraction(_:)`` report and the menu stays.
    ///
    /// - Parameter path: The titles leading to the action, the action's last.
    /// - Returns: Whether an action's handler ran.
    @discardableResult
    public func performContextMenuAction(titled path: [String]) -> Bool {
        guard let presented = gestureState.contextMenu,
            let (action, parent) = presented.menu?.action(at: ArraySlice(path)),
            !action.attributes.contains(.disabled)
        else {
            diagnostics.report(
                TableViewDiagnostic(
                    kind: .invalidInteraction("performContextMenuAction"),
                    message: "No enabled context menu action is at \(path) "
                        + (gestureState.contextMenu == nil ? "(no context menu is showing)" : "in the menu showing")
                        + "; nothing happened."))
            return false
        }
        let animator = endContextMenu(presented)
        run(action, in: parent)
        animator.finish()
        return true
    }

    /// Taps the preview of the context menu showing: the delegate hears
    /// `willPerformPreviewActionForMenuWith`, then the menu goes away
    /// (`willEndContextMenuInteraction`).
    ///
    /// - Returns: Whether a context menu was showing.
    @discardableResult
    public func tapContextMenuPreview() -> Bool {
        guard let presented = gestureState.contextMenu else { return false }
        let commit = ContextMenuInteractionAnimator()
        delegate?.tableView(self, willPerformPreviewActionForMenuWith: presented.configuration, animator: commit)
        endContextMenu(presented).finish()
        commit.finish()
        return true
    }

    /// Dismisses the context menu showing without choosing anything: the delegate hears
    /// `willEndContextMenuInteraction`.
    ///
    /// - Returns: Whether a context menu was showing.
    @discardableResult
    public func dismissContextMenu() -> Bool {
        guard let presented = gestureState.contextMenu else { return false }
        endContextMenu(presented).finish()
        return true
    }

    /// Takes the menu off screen and tells the delegate; returns the animator, for the caller to
    /// finish once the menu's work is done.
    @discardableResult
    private func endContextMenu(_ presented: PresentedContextMenu) -> ContextMenuInteractionAnimator {
        gestureState.contextMenu = nil
        let animator = ContextMenuInteractionAnimator()
        delegate?.tableView(self, willEndContextMenuInteraction: presented.configuration, animator: animator)
        return animator
    }
}

extension TableView {
    /// Runs a chosen action: in a submenu with ``Menu/Options/singleSelection``, the action is
    /// turned on and its sibling actions off first. A headless choice and a host's both run here.
    func run(_ action: Action, in parent: Menu) {
        if parent.options.contains(.singleSelection) {
            for case let sibling as Action in parent.children {
                sibling.state = sibling === action ? .on : .off
            }
        }
        action.handler(action)
    }
}

extension Menu {
    /// The menu, this one or a submenu at any depth, whose children include `element`.
    func parent(of element: MenuElement) -> Menu? {
        if children.contains(where: { $0 === element }) { return self }
        for case let menu as Menu in children {
            if let found = menu.parent(of: element) { return found }
        }
        return nil
    }

    /// The visible action at `path` (submenu titles, then the action's), with the menu whose
    /// children hold it.
    func action(at path: ArraySlice<String>) -> (action: Action, parent: Menu)? {
        guard let title = path.first else { return nil }
        for element in children {
            if let menu = element as? Menu {
                if menu.options.contains(.displayInline) {
                    if let found = menu.action(at: path) { return found }
                } else if menu.title == title, let found = menu.action(at: path.dropFirst()) {
                    return found
                }
            } else if let action = element as? Action, action.title == title, path.count == 1,
                !action.attributes.contains(.hidden)
            {
                return (action, self)
            }
        }
        return nil
    }
}
