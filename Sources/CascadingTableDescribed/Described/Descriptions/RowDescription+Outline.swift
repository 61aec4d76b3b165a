import Foundation

/// A row's outline flags, in one byte of the row: two say how the row was described, two how its
/// node showed it last (stamped when the node lays out its visible rows, so that an update sees
/// a change of the row's disclosure as a change of the row).
@usableFromInline
struct OutlineFlags: OptionSet, Sendable {
    @usableFromInline var rawValue: UInt8

    @usableFromInline init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Described with `.expanded()`: expanded when it first appears in its node.
    @usableFromInline static let startsExpanded = OutlineFlags(rawValue: 1 << 0)
    /// Described with `.togglesOnSelect(false)`: a tap does not toggle it.
    @usableFromInline static let keepsExpansionOnSelect = OutlineFlags(rawValue: 1 << 1)
    /// Shown expanded (stamped by the node).
    static let shownExpanded = OutlineFlags(rawValue: 1 << 2)
    /// Has children (kept by ``RowDescription/children``).
    @usableFromInline static let hasChildren = OutlineFlags(rawValue: 1 << 3)

    /// The flags that say how the row is shown, compared by an update.
    static let shown: OutlineFlags = [.shownExpanded, .hasChildren]
}

// Outline rows: a row's children, shown under it while it is expanded.
extension RowDescription {
    /// This row with `rows` as its children (replacing any it had).
    ///
    /// A row with children is shown with its children under it, one indentation level deeper,
    /// while it is expanded. Identifiers are unique across the node's whole outline, at every
    /// depth. See `Documentation/Outlines.md`.
    ///
    /// - Parameter rows: The children, in order; none makes the row a leaf.
    /// - Returns: The changed row.
    @inlinable public consuming func children(_ rows: [RowDescription]) -> RowDescription {
        var row = consume self
        row.children = rows
        return row
    }

    /// This row with children written with `if`, `for` and `switch` (replacing any it had).
    ///
    /// - Parameter rows: Builds the children.
    /// - Returns: The changed row.
    @inlinable public consuming func children(@RowsBuilder _ rows: () -> [RowDescription]) -> RowDescription {
        var row = consume self
        row.children = rows()
        return row
    }

    /// The row's children as described; empty for a leaf.
    public var childRows: [RowDescription] { children }

    /// Whether the row is expanded when it first appears in the node's content, shown or not
    /// (default: collapsed). From then on the node keeps the row's expansion by identifier,
    /// through every content change and move; the flag on a row the node already has is ignored.
    ///
    /// - Parameter isExpanded: Whether the row starts expanded. Defaults to true.
    /// - Returns: The changed row.
    @inlinable public consuming func expanded(_ isExpanded: Bool = true) -> RowDescription {
        var row = consume self
        if isExpanded {
            row.outlineFlags.insert(.startsExpanded)
        } else {
            row.outlineFlags.remove(.startsExpanded)
        }
        return row
    }

    /// Whether a tap on the row toggles its expansion, when it has children (default: true).
    ///
    /// The toggle comes before the row's ``onSelect(_:)`` closure, which reads the row's new
    /// expansion with ``DescribedNode/isRowExpanded(withID:)``. A row that does not toggle on a
    /// tap is expanded and collapsed from code (a disclosure button's action, say).
    ///
    /// - Parameter toggles: Whether a tap toggles the row. Defaults to true.
    /// - Returns: The changed row.
    @inlinable public consuming func togglesOnSelect(_ toggles: Bool = true) -> RowDescription {
        var row = consume self
        if toggles {
            row.outlineFlags.remove(.keepsExpansionOnSelect)
        } else {
            row.outlineFlags.insert(.keepsExpansionOnSelect)
        }
        return row
    }

    /// Whether a tap on the row toggles its expansion (it has children, and did not opt out).
    var togglesExpansionOnSelect: Bool {
        outlineFlags.contains(.hasChildren) && !outlineFlags.contains(.keepsExpansionOnSelect)
    }

    /// Whether the row, when it has children, was shown expanded; nil for a leaf.
    var outlineExpansion: Bool? {
        outlineFlags.contains(.hasChildren) ? outlineFlags.contains(.shownExpanded) : nil
    }

    /// Whether the row has children (read from its flags, not its array).
    var hasChildren: Bool { outlineFlags.contains(.hasChildren) }

    /// Whether the row holds its children: it has some, and is not an expanded row shown, whose
    /// children are the rows shown after it. The flag is read first, a byte: a leaf's children
    /// cost the annex's enum and an array.
    var holdsChildren: Bool { hasChildren && !childStorage.isEmpty }

    /// The row's depth as its node last showed it (0 at the top level).
    var depth: Int { Int(depthValue) }

    /// Whether the row is shown the same way as `other` in an outline: the same depth, children
    /// or none, and expansion.
    func hasSameDisclosure(as other: borrowing RowDescription) -> Bool {
        depthValue == other.depthValue && outlineFlags.intersection(.shown) == other.outlineFlags.intersection(.shown)
    }
}
