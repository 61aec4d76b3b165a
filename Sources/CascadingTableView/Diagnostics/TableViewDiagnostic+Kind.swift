import Foundation

extension TableViewDiagnostic {
    /// What kind of problem was found, with the values involved.
    ///
    /// A struct rather than an enum, so that a release can add kinds without breaking a `switch`
    /// in your code. Compare a whole kind with `==` (`report.kind == .duplicateIdentifier("a")`),
    /// or only its ``name`` to match every report of one kind whatever its values
    /// (`report.kind.name == .invalidUpdate`); ``subject``, ``indexPath`` and ``updateError`` give
    /// the values.
    public struct Kind: Equatable, Sendable, CustomStringConvertible {
        /// The values each kind carries; internal, so that a new kind is a new case here and a new
        /// static member outside, never a change users must handle.
        private enum Value: Equatable, Sendable {
            case identifier(String)
            case count(Int)
            case rowCount(section: Int, count: Int)
            case height(CGFloat)
            case indexPath(IndexPath)
            case section(Int)
            case updateError(TableViewUpdateError)
            case countChange(node: String, before: Int, after: Int)
        }

        /// What kind of problem was found, without its values.
        public let name: Name
        private let value: Value

        private init(_ name: Name, _ value: Value) {
            self.name = name
            self.value = value
        }

        /// A cell or header/footer view was dequeued with an identifier never registered.
        ///
        /// - Parameter identifier: The reuse identifier.
        public static func unregisteredReuseIdentifier(_ identifier: String) -> Kind {
            Kind(.unregisteredReuseIdentifier, .identifier(identifier))
        }

        /// The data source answered a negative number of sections; the table used 0.
        ///
        /// - Parameter count: The count the data source answered.
        public static func negativeSectionCount(_ count: Int) -> Kind {
            Kind(.negativeSectionCount, .count(count))
        }

        /// The data source answered a negative number of rows for a section; the table used 0.
        ///
        /// - Parameters:
        ///   - section: The section asked about.
        ///   - count: The count the data source answered.
        public static func negativeRowCount(section: Int, count: Int) -> Kind {
            Kind(.negativeRowCount, .rowCount(section: section, count: count))
        }

        /// The delegate answered a height that is negative, NaN or infinite; the table used the
        /// fallback named in the message.
        ///
        /// - Parameter height: The height the delegate answered.
        public static func invalidHeight(_ height: CGFloat) -> Kind {
            Kind(.invalidHeight, .height(height))
        }

        /// A method was given an index path or section that does not exist in the table.
        ///
        /// - Parameter indexPath: The index path (a section alone is `[section]`).
        public static func invalidIndexPath(_ indexPath: IndexPath) -> Kind {
            Kind(.invalidIndexPath, .indexPath(indexPath))
        }

        /// A simulated tap on a header or footer found no view on screen for the section (it does
        /// not exist, has no view, or is out of the viewport); nothing happened.
        ///
        /// - Parameter section: The section tapped.
        public static func headerFooterViewNotVisible(section: Int) -> Kind {
            Kind(.headerFooterViewNotVisible, .section(section))
        }

        /// A batch update was inconsistent with the data source; the table reloaded all data.
        ///
        /// - Parameter error: Why the update was rejected.
        public static func invalidUpdate(_ error: TableViewUpdateError) -> Kind {
            Kind(.invalidUpdate, .updateError(error))
        }

        /// A node's setting or call could not take effect because the node is not located in the
        /// table it was prepared with.
        ///
        /// - Parameter node: The node's type.
        public static func nodeNotAttached(_ node: String) -> Kind {
            Kind(.nodeNotAttached, .identifier(node))
        }

        /// Described content named the same section or row identifier twice. The message names
        /// both positions and what was done.
        ///
        /// - Parameter identifier: The identifier, described.
        public static func duplicateIdentifier(_ identifier: String) -> Kind {
            Kind(.duplicateIdentifier, .identifier(identifier))
        }

        /// A row of described content was backed by a node that owns a range of rows or sections
        /// (a row's node must answer for one row). The row was dropped, or the change refused, as
        /// for a duplicate.
        ///
        /// - Parameter identifier: The row's identifier, described.
        public static func rangeNodeAsRow(_ identifier: String) -> Kind {
            Kind(.rangeNodeAsRow, .identifier(identifier))
        }

        /// A change to described content named a row identifier that no row has. Nothing changed.
        ///
        /// - Parameter identifier: The identifier, described.
        public static func unknownIdentifier(_ identifier: String) -> Kind {
            Kind(.unknownIdentifier, .identifier(identifier))
        }

        /// A node that owns a range changed its count by more or less than the updates asked for
        /// it said.
        ///
        /// - Parameters:
        ///   - node: The node's type.
        ///   - before: Its count before the update.
        ///   - after: Its count after it.
        public static func undeclaredCountChange(node: String, before: Int, after: Int) -> Kind {
            Kind(.undeclaredCountChange, .countChange(node: node, before: before, after: after))
        }

        /// A simulated gesture named something the table does not show (a swipe action's title, a
        /// context menu path), or a completion handler was called more than once. Nothing happened.
        ///
        /// - Parameter gesture: The gesture or handler.
        public static func invalidInteraction(_ gesture: String) -> Kind {
            Kind(.invalidInteraction, .identifier(gesture))
        }

