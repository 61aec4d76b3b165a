import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

// Support for the port of the original library's own specs (Quick and Nimble, in its Example's
// test target). The original used three kinds of child: one that implements only the required
// data source methods, one that implements every method, and one that implements the required
// methods and the exact heights only. Here:
//
// - `RequiredOnlyNode` adopts `CascadingTableDelegate` itself and implements only what the
//   protocol requires; every other method is the protocol's default, which records nothing.
// - `SpyNode` (CascadingTableNodesTestSupport) implements every method, records each call and answers its stubs.
// - `ExactHeightsOnlyNode` adds the three exact-height methods to the required ones.
// - `PassedObjectsNode` records the objects a call passes (cell, header or footer view, sender),
//   which `SpyNode` does not keep, so that identity can be checked as the original did.
//
// All of them record into a shared `CallLog`: "no child was called" is an empty log.

/// A node that adopts the protocol directly and implements only its requirements.
///
/// The original's parent skipped a child that did not implement a method and returned its own
/// default. Here the parent calls the child and the protocol's default answers, with the same
/// value; this node records nothing then, as the original's stub, which was not called (see "Where we differ
/// from the original's specs" in Documentation/MigratingFromUIKit.md).
@MainActor
final class RequiredOnlyNode: CascadingTableDelegate {
    var index: Int
    var childDelegates: [any CascadingTableDelegate]
    weak var parentDelegate: (any CascadingTableDelegate)?

    let name: String
    private let log: CallLog?
    /// The tables `prepare(tableView:)` was called with, in order.
    private(set) var preparedTables: [TableView] = []
    /// The table of the last recorded call.
    private(set) weak var lastTableView: TableView?
    /// What `numberOfRowsInSection` answers.
    var rowCount = 0
    /// What `cellForRowAt` answers.
    let cell = TableViewCell(reuseIdentifier: "required-only")

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        index = 0
        childDelegates = []
    }

    init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        name = "required-only"
        log = nil
        self.index = index
        self.childDelegates = childDelegates
    }

    /// Records the table only: like the original's stubs, it does not prepare children.
    func prepare(tableView: TableView) {
        preparedTables.append(tableView)
        record("prepare", "", tableView)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        record("numberOfRowsInSection", "\(section)", tableView)
        return rowCount
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        record("cellForRowAt", "\(indexPath)", tableView)
        return cell
    }

    private func record(_ key: String, _ argument: String, _ tableView: TableView) {
        lastTableView = tableView
        log?.record("\(name).\(key)(\(argument))")
    }
}

/// A node that adopts the protocol directly and gives exact heights, but no estimates.
@MainActor
final class ExactHeightsOnlyNode: CascadingTableDelegate {
    var index: Int
    var childDelegates: [any CascadingTableDelegate]
    weak var parentDelegate: (any CascadingTableDelegate)?

    let name: String
    private let log: CallLog?
    private(set) weak var lastTableView: TableView?
    /// What the three exact-height methods answer.
    var height: CGFloat = 1.1

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        index = 0
        childDelegates = []
    }

    init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        name = "exact-heights-only"
        log = nil
        self.index = index
        self.childDelegates = childDelegates
    }

    func prepare(tableView: TableView) {}

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        record("numberOfRowsInSection", "\(section)", tableView)
        return 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        record("cellForRowAt", "\(indexPath)", tableView)
        return TableViewCell()
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        record("heightForRowAt", "\(indexPath)", tableView)
        return height
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        record("heightForHeaderInSection", "\(section)", tableView)
        return height
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        record("heightForFooterInSection", "\(section)", tableView)
        return height
    }

    private func record(_ key: String, _ argument: String, _ tableView: TableView) {
        lastTableView = tableView
        log?.record("\(name).\(key)(\(argument))")
    }
}

