import CascadingTableView

/// The rules described content obeys wherever it arrives, and the one wording of each report:
///
/// 1. A row's identifier is used once among its node's rows (an outline's rows at any depth
///    included), and a section's once among its node's sections.
/// 2. The node backing a row, if any, backs no other row of the node.
/// 3. That node answers for one row: it owns no range of rows or sections.
///
/// New content (``ContentSanitizer``), an outline's layout and the list's edits each check them
/// with the structures they already hold, and report a broken rule through these functions, so
/// that a row broken the same way reads the same whichever way it came: the row, where it is,
/// where the row it clashes with is, and what became of it.
enum ContentRule {
    /// What became of a row that broke a rule.
    enum Outcome: Sendable {
        /// New content under ``DuplicateIdentifierPolicy/keepFirst``: the row was dropped.
        case dropped
        /// An outline under ``DuplicateIdentifierPolicy/keepFirst``: the row was dropped with its
        /// children.
        case droppedWithChildren
        /// New content under ``DuplicateIdentifierPolicy/reject``: the update was refused whole.
        case contentRejected
        /// An edit, refused whatever the policy.
        case editRefused

        /// New content's outcome under `policy`; `outline` when rows are dropped with their
        /// children.
        init(_ policy: DuplicateIdentifierPolicy, outline: Bool = false) {
            self = policy == .keepFirst ? (outline ? .droppedWithChildren : .dropped) : .contentRejected
        }

        /// The report's last clause; a dropped row is "the later one" when another row kept its
        /// place.
        func text(later: Bool) -> String {
            switch self {
            case .dropped: later ? "the later one was dropped" : "the row was dropped"
            case .droppedWithChildren: (later ? "the later one" : "the row") + " was dropped, with its children"
            case .contentRejected: "the update was rejected and the previous content kept"
            case .editRefused: "nothing changed"
            }
        }
    }

    /// Rule 1 broken for a section: `id`, at section `index`, is used already at section `first`.
    ///
    /// - Returns: A ``TableViewDiagnostic/Kind/duplicateIdentifier(_:)`` report.
    static func duplicateSection(_ id: DescribedID, at index: Int, firstAt first: Int, _ outcome: Outcome)
        -> TableViewDiagnostic
    {
        TableViewDiagnostic(
            kind: .duplicateIdentifier(id.description),
            message: "Duplicate section identifier \(id) at section \(index), first at section \(first); "
                + "\(outcome.text(later: true)).")
    }

    /// Rule 1 broken for a row: `id`, at `place`, is used already at `first`.
    ///
    /// - Parameters:
    ///   - id: The identifier used twice.
    ///   - place: Where the later row is ("row 2 of section 0", "row 1 of the rows inserted").
    ///   - first: Where the row that keeps the identifier is.
    ///   - outcome: What became of the later row.
    /// - Returns: A ``TableViewDiagnostic/Kind/duplicateIdentifier(_:)`` report.
    static func duplicateIdentifier(
        _ id: DescribedID, at place: String, firstAt first: String, _ outcome: Outcome
    ) -> TableViewDiagnostic {
        TableViewDiagnostic(
            kind: .duplicateIdentifier(id.description),
            message: "Duplicate row identifier \(id) at \(place), first at \(first); \(outcome.text(later: true)).")
    }

    /// Rule 2 broken: row `id`, at `place`, is backed by the node of row `firstID` at `first`.
    ///
    /// - Returns: A ``TableViewDiagnostic/Kind/duplicateIdentifier(_:)`` report (the node is
    ///   the row's identity on screen).
    static func sharedNode(
        _ id: DescribedID, at place: String, nodeOf firstID: DescribedID, firstAt first: String, _ outcome: Outcome
    ) -> TableViewDiagnostic {
        TableViewDiagnostic(
            kind: .duplicateIdentifier(id.description),
            message: "Row \(id) at \(place) is backed by the node of row \(firstID), first at \(first); "
                + "\(outcome.text(later: true)).")
    }

    /// Rule 3 broken: row `id`, at `place`, is backed by a node that owns a range.
    ///
    /// - Returns: A ``TableViewDiagnostic/Kind/rangeNodeAsRow(_:)`` report.
    static func rangeNode(_ id: DescribedID, at place: String, _ outcome: Outcome) -> TableViewDiagnostic {
        TableViewDiagnostic(
            kind: .rangeNodeAsRow(id.description),
            message: "Row \(id) at \(place) is backed by a node that owns a range; a row's node answers for one "
                + "row; \(outcome.text(later: false)).")
    }

    /// A place in new content: "row 2 of section 0".
    static func place(row: Int, section: Int) -> String { "row \(row) of section \(section)" }

    /// A place in an outline: "child 1 of row a", or a top-level row's place in its section.
    static func place(child index: Int, of parent: DescribedID?, section: Int) -> String {
        guard let parent else { return place(row: index, section: section) }
        return "child \(index) of row \(parent)"
    }

    /// A place among the rows an edit gives: "row 1 of the rows inserted".
    static func place(given index: Int, _ edit: String) -> String { "row \(index) of the rows \(edit)" }

    /// A place among a list's rows now: "row 4 of the list".
    static func place(listRow index: Int) -> String { "row \(index) of the list" }
}
