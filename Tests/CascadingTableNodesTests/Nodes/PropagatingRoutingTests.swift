import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Every protocol method, in both modes: the routed call reaches the right child with the same
/// table and arguments and returns its answer; bad indexes reach no child and get the default.
final class PropagatingRoutingTests: XCTestCase {
    /// A node with three stubbed spy children named c0, c1, c2.
    @MainActor
    private func makeNode(
        mode: PropagatingTableDelegate.PropagationMode, stubbing key: String, with stub: Any?
    ) -> (PropagatingTableDelegate, [SpyNode], CallLog) {
        let log = CallLog()
        let children = (0..<3).map { SpyNode("c\($0)", log: log) }
        if let stub {
            for child in children { child.stub(key, stub) }
        }
        return (PropagatingTableDelegate(index: 0, childDelegates: children, propagationMode: mode), children, log)
    }

    private static let malformedPaths = [IndexPath(), IndexPath(index: 1), IndexPath(indexes: [1, 1, 1])]

    @MainActor
    func testEveryIndexPathMethodIsRoutedBySectionInSectionMode() async {
        let table = TableView()
        for method in MethodCases.everyIndexPathCase {
            let (node, children, log) = makeNode(mode: .section, stubbing: method.key, with: method.stub)
            let path = IndexPath(row: 2, section: 1)
            let answer = method.call(node, table, path)
            XCTAssertEqual(log.entries.count, 1, method.key)
            XCTAssertTrue(log.entries.first?.hasPrefix("c1.\(method.key)(") ?? false, "\(method.key): \(log.entries)")
            XCTAssertTrue(log.entries.first?.contains("\(path)") ?? false, "\(method.key) passes the path unchanged")
            XCTAssertTrue(children[1].lastTableView === table, method.key)
            if method.stub != nil {
                XCTAssertEqual(describe(answer), method.routedDescription, method.key)
            }
        }
    }

    @MainActor
    func testEveryIndexPathMethodIsRoutedByRowInRowMode() async {
        let table = TableView()
        for method in MethodCases.everyIndexPathCase {
            let (node, _, log) = makeNode(mode: .row, stubbing: method.key, with: method.stub)
            let path = IndexPath(row: 2, section: 0)
            let answer = method.call(node, table, path)
            XCTAssertEqual(log.entries.count, 1, method.key)
            XCTAssertTrue(log.entries.first?.hasPrefix("c2.\(method.key)(") ?? false, "\(method.key): \(log.entries)")
            if method.stub != nil {
                XCTAssertEqual(describe(answer), method.routedDescription, method.key)
            }
        }
    }

    @MainActor
    func testEveryIndexPathMethodGivesItsDefaultForBadIndexesInBothModes() async {
        let table = TableView()
        let badBySection = [
            IndexPath(row: 0, section: -1), IndexPath(row: 0, section: 3), IndexPath(row: 0, section: .max),
        ]
        let badByRow = [
            IndexPath(row: -1, section: 0), IndexPath(row: 3, section: 0), IndexPath(row: .min, section: 0),
        ]
        for method in MethodCases.everyIndexPathCase {
            for (mode, paths) in [(PropagatingTableDelegate.PropagationMode.section, badBySection), (.row, badByRow)] {
                for path in paths + Self.malformedPaths {
                    let (node, _, log) = makeNode(mode: mode, stubbing: method.key, with: method.stub)
                    let answer = method.call(node, table, path)
                    XCTAssertEqual(log.entries, [], "\(method.key) \(mode) \(path): no child is called")
                    XCTAssertTrue(
                        method.isDefault(answer, path), "\(method.key) \(mode) \(path): got \(describe(answer))")
                }
            }
        }
    }

    @MainActor
    func testEverySectionMethodIsRoutedInSectionMode() async {
        let table = TableView()
        for method in MethodCases.sectionCases {
            let (node, children, log) = makeNode(mode: .section, stubbing: method.key, with: method.stub)
            let answer = method.call(node, table, 2)
            XCTAssertEqual(log.entries, ["c2.\(method.key)(2)"], method.key)
            XCTAssertTrue(children[2].lastTableView === table, method.key)
            if method.stub != nil {
                XCTAssertEqual(describe(answer), describe(method.stub), method.key)
            }
        }
    }

