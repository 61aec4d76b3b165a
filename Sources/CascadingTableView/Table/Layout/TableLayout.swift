import CascadingTableCollections
import Foundation

/// The heights and positions of every section and row of a table: the one cache the table keeps
/// of its layout.
///
/// Sections are elements of a ``PositionalTree`` weighted by their heights, and each section's
/// rows are elements of a tree of their own weighted by theirs, so every question the table asks
/// (where a row or section starts, which row is at an offset) and every change an update makes
/// (a row or section inserted, deleted, moved or measured) walks one path of each tree: O(log *n*),
/// whatever the table holds. Each row also knows whether its height is exact (asked of the
/// delegate, or read off its self-sizing cell) or an estimate.
///
/// A section's weight is read from its rows' tree when the section is updated (see
/// ``refreshSection(_:)``), so a change of a row is followed by a refresh of its section.
final class TableLayout {
    /// A row: its height and whether it is exact.
    ///
    /// Both are kept in one `Double`, the height negated while it is an estimate, so that a row
    /// takes 8 bytes, not 16 (a million rows' layout in 8 MB less). Heights the table keeps are
    /// never negative: it replaces unusable ones first (see `TableView+Heights.swift`).
    struct Row: PositionalTreeElement {
        /// The height, negated for an estimate; an estimate of 0 is -0.0.
        private var signedHeight: Double

        /// A row of `height` (usable: finite, not negative), exact or estimated.
        init(height: CGFloat, isExact: Bool) {
            signedHeight = Self.signed(height, isExact: isExact)
        }

        /// The height.
        var height: CGFloat {
            get { CGFloat(signedHeight.magnitude) }
            set { signedHeight = Self.signed(newValue, isExact: isExact) }
        }

        /// Whether the height is exact (asked of the delegate, or read off its self-sizing cell)
        /// rather than an estimate.
        var isExact: Bool { signedHeight.sign == .plus }

        var treeWeight: Double { signedHeight.magnitude }

        /// `height` as stored: adding 0 turns a height of -0.0 into 0.0, so that only an
        /// estimate has the minus sign.
        private static func signed(_ height: CGFloat, isExact: Bool) -> Double {
            let magnitude = Double(height) + 0
            return isExact ? magnitude : -magnitude
        }
    }

    /// A section: its rows, its header and footer, and its rows' total height as last refreshed.
    struct Section: PositionalTreeElement {
        let rows: PositionalTree<Row>
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        var isHeaderExact: Bool
        var isFooterExact: Bool
        var rowsHeight: Double

        init(rows: some Collection<Row>, header: (CGFloat, Bool), footer: (CGFloat, Bool)) {
            self.rows = PositionalTree(rows)
            (headerHeight, isHeaderExact) = header
            (footerHeight, isFooterExact) = footer
            rowsHeight = self.rows.totalWeight
        }

        var treeWeight: Double { Double(headerHeight) + rowsHeight + Double(footerHeight) }

        func supplementHeight(_ kind: SectionSupplement) -> CGFloat {
            kind == .header ? headerHeight : footerHeight
        }

        func isSupplementExact(_ kind: SectionSupplement) -> Bool {
            kind == .header ? isHeaderExact : isFooterExact
        }

        mutating func setSupplement(_ kind: SectionSupplement, height: CGFloat, exact: Bool) {
            if kind == .header {
                headerHeight = height
                isHeaderExact = exact
            } else {
                footerHeight = height
                isFooterExact = exact
            }
        }
    }

    /// The sections, weighted by their heights.
    private(set) var sections = PositionalTree<Section>()

    // MARK: - Reading

    /// The number of sections.
    var sectionCount: Int { sections.count }

    /// The height of everything.
    var totalHeight: CGFloat { CGFloat(sections.totalWeight) }

    /// Section `section` (which must exist).
    func section(_ section: Int) -> Section { sections[section] }

    /// The top of `section` (which may be ``sectionCount``: the end of the content).
    func sectionTop(_ section: Int) -> CGFloat { CGFloat(sections.weight(before: section)) }

    /// The section holding content offset `y`: the first whose end is past it, ``sectionCount``
    /// when `y` is at or past the end.
    func section(containing y: CGFloat) -> Int { sections.position(containingWeight: Double(y)) }

    /// Row `row` of `section` (both must exist).
    func row(_ row: Int, in section: Int) -> Row { sections[section].rows[row] }

    /// The top of row `row` of `section` below its section's first row.
    func rowOffset(_ row: Int, in section: Int) -> CGFloat { CGFloat(sections[section].rows.weight(before: row)) }

    /// The row of `section` holding `y`, measured from the section's first row; the section's
    /// row count when `y` is at or past its rows' end.
    func row(containing y: CGFloat, in section: Int) -> Int {
        sections[section].rows.position(containingWeight: Double(y))
    }

    // MARK: - Changing

    /// Replaces every section.
    ///
    /// - Complexity: O(*s*) for *s* sections (their rows are built by the caller).
    func replaceAll(with newSections: [Section]) {
        sections.replaceAll(with: newSections)
    }

    /// Inserts `newSection` at `index`.
    func insertSection(_ newSection: Section, at index: Int) {
        sections.insert(newSection, at: index)
    }

    /// Removes and returns the section at `index`.
    @discardableResult
    func removeSection(at index: Int) -> Section {
        sections.remove(at: index)
    }

    /// Replaces the section at `index` by `newSection`.
    func replaceSection(at index: Int, with newSection: Section) {
        sections.update(at: index) { $0 = newSection }
    }

    /// Changes row `row` of `section` and refreshes the section.
    func updateRow(_ row: Int, in section: Int, _ body: (inout Row) -> Void) {
        sections[section].rows.update(at: row, body)
        refreshSection(section)
    }

    /// Changes the header or footer of `section`.
    func setSupplement(_ kind: SectionSupplement, of section: Int, height: CGFloat, exact: Bool) {
        sections.update(at: section) { $0.setSupplement(kind, height: height, exact: exact) }
    }

    /// Reads the rows' total height of `section` again, after its rows changed.
    func refreshSection(_ section: Int) {
        sections.update(at: section) { $0.rowsHeight = $0.rows.totalWeight }
    }

    // MARK: - Invariants

    /// Checks both levels of trees, and that each section's cached rows height is its rows'
    /// total; notes each problem in `report`.
    ///
    /// - Complexity: O(*n*) for *n* rows.
    func checkInvariants(into report: inout InvariantReport) {
        sections.checkInvariants(into: &report)
        for index in 0..<sections.count {
            let section = sections[index]
            section.rows.checkInvariants(into: &report)
            report.note(
                (section.rowsHeight == section.rows.totalWeight)
                    ? nil
                    : "TableLayout: section \(index) caches a rows height of \(section.rowsHeight), its rows add up to "
                        + "\(section.rows.totalWeight)")
        }
    }
}
