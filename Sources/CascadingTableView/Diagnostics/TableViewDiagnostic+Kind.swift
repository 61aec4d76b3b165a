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
        /// The shapes of values the kinds carry; private, so that a new kind (a block under "The
        /// kinds" below) is never a change users must handle.
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
    }
}

// MARK: - The kinds
//
// Each kind is declared once, in one place: the factory that makes it, with its documentation and
// its values, and beside it its name, which the factory gives the kind. A kind's name is spelled as
// its factory (TableViewDiagnosticKindTests checks every kind's name and description).

extension TableViewDiagnostic.Kind {
    /// A cell or header/footer view was dequeued with an identifier never registered.
    ///
    /// - Parameter identifier: The reuse identifier.
    public static func unregisteredReuseIdentifier(_ identifier: String) -> TableViewDiagnostic.Kind {
        Self(.unregisteredReuseIdentifier, .identifier(identifier))
    }
}

extension TableViewDiagnostic.Kind.Name {
    /// The name of ``TableViewDiagnostic/Kind/unregisteredReuseIdentifier(_:)``.
    public static let unregisteredReuseIdentifier = Self(rawValue: "unregisteredReuseIdentifier")
}

extension TableViewDiagnostic.Kind {
    /// The data source answered a negative number of sections; the table used 0.
    ///
    /// - Parameter count: The count the data source answered.
    public static func negativeSectionCount(_ count: Int) -> TableViewDiagnostic.Kind {
        Self(.negativeSectionCount, .count(count))
    }
}

extension TableViewDiagnostic.Kind.Name {
    /// The name of ``TableViewDiagnostic/Kind/negativeSectionCount(_:)``.
    public static let negativeSectionCount = Self(rawValue: "negativeSectionCount")
}

extension TableViewDiagnostic.Kind {
    /// The data source answered a negative number of rows for a section; the table used 0.
    ///
    /// - Parameters:
    ///   - section: The section asked about.
    ///   - count: The count the data source answered.
    public static func negativeRowCount(section: Int, count: Int) -> TableViewDiagnostic.Kind {
        Self(.negativeRowCount, .rowCount(section: section, count: count))
    }
}

extension TableViewDiagnostic.Kind.Name {
    /// The name of ``TableViewDiagnostic/Kind/negativeRowCount(section:count:)``.
    public static let negativeRowCount = Self(rawValue: "negativeRowCount")
}

extension TableViewDiagnostic.Kind {
    /// The delegate answered a height that is negative, NaN or infinite; the table used the
    /// fallback named in the message.
    ///
    /// - Parameter height: The height the delegate answered.
    public static func invalidHeight(_ height: CGFloat) -> TableViewDiagnostic.Kind {
        Self(.invalidHeight, .height(height))
    }
}

extension TableViewDiagnostic.Kind.Name {
    /// The name of ``TableViewDiagnostic/Kind/invalidHeight(_:)``.
    public static let invalidHeight = Self(rawValue: "invalidHeight")
}

extension TableViewDiagnostic.Kind {
    /// A method was given an index path or section that does not exist in the table.
    ///
    /// - Parameter indexPath: The index path (a section alone is `[section]`).
    public static func invalidIndexPath(_ indexPath: IndexPath) -> TableViewDiagnostic.Kind {
        Self(.invalidIndexPath, .indexPath(indexPath))
    }
}

extension TableViewDiagnostic.Kind.Name {
    /// The name of ``TableViewDiagnostic/Kind/invalidIndexPath(_:)``.
    public static let invalidIndexPath = Self(rawValue: "invalidIndexPath")
}

extension TableViewDiagnostic.Kind {
    /// A simulated tap on a header or footer found no view on screen for the section (it does
    /// not exist, has no view, or is out of the viewport); nothing happened.
    ///
    /// - Parameter section: The section tapped.
    public static func headerFooterViewNotVisible(section: Int) -> TableViewDiagnostic.Kind {
        Self(.headerFooterViewNotVisible, .section(section))
    }
}

extension TableViewDiagnostic.Kind.Name {
    /// The name of ``TableViewDiagnostic/Kind/headerFooterViewNotVisible(section:)``.
    public static let headerFooterViewNotVisible = Self(rawValue: "headerFooterViewNotVisible")
}

extension TableViewDiagnostic.Kind {
    /// A batch update was inconsistent with the data source; the table reloaded all data.
    ///
    /// - Parameter error: Why the update was rejected.
    public static func invalidUpdate(_ error: TableViewUpdateError) -> TableViewDiagnostic.Kind {
        Self(.invalidUpdate, .updateError(error))
    }
}