        /// A call or setting that cannot take effect on this node was refused or ignored: setting
        /// a described node's children, a root's propagation mode, a reload mode on a node that
        /// has none. Nothing changed.
        ///
        /// - Parameter node: The node's type.
        public static func ineffectiveCall(_ node: String) -> Kind {
            Kind(.ineffectiveCall, .identifier(node))
        }

        /// The identifier, type or gesture the kind names: the reuse identifier, the node's type
        /// (``nodeNotAttached(_:)``, ``ineffectiveCall(_:)``, ``undeclaredCountChange(node:before:after:)``),
        /// the described identifier or the gesture; nil for the kinds that name none.
        public var subject: String? {
            switch value {
            case .identifier(let subject), .countChange(let subject, _, _): subject
            default: nil
            }
        }

        /// The index path of an ``invalidIndexPath(_:)``, or nil.
        public var indexPath: IndexPath? {
            if case .indexPath(let indexPath) = value { indexPath } else { nil }
        }

        /// The section of a ``negativeRowCount(section:count:)`` or
        /// ``headerFooterViewNotVisible(section:)``, or nil.
        public var section: Int? {
            switch value {
            case .rowCount(let section, _), .section(let section): section
            default: nil
            }
        }

        /// Why the update was rejected, for an ``invalidUpdate(_:)``; nil otherwise.
        public var updateError: TableViewUpdateError? {
            if case .updateError(let error) = value { error } else { nil }
        }

        /// The kind as it is written in code, such as `duplicateIdentifier("a")`, so that a failed
        /// comparison in a test reads plainly.
        public var description: String {
            switch value {
            case .identifier(let subject): "\(name)(\(String(reflecting: subject)))"
            case .count(let count): "\(name)(\(count))"
            case .rowCount(let section, let count): "\(name)(section: \(section), count: \(count))"
            case .height(let height): "\(name)(\(height))"
            case .indexPath(let indexPath): "\(name)(\(indexPath))"
            case .section(let section): "\(name)(section: \(section))"
            case .updateError(let error): "\(name)(\(error.kind))"
            case .countChange(let node, let before, let after):
                "\(name)(node: \(String(reflecting: node)), before: \(before), after: \(after))"
            }
        }
    }
}

extension TableViewDiagnostic.Kind {
    /// A kind of problem without its values: compare ``TableViewDiagnostic/Kind/name`` with these
    /// to match every report of one kind. New names can be added without breaking your code.
    public struct Name: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The name as written in code, such as `"invalidUpdate"`.
        public let rawValue: String

        /// Creates a name from its spelling.
        ///
        /// - Parameter rawValue: The name as written in code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The name as written in code.
        public var description: String { rawValue }

        /// See ``TableViewDiagnostic/Kind/unregisteredReuseIdentifier(_:)``.
        public static let unregisteredReuseIdentifier = Name(rawValue: "unregisteredReuseIdentifier")
        /// See ``TableViewDiagnostic/Kind/negativeSectionCount(_:)``.
        public static let negativeSectionCount = Name(rawValue: "negativeSectionCount")
        /// See ``TableViewDiagnostic/Kind/negativeRowCount(section:count:)``.
        public static let negativeRowCount = Name(rawValue: "negativeRowCount")
        /// See ``TableViewDiagnostic/Kind/invalidHeight(_:)``.
        public static let invalidHeight = Name(rawValue: "invalidHeight")
        /// See ``TableViewDiagnostic/Kind/invalidIndexPath(_:)``.
        public static let invalidIndexPath = Name(rawValue: "invalidIndexPath")
        /// See ``TableViewDiagnostic/Kind/headerFooterViewNotVisible(section:)``.
        public static let headerFooterViewNotVisible = Name(rawValue: "headerFooterViewNotVisible")
        /// See ``TableViewDiagnostic/Kind/invalidUpdate(_:)``.
        public static let invalidUpdate = Name(rawValue: "invalidUpdate")
        /// See ``TableViewDiagnostic/Kind/nodeNotAttached(_:)``.
        public static let nodeNotAttached = Name(rawValue: "nodeNotAttached")
        /// See ``TableViewDiagnostic/Kind/duplicateIdentifier(_:)``.
        public static let duplicateIdentifier = Name(rawValue: "duplicateIdentifier")
        /// See ``TableViewDiagnostic/Kind/rangeNodeAsRow(_:)``.
        public static let rangeNodeAsRow = Name(rawValue: "rangeNodeAsRow")
        /// See ``TableViewDiagnostic/Kind/unknownIdentifier(_:)``.
        public static let unknownIdentifier = Name(rawValue: "unknownIdentifier")
        /// See ``TableViewDiagnostic/Kind/undeclaredCountChange(node:before:after:)``.
        public static let undeclaredCountChange = Name(rawValue: "undeclaredCountChange")
        /// See ``TableViewDiagnostic/Kind/invalidInteraction(_:)``.
        public static let invalidInteraction = Name(rawValue: "invalidInteraction")
        /// See ``TableViewDiagnostic/Kind/ineffectiveCall(_:)``.
        public static let ineffectiveCall = Name(rawValue: "ineffectiveCall")
    }
}
