import CascadingTableDelegate
import Foundation

/// The shadow's drag and drop sessions for a host's, found by the host session's identity, so
/// that every call about one host drag reaches the tree with the same ``DragSession`` (whose
/// routes and source rows the tree reads), as in a headless drag.
///
/// A host session is held until its end is reported, which keeps its identity from being reused
/// by a new session meanwhile. A host that never reports an end (a drag that never began) leaves
/// an entry; at most ``limit`` of each kind are kept, the oldest dropped first.
@MainActor
package final class HostedSessions {
    /// How many sessions of each kind are kept.
    package static let limit = 8

    private var drags: [(host: AnyObject, session: DragSession)] = []
    private var drops: [(host: AnyObject, session: DropSession)] = []

    /// Creates an empty registry.
    package init() {}

    /// How many sessions are held, drags and drops together.
    package var count: Int { drags.count + drops.count }

    /// A new session for a drag the host is starting, replacing any the host's session had.
    ///
    /// - Parameter host: The host's session object (UIKit's `UIDragSession`).
    /// - Returns: The shadow's session, held until ``endDrag(for:)``.
    package func beginDrag(for host: AnyObject) -> DragSession {
        drags.removeAll { $0.host === host }
        let session = DragSession()
        drags.append((host, session))
        if drags.count > Self.limit { drags.removeFirst() }
        return session
    }

    /// The session of a drag the host started, if it is still held.
    ///
    /// - Parameter host: The host's session object.
    /// - Returns: The session ``beginDrag(for:)`` made for it, or nil.
    package func drag(for host: AnyObject) -> DragSession? {
        drags.first { $0.host === host }?.session
    }

    /// Forgets the session of a drag the host ended, and returns it.
    ///
    /// - Parameter host: The host's session object.
    /// - Returns: The session it had, or nil when none is held.
    package func endDrag(for host: AnyObject) -> DragSession? {
        guard let index = drags.firstIndex(where: { $0.host === host }) else { return nil }
        return drags.remove(at: index).session
    }

    /// The session of a drop over the table, made by `make` on the host's first call about it.
    ///
    /// - Parameters:
    ///   - host: The host's session object (UIKit's `UIDropSession`).
    ///   - make: Makes the shadow's session; called once per host session.
    /// - Returns: The same session for every call until ``endDrop(for:)``.
    package func drop(for host: AnyObject, make: () -> DropSession) -> DropSession {
        if let held = drops.first(where: { $0.host === host }) { return held.session }
        let session = make()
        drops.append((host, session))
        if drops.count > Self.limit { drops.removeFirst() }
        return session
    }

    /// Forgets the session of a drop the host ended, and returns it.
    ///
    /// - Parameter host: The host's session object.
    /// - Returns: The session it had, or nil when none is held.
    package func endDrop(for host: AnyObject) -> DropSession? {
        guard let index = drops.firstIndex(where: { $0.host === host }) else { return nil }
        return drops.remove(at: index).session
    }
}
