import CascadingTableDelegate
import Foundation

/// The tree's context menus by the host's configurations made for them: the host asks about a
/// menu by its own configuration object (when it shows, when it ends), and the shadow answers
/// with the tree's configuration and the menu its provider built.
///
/// The host asks for a configuration on every long press and may never show it; at most
/// ``limit`` are held, the oldest dropped first, and an ended menu is forgotten.
@MainActor
package struct HostedContextMenus<HostConfiguration: AnyObject> {
    /// How many configurations are held.
    package static var limit: Int { 4 }

    private var entries: [(host: HostConfiguration, configuration: ContextMenuConfiguration, menu: Menu?)] = []

    /// Creates an empty map.
    package init() {}

    /// How many configurations are held.
    package var count: Int { entries.count }

    /// Records that `host` stands for the tree's `configuration`.
    ///
    /// - Parameters:
    ///   - configuration: The tree's configuration.
    ///   - host: The host's configuration made for it (UIKit's `UIContextMenuConfiguration`).
    package mutating func offer(_ configuration: ContextMenuConfiguration, as host: HostConfiguration) {
        entries.append((host, configuration, nil))
        if entries.count > Self.limit { entries.removeFirst() }
    }

    /// Records the menu the tree's provider built for `configuration`; nothing when it is not
    /// held.
    ///
    /// - Parameters:
    ///   - menu: The menu built.
    ///   - configuration: The tree's configuration whose provider built it.
    package mutating func record(_ menu: Menu?, for configuration: ContextMenuConfiguration) {
        guard let index = entries.lastIndex(where: { $0.configuration === configuration }) else { return }
        entries[index].menu = menu
    }

    /// The tree's configuration and built menu that `host` stands for, if held.
    ///
    /// - Parameter host: The host's configuration.
    /// - Returns: The tree's configuration and the menu its provider built (nil until built).
    package func entry(for host: HostConfiguration) -> (configuration: ContextMenuConfiguration, menu: Menu?)? {
        entries.last { $0.host === host }.map { ($0.configuration, $0.menu) }
    }

    /// Forgets `host`, and returns the tree's configuration it stood for.
    ///
    /// - Parameter host: The host's configuration of a menu that ended.
    /// - Returns: The tree's configuration, or nil when `host` is not held.
    package mutating func end(_ host: HostConfiguration) -> ContextMenuConfiguration? {
        guard let index = entries.lastIndex(where: { $0.host === host }) else { return nil }
        return entries.remove(at: index).configuration
    }
}