    @MainActor
    func testSectionMethodsAreNotRoutedInRowMode() async {
        let table = TableView()
        for method in MethodCases.sectionCases {
            let (node, _, log) = makeNode(mode: .row, stubbing: method.key, with: method.stub)
            let answer = method.call(node, table, 1)
            XCTAssertEqual(log.entries, [], "\(method.key): section-scoped calls stop at a row-mode node")
            XCTAssertEqual(describe(answer), method.defaultDescription, method.key)
        }
    }

    @MainActor
    func testEverySectionMethodGivesItsDefaultForBadSections() async {
        let table = TableView()
        for method in MethodCases.sectionCases {
            for section in [-1, 3, Int.max, Int.min] {
                let (node, _, log) = makeNode(mode: .section, stubbing: method.key, with: method.stub)
                let answer = method.call(node, table, section)
                XCTAssertEqual(log.entries, [], "\(method.key) \(section)")
                XCTAssertEqual(describe(answer), method.defaultDescription, "\(method.key) \(section)")
            }
        }
    }

    @MainActor
    func testWillSelectReturnsChildsNilUnchanged() async {
        let table = TableView()
        for key in ["willSelectRowAt", "willDeselectRowAt"] {
            let (node, children, log) = makeNode(mode: .section, stubbing: key, with: nil)
            for child in children { child.stub(key, IndexPath?.none) }
            let path = IndexPath(row: 0, section: 1)
            let answer =
                key == "willSelectRowAt"
                ? node.tableView(table, willSelectRowAt: path) : node.tableView(table, willDeselectRowAt: path)
            XCTAssertNil(answer, "\(key): the child's nil is its answer, not a reason for the default")
            XCTAssertEqual(log.entries, ["c1.\(key)(\(path))"])
        }
    }

    @MainActor
    func testOptionalAnswersOfChildrenPassUpAsNil() async {
        let table = TableView()
        let (node, _, _) = makeNode(mode: .section, stubbing: "unused", with: nil)
        XCTAssertNil(node.tableView(table, titleForHeaderInSection: 0))
        XCTAssertNil(node.tableView(table, viewForFooterInSection: 0))
        XCTAssertNil(node.tableView(table, editActionsForRowAt: IndexPath(row: 0, section: 0)))
        XCTAssertNil(node.tableView(table, titleForDeleteConfirmationButtonForRowAt: IndexPath(row: 0, section: 0)))
    }

    @MainActor
    func testDidEndEditingWithNilIndexPathIsIgnored() async {
        let (node, _, log) = makeNode(mode: .section, stubbing: "unused", with: nil)
        node.tableView(TableView(), didEndEditingRowAt: nil)
        XCTAssertEqual(log.entries, [])
    }

    @MainActor
    func testCountsInSectionModeAreChildrenAndTheMatchingChildsRows() async {
        let (node, children, log) = makeNode(mode: .section, stubbing: "unused", with: nil)
        children[0].rows(4)
        children[2].rows(9)
        let table = TableView()
        XCTAssertEqual(node.numberOfSections(in: table), 3)
        XCTAssertEqual(node.tableView(table, numberOfRowsInSection: 2), 9)
        XCTAssertEqual(node.tableView(table, numberOfRowsInSection: 0), 4)
        XCTAssertEqual(log.entries, ["c2.numberOfRowsInSection(2)", "c0.numberOfRowsInSection(0)"])
        log.removeAll()
        XCTAssertEqual(node.tableView(table, numberOfRowsInSection: 3), 0)
        XCTAssertEqual(node.tableView(table, numberOfRowsInSection: -1), 0)
        XCTAssertEqual(log.entries, [], "no child for a section out of range")
    }

    @MainActor
    func testCountsInRowModeAreNoSectionsAndOneRowPerChild() async {
        let (node, _, log) = makeNode(mode: .row, stubbing: "unused", with: nil)
        let table = TableView()
        XCTAssertEqual(node.numberOfSections(in: table), 0)
        XCTAssertEqual(node.tableView(table, numberOfRowsInSection: 0), 3)
        XCTAssertEqual(node.tableView(table, numberOfRowsInSection: 7), 3)
        XCTAssertEqual(log.entries, [], "row counts need no child")
    }

    @MainActor
    func testEmptyNodeAnswersDefaults() async {
        let node = PropagatingTableDelegate(index: 0, childDelegates: [])
        let table = TableView()
        XCTAssertEqual(node.numberOfSections(in: table), 0)
        XCTAssertEqual(node.tableView(table, numberOfRowsInSection: 0), 0)
        XCTAssertEqual(
            node.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)), TableView.automaticDimension)
        XCTAssertNil(node.sectionIndexTitles(for: table))
    }
}
