import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// The original library's specs of the height methods on a propagating node
/// (PropagatingTableDelegateVariableHeightSupportSpec). Its children are, in order, one that
/// implements every method, one that gives exact heights but no estimates, and one that
/// implements only the required methods: an estimate falls back to the child's exact height,
/// and to the default when the child gives neither.
final class OriginalSpecsVariableHeightSupportTests: XCTestCase {
    private static let completeIndex = 0
    private static let exactOnlyIndex = 1
    private static let bareIndex = 2

    @MainActor
    private final class HeightTree {
        let log = CallLog()
        let table = TableView()
        let complete: SpyNode
        let exactOnly: ExactHeightsOnlyNode
        let bare: RequiredOnlyNode
        let node: PropagatingTableDelegate

        init(_ mode: PropagatingTableDelegate.PropagationMode) {
            complete = SpyNode("complete", log: log)
            exactOnly = ExactHeightsOnlyNode("exactOnly", log: log)
            bare = RequiredOnlyNode("bare", log: log)
            node = PropagatingTableDelegate(
                index: 0, childDelegates: [complete, exactOnly, bare], propagationMode: mode)
        }

        func path(toChild position: Int) -> IndexPath {
            node.propagationMode == .row ? IndexPath(row: position, section: 0) : IndexPath(row: 0, section: position)
        }
    }

    // MARK: - Rows

    /// The original's contexts for a row height in `mode`: an invalid index and the child with
    /// the required methods only give `automaticDimension` and record nothing; the child that
    /// answers `key` is called once with the same table and index path and its answer returned;
    /// for an estimate, the child with exact heights only is asked its exact height instead.
    @MainActor
    private func assertRowHeightSpec(
        _ key: String, _ mode: PropagatingTableDelegate.PropagationMode, isEstimate: Bool, line: UInt = #line,
        _ call: (PropagatingTableDelegate, TableView, IndexPath) -> CGFloat
    ) {
        for (context, position) in [("invalid index", 999), ("child with the required methods only", Self.bareIndex)] {
            let tree = HeightTree(mode)
            tree.complete.stub(key, CGFloat(55))
            XCTAssertEqual(
                call(tree.node, tree.table, tree.path(toChild: position)), TableView.automaticDimension,
                "\(key) \(mode), \(context)", line: line)
            XCTAssertEqual(tree.log.entries, [], "\(key) \(mode), \(context): nothing recorded", line: line)
        }

        if isEstimate {
            let tree = HeightTree(mode)
            tree.exactOnly.height = 55
            let path = tree.path(toChild: Self.exactOnlyIndex)
            XCTAssertEqual(call(tree.node, tree.table, path), 55, "\(key) \(mode): the exact height", line: line)
            XCTAssertEqual(tree.log.entries, ["exactOnly.heightForRowAt(\(path))"], "\(key) \(mode)", line: line)
            XCTAssertTrue(tree.exactOnly.lastTableView === tree.table, "\(key) \(mode): the same table", line: line)
        }

        let tree = HeightTree(mode)
        tree.complete.stub(key, CGFloat(37))
        let path = tree.path(toChild: Self.completeIndex)
        XCTAssertEqual(call(tree.node, tree.table, path), 37, "\(key) \(mode): the child's answer", line: line)
        XCTAssertEqual(tree.log.entries, ["complete.\(key)(\(path))"], "\(key) \(mode)", line: line)
        XCTAssertTrue(tree.complete.lastTableView === tree.table, "\(key) \(mode): the same table", line: line)
    }

    @MainActor
    func testRowHeightIsRoutedByRowInRowModeAndDefaultsToAutomaticDimension() async {
        assertRowHeightSpec("heightForRowAt", .row, isEstimate: false) { $0.tableView($1, heightForRowAt: $2) }
    }

    @MainActor
    func testRowHeightIsRoutedBySectionInSectionModeAndDefaultsToAutomaticDimension() async {
        assertRowHeightSpec("heightForRowAt", .section, isEstimate: false) { $0.tableView($1, heightForRowAt: $2) }
    }

