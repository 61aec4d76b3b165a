import Foundation

/// A table's content described as a value: sections of identified rows.
///
/// Give it to a ``DescribedTableDelegate``, which shows it and turns every later content into one
/// animated batch update. Content is `Sendable`, so it can be built and diffed off the main actor.
///
/// ```swift
/// let names = ["Ada", "Grace"]
/// let content = DescribedContent {
///     SectionDescription(id: "people", header: "People") {
///         for name in names {
///             RowDescription(id: name, viewModel: name, cell: TableViewCell.self) { cell, name in cell.text = name }
///         }
///     }
/// }
/// ```
public struct DescribedContent: Sendable {
    /// The sections, in order.
    public var sections: [SectionDescription]

    /// Content made of `sections`.
    ///
    /// - Parameter sections: The sections; none by default.
    public init(sections: [SectionDescription] = []) {
        self.sections = sections
    }

    /// Content whose sections are written with `if`, `for` and `switch`.
    ///
    /// - Parameter sections: Builds the sections.
    public init(@SectionsBuilder _ sections: () -> [SectionDescription]) {
        self.init(sections: sections())
    }

    /// The number of rows in all sections.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
}
