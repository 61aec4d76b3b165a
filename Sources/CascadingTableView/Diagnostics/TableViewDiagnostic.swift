import Foundation

/// A programming error the table detected: one UIKit would raise an exception for.
///
/// The table never traps on these. It takes the documented fallback (see
/// `Documentation/HeadlessTable.md`) and reports the problem to its ``TableViewDiagnostics``.
public struct TableViewDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of problem was found.
    public enum Kind: Equatable, Sendable {
        /// A cell or header/footer view was dequeued with an identifier never registered.
        case unregisteredReuseIdentifier(String)
        /// The data source answered a negative number of sections; the table used 0.
        case negativeSectionCount(Int)
        /// The data source answered a negative number of rows for a section; the table used 0.
        case negativeRowCount(section: Int, count: Int)
        /// The delegate answered a height that is negative, NaN or infinite; the table used the
        /// fallback named in the message.
        case invalidHeight(CGFloat)
        /// A method was given an index path or section that does not exist in the table.
        case invalidIndexPath(IndexPath)
        /// A simulated tap on a header or footer found no view on screen for the section (it does
        /// not exist, has no view, or is out of the viewport); nothing happened.
        case headerFooterViewNotVisible(section: Int)
        /// A batch update was inconsistent with the data source; the table reloaded all data.
        case invalidUpdate(TableViewUpdateError)
        /// A node's setting could not take effect because the node is not located in the table it
        /// was prepared with; the associated value names the node's type.
        case nodeNotAttached(String)
        /// Described content named the same section or row identifier twice; the associated value
        /// describes the identifier. The message names both positions and what was done.
        case duplicateIdentifier(String)
        /// A row of described content was backed by a node that owns a range of rows or sections
        /// (a row's node must answer for one row); the associated value describes the row's
        /// identifier. The row was dropped, or the change refused, as for a duplicate.
        case rangeNodeAsRow(String)
        /// A change to described content named a row identifier that no row has; the associated
        /// value describes the identifier. Nothing changed.
        case unknownIdentifier(String)
        /// A node that owns a range changed its count by more or less than the updates asked for
        /// it said; the values are the node's type and its counts before and after.
        case undeclaredCountChange(node: String, before: Int, after: Int)
        /// A simulated gesture named something the table does not show (a swipe action's title, a
        /// context menu path), or a completion handler was called more than once; the associated
        /// value names the gesture or handler. Nothing happened.
        case invalidInteraction(String)
        /// A call or setting that cannot take effect on this node was refused: setting a described
        /// node's children, or asking a described node for local updates (its rows come from its
        /// content, and the table would no longer match it). The associated value names the
        /// node's type. Nothing changed.
        case ineffectiveCall(String)
    }

    /// What kind of problem was found.
    public var kind: Kind

    /// A sentence that names the problem and the values involved.
    public var message: String

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - kind: What kind of problem was found.
    ///   - message: A sentence that names the problem and the values involved.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
