import Foundation

/// Builds the sections of ``DescribedContent`` from statements: sections, arrays of sections,
/// `if`, `if let`, `switch` and `for`.
@resultBuilder
public enum SectionsBuilder {
    /// A section.
    public static func buildExpression(_ section: SectionDescription) -> [SectionDescription] { [section] }
    /// An array of sections.
    public static func buildExpression(_ sections: [SectionDescription]) -> [SectionDescription] { sections }
    /// The statements' sections, in order.
    public static func buildBlock(_ parts: [SectionDescription]...) -> [SectionDescription] { parts.flatMap { $0 } }
    /// An `if` without `else`: its sections, or none.
    public static func buildOptional(_ part: [SectionDescription]?) -> [SectionDescription] { part ?? [] }
    /// The first branch of an `if`-`else` or `switch`.
    public static func buildEither(first part: [SectionDescription]) -> [SectionDescription] { part }
    /// The second branch of an `if`-`else` or `switch`.
    public static func buildEither(second part: [SectionDescription]) -> [SectionDescription] { part }
    /// A `for` loop: every iteration's sections, in order.
    public static func buildArray(_ parts: [[SectionDescription]]) -> [SectionDescription] { parts.flatMap { $0 } }
    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: [SectionDescription]) -> [SectionDescription] { part }
}

/// Builds the rows of a ``SectionDescription`` from statements: rows, arrays of rows, `if`,
/// `if let`, `switch` and `for`.
@resultBuilder
public enum RowsBuilder {
    /// A row.
    public static func buildExpression(_ row: RowDescription) -> [RowDescription] { [row] }
    /// An array of rows.
    public static func buildExpression(_ rows: [RowDescription]) -> [RowDescription] { rows }
    /// The statements' rows, in order.
    public static func buildBlock(_ parts: [RowDescription]...) -> [RowDescription] { parts.flatMap { $0 } }
    /// An `if` without `else`: its rows, or none.
    public static func buildOptional(_ part: [RowDescription]?) -> [RowDescription] { part ?? [] }
    /// The first branch of an `if`-`else` or `switch`.
    public static func buildEither(first part: [RowDescription]) -> [RowDescription] { part }
    /// The second branch of an `if`-`else` or `switch`.
    public static func buildEither(second part: [RowDescription]) -> [RowDescription] { part }
    /// A `for` loop: every iteration's rows, in order.
    public static func buildArray(_ parts: [[RowDescription]]) -> [RowDescription] { parts.flatMap { $0 } }
    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: [RowDescription]) -> [RowDescription] { part }
}