/// A node that keeps the objects passed to the calls that carry one: the display callbacks
/// (cell, header or footer view) and the copy-and-paste actions (sender).
@MainActor
final class PassedObjectsNode: CascadingBareTableDelegate {
    struct Call {
        let key: String
        let table: TableView
        let object: AnyObject?
        /// The index path or section, and the action for the menu calls.
        let position: String
    }

    let name: String
    private let log: CallLog?
    private(set) var calls: [Call] = []
    /// What `canPerformAction` answers.
    var canPerformAnswer = false

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(index: 0, childDelegates: [])
    }

    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
        name = "passed-objects"
        log = nil
        super.init(index: index, childDelegates: childDelegates)
    }

    private func record(_ key: String, _ table: TableView, _ object: AnyObject?, _ position: String) {
        calls.append(Call(key: key, table: table, object: object, position: position))
        log?.record("\(name).\(key)(\(position))")
    }

    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        record("willDisplay", tableView, cell, "\(indexPath)")
    }

    override func tableView(
        _ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        record("willDisplayHeaderView", tableView, view, "\(section)")
    }

    override func tableView(
        _ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        record("willDisplayFooterView", tableView, view, "\(section)")
    }

    override func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    {
        record("didEndDisplaying", tableView, cell, "\(indexPath)")
    }

    override func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        record("didEndDisplayingHeaderView", tableView, view, "\(section)")
    }

    override func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView, forSection section: Int
    ) {
        record("didEndDisplayingFooterView", tableView, view, "\(section)")
    }

    override func tableView(
        _ tableView: TableView, canPerformAction action: MenuAction, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        record("canPerformAction", tableView, sender.map { $0 as AnyObject }, "\(action.rawValue) \(indexPath)")
        return canPerformAnswer
    }

    override func tableView(
        _ tableView: TableView, performAction action: MenuAction, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        record("performAction", tableView, sender.map { $0 as AnyObject }, "\(action.rawValue) \(indexPath)")
    }
}

/// The original specs' tree: a propagating node whose first child implements only the required
/// methods ("bare", at 0) and whose second child implements the method under test ("complete",
/// at 1), both recording into `log`.
@MainActor
final class OriginalSpecTree<Complete: CascadingTableDelegate> {
    static var bareIndex: Int { 0 }
    static var completeIndex: Int { 1 }

    let log: CallLog
    let table = TableView()
    let bare: RequiredOnlyNode
    let complete: Complete
    let node: PropagatingTableDelegate

    init(mode: PropagatingTableDelegate.PropagationMode, log: CallLog, complete: Complete) {
        self.log = log
        bare = RequiredOnlyNode("bare", log: log)
        self.complete = complete
        node = PropagatingTableDelegate(index: 0, childDelegates: [bare, complete], propagationMode: mode)
    }

    var mode: PropagatingTableDelegate.PropagationMode { node.propagationMode }

    /// The index path that reaches the child at `position` in the node's mode.
    func path(toChild position: Int) -> IndexPath {
        mode == .row ? IndexPath(row: position, section: 0) : IndexPath(row: 0, section: position)
    }

    var barePath: IndexPath { path(toChild: Self.bareIndex) }
    var completePath: IndexPath { path(toChild: Self.completeIndex) }
    /// An index path past the last child in the node's mode (the original used 99 or 999).
    var invalidPath: IndexPath { path(toChild: 999) }
}

extension OriginalSpecTree where Complete == SpyNode {
    /// The tree with a `SpyNode` named "complete" as the complete child.
    convenience init(mode: PropagatingTableDelegate.PropagationMode) {
        let log = CallLog()
        self.init(mode: mode, log: log, complete: SpyNode("complete", log: log))
    }
}

extension OriginalSpecTree where Complete == PassedObjectsNode {
    /// The tree with a `PassedObjectsNode` named "complete" as the complete child.
    convenience init(passingObjectsIn mode: PropagatingTableDelegate.PropagationMode) {
        let log = CallLog()
        self.init(mode: mode, log: log, complete: PassedObjectsNode("complete", log: log))
    }
}

