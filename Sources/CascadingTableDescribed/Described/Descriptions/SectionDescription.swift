import Foundation

/// One section of described content: its identity, header, footer and rows.
///
/// ```swift
/// let section = SectionDescription(id: "fruit", header: "Fruit") {
///     for name in ["apple", "pear"] {
///         RowDescription(id: name, viewModel: name, cell: TableViewCell.self) { cell, name in cell.text = name }
///     }
/// }
/// ```
public struct SectionDescription: Sendable {
    /// The section's identifier, unique among the described node's sections.
    public let id: DescribedID

    /// The header, or nil for none.
    public var header: HeaderFooterDescription?

    /// The footer, or nil for none.
    public var footer: HeaderFooterDescription?

    /// The rows, in order.
    public var rows: [RowDescription]

    /// Describes a section from an array of rows.
    ///
    /// - Parameters:
    ///   - id: The section's identifier, unique among the described node's sections.
    ///   - header: The header, or nil.
    ///   - footer: The footer, or nil.
    ///   - rows: The rows.
    public init<ID: Hashable & Sendable>(
        id: ID, header: HeaderFooterDescription? = nil, footer: HeaderFooterDescription? = nil,
        rows: [RowDescription]
    ) {
        self.id = DescribedID(id)
        self.header = header
        self.footer = footer
        self.rows = rows
    }

    /// Describes a section whose rows are written with `if`, `for` and `switch`.
    ///
    /// - Parameters:
    ///   - id: The section's identifier, unique among the described node's sections.
    ///   - header: The header, or nil.
    ///   - footer: The footer, or nil.
    ///   - rows: Builds the rows.
    public init<ID: Hashable & Sendable>(
        id: ID, header: HeaderFooterDescription? = nil, footer: HeaderFooterDescription? = nil,
        @RowsBuilder rows: () -> [RowDescription]
    ) {
        self.init(id: id, header: header, footer: footer, rows: rows())
    }

    /// Whether the header and footer are the same as `other`'s.
    func hasSameSupplements(as other: SectionDescription) -> Bool {
        header == other.header && footer == other.footer
    }
}
