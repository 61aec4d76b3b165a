import Foundation

/// One thing being dragged, as `UIDragItem`.
///
/// UIKit's item carries an `NSItemProvider`; the headless one carries the object itself (what
/// `localObject` holds in UIKit for drags inside the app) and the type identifiers it can be
/// loaded as, which ``DropSession/hasItemsConforming(toTypeIdentifiers:)`` checks.
@MainActor
public final class DragItem {
    /// The dragged object, for drops inside the app.
    public var localObject: Any?

    /// The uniform type identifiers the item can be loaded as, such as `"public.plain-text"`.
    public let typeIdentifiers: [String]

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - localObject: The dragged object.
    ///   - typeIdentifiers: The type identifiers it can be loaded as.
    public init(localObject: Any? = nil, typeIdentifiers: [String] = []) {
        self.localObject = localObject
        self.typeIdentifiers = typeIdentifiers
    }
}