/// The three contexts every original spec of an index-path method states, in one mode: an
/// index past the children gives `defaultValue` and calls no child; the child that does not
/// implement the method gives `defaultValue` and records nothing; the child that implements it
/// is called once, with the same table and index path, and its answer (`stub`) is returned.
@MainActor
func assertOriginalIndexPathSpec<T: Equatable>(
    _ key: String, mode: PropagatingTableDelegate.PropagationMode, stub: T, defaultValue: T,
    file: StaticString = #filePath, line: UInt = #line,
    _ call: (PropagatingTableDelegate, TableView, IndexPath) -> T
) {
    assertOriginalIndexPathSpec(
        key, mode: mode, stubbing: stub, answers: stub, defaultValue: { _ in defaultValue },
        file: file, line: line, call: call)
}

/// As above, for a stub of a different type than the compared answer (row actions, compared
/// by their titles).
@MainActor
func assertOriginalIndexPathSpec<T: Equatable>(
    _ key: String, mode: PropagatingTableDelegate.PropagationMode, stubbing stub: Any, answers expected: T,
    defaultValue: T,
    file: StaticString = #filePath, line: UInt = #line,
    _ call: (PropagatingTableDelegate, TableView, IndexPath) -> T
) {
    assertOriginalIndexPathSpec(
        key, mode: mode, stubbing: stub, answers: expected, defaultValue: { _ in defaultValue }, file: file,
        line: line, call: call)
}

/// As above, for the selection methods, whose default is the index path they are given.
@MainActor
func assertOriginalSelectionSpec(
    _ key: String, mode: PropagatingTableDelegate.PropagationMode, stub: IndexPath,
    file: StaticString = #filePath, line: UInt = #line,
    _ call: (PropagatingTableDelegate, TableView, IndexPath) -> IndexPath?
) {
    assertOriginalIndexPathSpec(
        key, mode: mode, stubbing: stub, answers: IndexPath?(stub), defaultValue: { $0 }, file: file, line: line,
        call: call)
}

@MainActor
private func assertOriginalIndexPathSpec<T: Equatable>(
    _ key: String, mode: PropagatingTableDelegate.PropagationMode, stubbing stub: Any, answers expected: T,
    defaultValue: (IndexPath) -> T, file: StaticString, line: UInt,
    call: (PropagatingTableDelegate, TableView, IndexPath) -> T
) {
    let invalid = OriginalSpecTree(mode: mode)
    invalid.complete.stub(key, stub)
    XCTAssertEqual(
        call(invalid.node, invalid.table, invalid.invalidPath), defaultValue(invalid.invalidPath),
        "\(key) \(mode), invalid index: the default", file: file, line: line)
    XCTAssertEqual(invalid.log.entries, [], "\(key) \(mode), invalid index: no child is called", file: file, line: line)

    let bare = OriginalSpecTree(mode: mode)
    bare.complete.stub(key, stub)
    XCTAssertEqual(
        call(bare.node, bare.table, bare.barePath), defaultValue(bare.barePath),
        "\(key) \(mode), child without the method: the default", file: file, line: line)
    XCTAssertEqual(
        bare.log.entries, [], "\(key) \(mode), child without the method: nothing recorded", file: file, line: line)

    let complete = OriginalSpecTree(mode: mode)
    complete.complete.stub(key, stub)
    XCTAssertEqual(
        call(complete.node, complete.table, complete.completePath), expected,
        "\(key) \(mode): the child's answer", file: file, line: line)
    XCTAssertEqual(
        complete.log.entries, ["complete.\(key)(\(complete.completePath))"],
        "\(key) \(mode): the child is called once with the same index path", file: file, line: line)
    XCTAssertTrue(
        complete.complete.lastTableView === complete.table, "\(key) \(mode): the same table", file: file, line: line)
}

