import Foundation

/// The direction a focus move takes, as UIKit's `UIFocusHeading`.
///
/// A table moves focus along its rows only: ``down`` and ``next`` go to the following row that
/// can take focus, ``up`` and ``previous`` to the preceding one.
public struct FocusHeading: OptionSet, Hashable, Sendable {
    /// The heading's bits.
    public let rawValue: UInt

    /// Creates a heading from its bits.
    ///
    /// - Parameter rawValue: The heading's bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Towards the top of the table (an arrow key or a swipe up).
    public static let up = FocusHeading(rawValue: 1 << 0)
    /// Towards the bottom of the table (an arrow key or a swipe down).
    public static let down = FocusHeading(rawValue: 1 << 1)
    /// To the following item in tab order (the tab key).
    public static let next = FocusHeading(rawValue: 1 << 4)
    /// To the preceding item in tab order (shift-tab).
    public static let previous = FocusHeading(rawValue: 1 << 5)
}

/// What a focus update in a table does, as UIKit's `UITableViewFocusUpdateContext`.
///
/// A nil index path means focus is outside the table's rows: focus enters the table when
/// ``previouslyFocusedIndexPath`` is nil and leaves it when ``nextFocusedIndexPath`` is nil. A node
/// of a tree sees the paths it owns in its own coordinates and nil for the other one, as a UIKit
/// table does when focus moves between two tables (see `Documentation/Focus.md`).
public struct TableViewFocusUpdateContext: Equatable, Sendable {
    /// The row that had focus, or nil when focus comes from outside the rows.
    public let previouslyFocusedIndexPath: IndexPath?
    /// The row that gets focus, or nil when focus goes outside the rows.
    public let nextFocusedIndexPath: IndexPath?
    /// The direction of the move; empty when focus moves to a row directly (a pointer, say).
    public let focusHeading: FocusHeading

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - previouslyFocusedIndexPath: The row that had focus, or nil.
    ///   - nextFocusedIndexPath: The row that gets focus, or nil.
    ///   - focusHeading: The direction of the move.
    public init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?, focusHeading: FocusHeading) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
        self.focusHeading = focusHeading
    }
}
