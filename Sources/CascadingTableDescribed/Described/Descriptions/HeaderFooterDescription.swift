import CascadingTableView
import Foundation

/// A described section's header or footer: a title, a view, or both, and heights.
///
/// A string literal, interpolations included, is a header or footer with that title:
/// `SectionDescription(id: 0, header: "Reviews (\(count))")`.
/// Two descriptions are equal when their titles, heights and ``viewRevision`` are equal and both
/// have a view or neither has: closures cannot be compared, so change ``viewRevision`` when the
/// view closure would build a different view. A section whose header or footer changes leaves and
/// re-enters the table in the update (its rows keep their identities).
public struct HeaderFooterDescription: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The title, as `tableView(_:titleForHeaderInSection:)` answers it.
    public var title: String?

    /// The height; nil answers ``TableView/automaticDimension`` (the style's height when there is a
    /// title or view, 0 otherwise).
    public var height: CGFloat?

    /// The estimated height; nil falls back to `height`.
    public var estimatedHeight: CGFloat?

    /// Makes the view, as `tableView(_:viewForHeaderInSection:)` answers it; nil for none.
    public var view: (@MainActor @Sendable (TableView) -> TableViewHeaderFooterView?)?

    /// What the view shows, for telling two descriptions apart (see the type's discussion).
    public var viewRevision: DescribedID?

    /// Describes a header or footer.
    ///
    /// - Parameters:
    ///   - title: The title, or nil.
    ///   - height: The height, or nil for ``TableView/automaticDimension``.
    ///   - estimatedHeight: The estimated height, or nil to use `height`.
    ///   - viewRevision: What the view shows, compared between updates.
    ///   - view: Makes the view (dequeue it from the table given), or nil for none.
    public init(
        title: String? = nil, height: CGFloat? = nil, estimatedHeight: CGFloat? = nil,
        viewRevision: DescribedID? = nil,
        view: (@MainActor @Sendable (TableView) -> TableViewHeaderFooterView?)? = nil
    ) {
        self.title = title
        self.height = height
        self.estimatedHeight = estimatedHeight
        self.viewRevision = viewRevision
        self.view = view
    }

    /// Describes a header or footer with a title alone.
    ///
    /// - Parameter title: The title.
    public init(stringLiteral title: String) {
        self.init(title: title)
    }

    /// Whether both describe the same header or footer (see the type's discussion).
    ///
    /// - Parameters:
    ///   - lhs: A description.
    ///   - rhs: Another description.
    /// - Returns: True when titles, heights and view revisions are equal and both or neither
    ///   have a view.
    public static func == (lhs: HeaderFooterDescription, rhs: HeaderFooterDescription) -> Bool {
        lhs.title == rhs.title && lhs.height == rhs.height && lhs.estimatedHeight == rhs.estimatedHeight
            && lhs.viewRevision == rhs.viewRevision && (lhs.view == nil) == (rhs.view == nil)
    }
}