extension TableViewDiagnostic.Kind.Name {
    /// The name of ``TableViewDiagnostic/Kind/invalidUpdate(_:)``.
    public static let invalidUpdate = Self(rawValue: "invalidUpdate")
}

extension TableViewDiagnostic.Kind {
    /// A node's setting or call could not take effect because the node is not located in the
    /// table it was prepared with.
    ///
    /// - Parameter node: The node's type.
    public static func nodeNotAttached(_ node: String) -> TableViewDiagnostic.Kind {
        Self(.nodeNotAttached, .identifier(node))
    }
}

extension TableViewDiagnostic.Kind.Name {
    /// The name of ``TableViewDiagnostic/Kind/nodeNotAttached(_:)``.
    public static let nodeNotAttached = Self(rawValue: "nodeNotAttached")
}

extension TableViewDiagnostic.Kind {
    /// Described content named the same section or row identifier twice. The message names
    /// both positions and what was done.
    ///
    /// - Parameter identifier: The identifier, described.
    public static func duplicateIdentifier(_ identifier: String) -> TableViewDiagnostic.Kind {
        Self(.duplicateIdentifier, .identifier(identifier))
    }
}

extension TableViewDiagnostic.Kind.Name {
    /// The name of ``TableViewDiagnostic/Kind/duplicateIdentifier(_:)``.
    public static let duplicateIdentifier = Self(rawValue: "duplicateIdentifier")
}

extension TableViewDiagnostic.Kind {
    /// A row of described content was backed by a node that owns a range of rows or sections
    /// (a row's node must answer for one row). The row was dropped, or the change refused, as
    /// for a duplicate.
    ///
    /// - Parameter identifier: The row's identifier, described.
    public static func rangeNodeAsRow(_ identifier: String) -> TableViewDiagnostic.Kind {
        Self(.rangeNodeAsRow, .identifier(identifier))
    }
}

extension TableViewDiagnostic.Kind.Name {
    /// The name of ``TableViewDiagnostic/Kind/rangeNodeAsRow(_:)``.
    public static let rangeNodeAsRow = Self(rawValue: "rangeNodeAsRow")
}

extension TableViewDiagnostic.Kind {
    /// A change to described content named a row identifier that no row has. Nothing changed.
    ///
    /// - Parameter identifier: The identifier, described.
    public static func unknownIdentifier(_ identifier: String) -> TableViewDiagnostic.Kind {
        Self(.unknownIdentifier, .identifier(identifier))
    }
}

extension TableViewDiagnostic.Kind.Name {
    /// The name of ``TableViewDiagnostic/Kind/unknownIdentifier(_:)``.
    public static let unknownIdentifier = Self(rawValue: "unknownIdentifier")
}

extension TableViewDiagnostic.Kind {
    /// A node that owns a range changed its count by more or less than the updates asked for
    /// it said.
    ///
    /// - Parameters:
    ///   - node: The node's type.
    ///   - before: Its count before the update.
    ///   - after: Its count after it.
    public static func undeclaredCountChange(node: String, before: Int, after: Int) -> TableViewDiagnostic.Kind {
        Self(.undeclaredCountChange, .countChange(node: node, before: before, after: after))
    }
}

extension TableViewDiagnostic.Kind.Name {
    /// The name of ``TableViewDiagnostic/Kind/undeclaredCountChange(node:before:after:)``.
    public static let undeclaredCountChange = Self(rawValue: "undeclaredCountChange")
}

extension TableViewDiagnostic.Kind {
    /// A simulated gesture named something the table does not show (a swipe action's title, a
    /// context menu path), or a completion handler was called more than once. Nothing happened.
    ///
    /// - Parameter gesture: The gesture or handler.
    public static func invalidInteraction(_ gesture: String) -> TableViewDiagnostic.Kind {
        Self(.invalidInteraction, .identifier(gesture))
    }
}

extension TableViewDiagnostic.Kind.Name {
    /// The name of ``TableViewDiagnostic/Kind/invalidInteraction(_:)``.
    public static let invalidInteraction = Self(rawValue: "invalidInteraction")
}

extension TableViewDiagnostic.Kind {
    /// A call or setting that cannot take effect on this node was refused or ignored: setting
    /// a described node's children, a root's propagation mode, a reload mode on a node that
    /// has none. Nothing changed.
    ///
    /// - Parameter node: The node's type.
    public static func ineffectiveCall(_ node: String) -> TableViewDiagnostic.Kind {
        Self(.ineffectiveCall, .identifier(node))
    }
}

extension TableViewDiagnostic.Kind.Name {
    /// The name of ``TableViewDiagnostic/Kind/ineffectiveCall(_:)``.
    public static let ineffectiveCall = Self(rawValue: "ineffectiveCall")
}