/// The same three contexts for an index-path method that returns nothing. The spy records the
/// index path after `argumentPrefix` (the other arguments), as an optional when `pathIsOptional`.
@MainActor
func assertOriginalIndexPathNotificationSpec(
    _ key: String, mode: PropagatingTableDelegate.PropagationMode, argumentPrefix: String = "",
    pathIsOptional: Bool = false, file: StaticString = #filePath, line: UInt = #line,
    _ call: (PropagatingTableDelegate, TableView, IndexPath) -> Void
) {
    for context in ["invalid index", "child without the method"] {
        let tree = OriginalSpecTree(mode: mode)
        call(tree.node, tree.table, context == "invalid index" ? tree.invalidPath : tree.barePath)
        XCTAssertEqual(tree.log.entries, [], "\(key) \(mode), \(context): no child is called", file: file, line: line)
    }

    let tree = OriginalSpecTree(mode: mode)
    call(tree.node, tree.table, tree.completePath)
    let path = pathIsOptional ? "Optional(\(tree.completePath))" : "\(tree.completePath)"
    let recorded = argumentPrefix + path
    XCTAssertEqual(
        tree.log.entries, ["complete.\(key)(\(recorded))"],
        "\(key) \(mode): the child is called once with the same arguments", file: file, line: line)
    XCTAssertTrue(tree.complete.lastTableView === tree.table, "\(key) \(mode): the same table", file: file, line: line)
}

/// The contexts of the original specs of a section-scoped method: in `.row` mode no child is
/// called and the default comes back; in `.section` mode an invalid section and a child without
/// the method give the default and call no child, and the child that implements it is called
/// once with the same table and section, its answer returned.
@MainActor
func assertOriginalSectionSpec<T: Equatable>(
    _ key: String, stub: T, defaultValue: T,
    file: StaticString = #filePath, line: UInt = #line,
    _ call: (PropagatingTableDelegate, TableView, Int) -> T
) {
    assertOriginalSectionSpec(
        key, stubbing: stub, answers: stub, defaultValue: defaultValue, file: file, line: line, call)
}

/// As above, for a stub of a different type than the compared answer (a view, compared by
/// identity).
@MainActor
func assertOriginalSectionSpec<T: Equatable>(
    _ key: String, stubbing stub: Any, answers expected: T, defaultValue: T,
    file: StaticString = #filePath, line: UInt = #line,
    _ call: (PropagatingTableDelegate, TableView, Int) -> T
) {
    let rowMode = OriginalSpecTree(mode: .row)
    rowMode.complete.stub(key, stub)
    XCTAssertEqual(
        call(rowMode.node, rowMode.table, 0), defaultValue, "\(key) .row: the default", file: file, line: line)
    XCTAssertEqual(rowMode.log.entries, [], "\(key) .row: no child is called", file: file, line: line)

    for (context, section) in [("invalid section", 999), ("child without the method", 0)] {
        let tree = OriginalSpecTree(mode: .section)
        tree.complete.stub(key, stub)
        XCTAssertEqual(
            call(tree.node, tree.table, section), defaultValue, "\(key) .section, \(context): the default",
            file: file, line: line)
        XCTAssertEqual(tree.log.entries, [], "\(key) .section, \(context): no child is called", file: file, line: line)
    }

    let tree = OriginalSpecTree(mode: .section)
    tree.complete.stub(key, stub)
    let section = OriginalSpecTree<SpyNode>.completeIndex
    XCTAssertEqual(
        call(tree.node, tree.table, section), expected, "\(key) .section: the child's answer", file: file, line: line)
    XCTAssertEqual(
        tree.log.entries, ["complete.\(key)(\(section))"],
        "\(key) .section: the child is called once with the same section", file: file, line: line)
    XCTAssertTrue(tree.complete.lastTableView === tree.table, "\(key) .section: the same table", file: file, line: line)
}
