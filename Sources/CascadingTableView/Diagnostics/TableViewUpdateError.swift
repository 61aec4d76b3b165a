import Foundation

/// Why a batch update was rejected, with the facts UIKit's "Invalid update" exception gives.
///
/// The table reports it as ``TableViewDiagnostic/Kind/invalidUpdate(_:)`` (or throws it from
/// ``TableView/performCheckedBatchUpdates(_:)``) and then reloads all data, so its counts agree
/// with the data source again.
public struct TableViewUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which state of the table an index names: before the update or after it.
    public enum State: String, Equatable, Sendable {
        case before, after
    }

    /// What was wrong with the update.
    public enum Kind: Equatable, Sendable {
        /// A surviving section's row count after the update is not its count before, plus
        /// inserted and moved-in rows, minus deleted and moved-out rows.
        case invalidNumberOfRows(section: Int)
        /// The section count after the update is not the count before plus inserted minus
        /// deleted sections.
        case invalidNumberOfSections
        /// An index path does not have exactly two indexes.
        case malformedIndexPath(IndexPath)
        /// A row does not exist in the state its operation names.
        case rowOutOfRange(IndexPath, State)
        /// A section does not exist in the state its operation names.
        case sectionOutOfRange(Int, State)
        /// Two operations of the batch name the same row in ways UIKit rejects (deleted twice,
        /// deleted and reloaded, moved and deleted, two moves from or to one place, a row
        /// inserted or moved into a section that is itself inserted or reloaded, ...).
        case conflictingRowOperations(IndexPath)
        /// Two operations of the batch name the same section in ways UIKit rejects.
        case conflictingSectionOperations(Int)
        /// A checked update was started while the table was busy: in a display pass or applying
        /// another update (from a data source or delegate call), when it could not run at once.
        case reentrantUpdate
    }

    /// What was wrong.
    public var kind: Kind
    /// For ``Kind/invalidNumberOfRows(section:)``: the section's (or, for
    /// ``Kind/invalidNumberOfSections``, the table's) count before the update.
    public var countBefore: Int
    /// The count the data source gave after the update.
    public var countAfter: Int
    /// Rows (or sections) the batch inserted there.
    public var inserted: Int
    /// Rows (or sections) the batch deleted there.
    public var deleted: Int
    /// Rows the batch moved into that section.
    public var movedIn: Int
    /// Rows the batch moved out of that section.
    public var movedOut: Int
    /// A sentence with the facts, shaped like UIKit's message.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: What was wrong.
    ///   - countBefore: The count before the update (0 when it does not apply).
    ///   - countAfter: The count the data source gave after the update.
    ///   - inserted: Rows or sections inserted there.
    ///   - deleted: Rows or sections deleted there.
    ///   - movedIn: Rows moved into the section.
    ///   - movedOut: Rows moved out of the section.
    ///   - message: The explanation.
    public init(
        kind: Kind, countBefore: Int = 0, countAfter: Int = 0, inserted: Int = 0, deleted: Int = 0, movedIn: Int = 0,
        movedOut: Int = 0, message: String
    ) {
        self.kind = kind
        self.countBefore = countBefore
        self.countAfter = countAfter
        self.inserted = inserted
        self.deleted = deleted
        self.movedIn = movedIn
        self.movedOut = movedOut
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