    @MainActor
    func testEstimatedRowHeightIsRoutedByRowInRowModeAndFallsBackToTheExactHeight() async {
        assertRowHeightSpec("estimatedHeightForRowAt", .row, isEstimate: true) {
            $0.tableView($1, estimatedHeightForRowAt: $2)
        }
    }

    @MainActor
    func testEstimatedRowHeightIsRoutedBySectionInSectionModeAndFallsBackToTheExactHeight() async {
        assertRowHeightSpec("estimatedHeightForRowAt", .section, isEstimate: true) {
            $0.tableView($1, estimatedHeightForRowAt: $2)
        }
    }

    // MARK: - Headers and footers

    /// The original's contexts for a header or footer height: in `.row` mode 0 and no child
    /// called; in `.section` mode an invalid section and the child with the required methods
    /// only give 0 and record nothing, the child that answers `key` is called once with the same
    /// table and section; for an estimate, the child with exact heights only is asked
    /// `exactKey`.
    @MainActor
    private func assertSectionHeightSpec(
        _ key: String, estimateOf exactKey: String? = nil, line: UInt = #line,
        _ call: (PropagatingTableDelegate, TableView, Int) -> CGFloat
    ) {
        let rowMode = HeightTree(.row)
        rowMode.complete.stub(key, CGFloat(999))
        XCTAssertEqual(call(rowMode.node, rowMode.table, 0), 0, "\(key) .row", line: line)
        XCTAssertEqual(rowMode.log.entries, [], "\(key) .row: no child is called", line: line)

        for (context, section) in [("invalid section", 999), ("child with the required methods only", Self.bareIndex)] {
            let tree = HeightTree(.section)
            tree.complete.stub(key, CGFloat(999))
            XCTAssertEqual(call(tree.node, tree.table, section), 0, "\(key) .section, \(context)", line: line)
            XCTAssertEqual(tree.log.entries, [], "\(key) .section, \(context): nothing recorded", line: line)
        }

        if let exactKey {
            let tree = HeightTree(.section)
            tree.exactOnly.height = 55
            let section = Self.exactOnlyIndex
            XCTAssertEqual(call(tree.node, tree.table, section), 55, "\(key): the exact height", line: line)
            XCTAssertEqual(tree.log.entries, ["exactOnly.\(exactKey)(\(section))"], key, line: line)
            XCTAssertTrue(tree.exactOnly.lastTableView === tree.table, "\(key): the same table", line: line)
        }

        let tree = HeightTree(.section)
        tree.complete.stub(key, CGFloat(77))
        let section = Self.completeIndex
        XCTAssertEqual(call(tree.node, tree.table, section), 77, "\(key): the child's answer", line: line)
        XCTAssertEqual(tree.log.entries, ["complete.\(key)(\(section))"], key, line: line)
        XCTAssertTrue(tree.complete.lastTableView === tree.table, "\(key): the same table", line: line)
    }

    @MainActor
    func testHeaderHeightIsRoutedBySectionInSectionModeOnlyAndDefaultsToZero() async {
        assertSectionHeightSpec("heightForHeaderInSection") { $0.tableView($1, heightForHeaderInSection: $2) }
    }

    @MainActor
    func testFooterHeightIsRoutedBySectionInSectionModeOnlyAndDefaultsToZero() async {
        assertSectionHeightSpec("heightForFooterInSection") { $0.tableView($1, heightForFooterInSection: $2) }
    }

    @MainActor
    func testEstimatedHeaderHeightIsRoutedBySectionInSectionModeOnlyAndFallsBackToTheExactHeight() async {
        assertSectionHeightSpec("estimatedHeightForHeaderInSection", estimateOf: "heightForHeaderInSection") {
            $0.tableView($1, estimatedHeightForHeaderInSection: $2)
        }
    }

    @MainActor
    func testEstimatedFooterHeightIsRoutedBySectionInSectionModeOnlyAndFallsBackToTheExactHeight() async {
        assertSectionHeightSpec("estimatedHeightForFooterInSection", estimateOf: "heightForFooterInSection") {
            $0.tableView($1, estimatedHeightForFooterInSection: $2)
        }
    }
}
