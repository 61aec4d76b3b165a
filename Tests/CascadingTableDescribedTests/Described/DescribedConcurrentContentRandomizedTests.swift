import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableNodesTestSupport
import CascadingTableView
import CascadingTestSupport
import XCTest

/// Content set from concurrent tasks while the user scrolls and taps: each task builds its
/// content off the main actor, waits a random while (so requests arrive out of the order they
/// were made), and calls ``DescribedTableDelegate/setContent(_:)``; some are cancelled before
/// they call it, some while they wait for it, and now and then the synchronous `content` setter
/// cuts in. The driver, on the main actor, scrolls, taps and starts or cancels tasks in between.
///
/// "Set" is what the API documents: a call of `setContent(_:)` or of the `content` setter, in the
/// order the calls run on the main actor (a task cancelled before its call sets nothing; a call
/// is not undone by cancelling its task). After every step of the driver:
/// - the table shows one content whole: every row of the node carries the version of one content,
///   the table's counts and visible cells are that content's, and every cache checks out;
/// - that content is one that was set, never older than one shown before (in the order set);
/// - a tap reaches the row shown at the tapped path, of the content shown.
/// At the end, every call has returned, the last content set is shown, and no content was applied
/// twice (each batch the table took showed a newer content than the one before).
///
/// The seed fixes the driver's choices; the tasks' timing is the machine's, so a failure names the
/// step and the versions rather than replaying exactly.
final class DescribedConcurrentContentRandomizedTests: XCTestCase {
    @MainActor
    func testContentSetFromConcurrentCancelledTasksShowsTheLastSetWholeWhileTheUserScrollsAndTaps() async {
        let steps = TestScale.steps(10_000)
        let run = ConcurrentContentRun(seed: 0xC0C0_A5E7)
        await run.run(steps: steps)
        print(
            "Concurrent content: \(steps) steps, \(run.log.started) tasks (\(run.log.cancelledBeforeSet) cancelled "
                + "before setting, \(run.log.cancelledAfterSet) while waiting), \(run.log.order.count) contents set "
                + "(\(run.log.outOfOrder) after a content made later), "
                + "\(run.log.applied.count) applied, \(run.taps) taps")
        // The cases the checks are about did come up.
        XCTAssertGreaterThan(run.log.cancelledBeforeSet, steps / 200, "tasks cancelled before they set")
        XCTAssertGreaterThan(run.log.cancelledAfterSet, steps / 200, "tasks cancelled while they waited")
        XCTAssertGreaterThan(run.log.outOfOrder, steps / 200, "contents set in another order than made")
        XCTAssertLessThan(run.log.applied.count, run.log.order.count, "some contents superseded before applied")
        XCTAssertGreaterThan(run.taps, steps / 20, "taps on rows")
    }
}

/// What the run saw, on the main actor: the versions set in order, the ones applied, the taps.
@MainActor
private final class ContentLog {
    /// The versions set, in the order their calls ran on the main actor.
    var order: [Int] = []
    /// Each version's place in ``order``.
    var position: [Int: Int] = [:]
    /// The row identifiers of each version set, by section.
    var layouts: [Int: [(section: String, rows: [String])]] = [:]
    /// The version shown after each update the table took (a batch or a reload).
    var applied: [Int] = []
    /// The `setContent(_:)` calls made and not yet returned.
    var waiting = 0
    var started = 0
    var cancelledBeforeSet = 0
    var cancelledAfterSet = 0
    /// Versions set after a version made later.
    var outOfOrder = 0
    /// Problems seen where no test method is on the stack to fail (in a row's closure).
    var problems: [String] = []

    func set(_ version: Int, _ layout: [(section: String, rows: [String])]) {
        if let last = order.last, last > version { outOfOrder += 1 }
        position[version] = order.count
        order.append(version)
        layouts[version] = layout
    }
}

/// A table that notes the version of the content shown after each update it takes.
private final class ApplyRecordingTableView: TableView {
    var afterUpdate: (() -> Void)?
    /// The batches and reloads taken since ``afterUpdate`` was set.
    private(set) var updates = 0

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        super.performBatchUpdates(updates, completion: completion)
        noteUpdate()
    }

    override func reloadData() {
        super.reloadData()
        noteUpdate()
    }

    private func noteUpdate() {
        guard let afterUpdate else { return }
        updates += 1
        afterUpdate()
    }
}

/// One run: a described node between two hand-written sections, a driver and its tasks.
@MainActor
private final class ConcurrentContentRun {
    let log = ContentLog()
    private var random: SeededGenerator
    private let node = DescribedTableDelegate()
    private let table = ApplyRecordingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    private let root: CascadingRootTableDelegate
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextVersion = 1
    /// The place, in the order set, of the content the last check found shown.
    private var lastShownPlace = 0
    private(set) var taps = 0
    private var step = 0

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        table.diagnostics.mode = .silent
        let fixed = {
            CascadingSectionTableDelegate(
                index: 0,
                childDelegates: [FixedRow(index: 0, childDelegates: []), FixedRow(index: 1, childDelegates: [])])
        }
        root = CascadingRootTableDelegate(index: 0, childDelegates: [fixed(), node, fixed()], tableView: table)
        let (content, layout) = Self.content(version: 0, seed: seed, log: log)
        log.set(0, layout)
        node.content = content
        table.layoutIfNeeded()
        table.afterUpdate = { [unowned self] in
            // Every update the table takes (only content sets make them here); a content that is
            // not whole is reported by check().
            if let version = shownVersion() { log.applied.append(version) }
        }
    }

    /// Content for `version`: 1 to 4 of six sections, rows drawn from a pool of 40 in any order,
    /// every row's view model carrying the version (so every row changes from one to the next).
    /// Built wherever the caller runs; every tap on its rows is checked against the content shown.
    nonisolated static func content(
        version: Int, seed: UInt64, log: ContentLog
    ) -> (DescribedContent, [(section: String, rows: [String])]) {
        var random = SeededGenerator(seed: seed &+ UInt64(version) &* 0x9E37_79B9)
        let sectionIDs = ["a", "b", "c", "d", "e", "f"].shuffled(using: &random)
            .prefix(Int.random(in: 1...4, using: &random))
        let rowIDs = (0..<40).map { "r\($0)" }.shuffled(using: &random).prefix(Int.random(in: 1...30, using: &random))
        var layout = sectionIDs.map { (section: $0, rows: [String]()) }
        for id in rowIDs {
            layout[Int.random(in: 0..<layout.count, using: &random)].rows.append(id)
        }
        let sections = layout.map { section in
            SectionDescription(
                id: section.section,
                rows: section.rows.map { id in
                    mixedItemRow(id, version: version, pass: version, mix: .readableViewModels).reloadsOnChange(
                        id.hasSuffix("7")
                    ).onSelect {
                        context in
                        let shown = (context.node as? DescribedTableDelegate)?.row(withID: id).flatMap(shownItem(of:))
                        if shown?.version != version {
                            log.problems.append(
                                "a tap reached \(id) of version \(version); shown: \(String(describing: shown))")
                        }
                    }
                })
        }
        return (DescribedContent(sections: sections), layout)
    }

    /// The version every row of the node carries; nil when they differ (a mix) or it has no rows.
    func shownVersion() -> Int? {
        let versions = Set(node.content.sections.flatMap(\.rows).map { shownItem(of: $0)?.version })
        guard versions.count == 1, let version = versions.first else { return nil }
        return version
    }

    /// Runs `steps` steps of the driver, then lets every task end; fails the test at the first
    /// problem.
    func run(steps: Int) async {
        guard check() else { return }
        for step in 0..<steps {
            self.step = step
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<30 where tasks.count < 8:
                startTask()
            case 30..<42 where !tasks.isEmpty:
                let version = tasks.keys.sorted()[Int.random(in: 0..<tasks.count, using: &random)]
                tasks[version]?.cancel()
            case 42..<46:
                let version = nextVersion
                nextVersion += 1
                let (content, layout) = Self.content(version: version, seed: 0x5EED, log: log)
                log.set(version, layout)
                node.content = content
            case 46..<66:
                table.contentOffset.y = CGFloat.random(in: 0...max(0, table.contentSize.height - 200), using: &random)
            case 66..<80:
                if let paths = table.indexPathsForVisibleRows?.filter({ $0.section == 1 }), !paths.isEmpty {
                    table.tapRow(at: paths[Int.random(in: 0..<paths.count, using: &random)])
                    taps += 1
                }
            default:
                // Time for the tasks: a few turns of the main actor, or a short sleep.
                if Bool.random(using: &random) {
                    try? await Task.sleep(nanoseconds: UInt64.random(in: 10_000...200_000, using: &random))
                }
            }
            await Task.yield()
            guard check() else { return }
        }
        while let (_, task) = tasks.first {
            await task.value
            guard check() else { return }
        }
        XCTAssertEqual(log.waiting, 0, "every call of setContent(_:) returned")
        XCTAssertEqual(shownVersion(), log.order.last, "the last content set is shown")
        let places = log.applied.compactMap { log.position[$0] }
        XCTAssertEqual(places.count, log.applied.count, "only contents set were applied")
        XCTAssertEqual(places, places.sorted(), "never an older content after a newer one")
        XCTAssertEqual(Set(places).count, places.count, "no content applied twice")
        XCTAssertEqual(log.applied.count, table.updates, "every update the table took showed one whole content")
        XCTAssertEqual(log.problems, [])
        XCTAssertEqual(unexpectedReports(table), [])
    }

    /// Starts a task that builds the next version off the main actor, waits a random while, and
    /// sets it, unless it was cancelled before.
    private func startTask() {
        let version = nextVersion
        nextVersion += 1
        let delay = Int.random(in: 0..<6, using: &random)
        let sleeps = Bool.random(using: &random)
        log.started += 1
        let (log, node) = (log, node)
        tasks[version] = Task.detached {
            let (content, layout) = Self.content(version: version, seed: 0x5EED, log: log)
            for _ in 0..<delay {
                if sleeps { try? await Task.sleep(nanoseconds: 20_000) } else { await Task.yield() }
            }
            await Self.set(version, content, layout, node: node, log: log)
            await self.ended(version)
        }
    }

    private func ended(_ version: Int) {
        tasks[version] = nil
    }

    /// Sets `content` unless the task was cancelled; notes a cancellation that came while waiting.
    private static func set(
        _ version: Int, _ content: DescribedContent, _ layout: [(section: String, rows: [String])],
        node: DescribedTableDelegate, log: ContentLog
    ) async {
        if Task.isCancelled {
            log.cancelledBeforeSet += 1
            return
        }
        // Noted and called in one turn of the main actor: no other set can come between.
        log.set(version, layout)
        log.waiting += 1
        await node.setContent(content)
        log.waiting -= 1
        if Task.isCancelled { log.cancelledAfterSet += 1 }
    }

    /// Checks that the table shows one content set, whole, not older than the last one shown.
    private func check() -> Bool {
        guard let version = shownVersion(), let layout = log.layouts[version] else {
            XCTFail("step \(step): the node holds no single content set: \(node.content.sections.map(\.rows.count))")
            return false
        }
        let shownLayout = node.content.sections.map { section in
            (section: "\(section.id)", rows: section.rows.map { "\($0.id)" })
        }
        guard shownLayout.map(\.section) == layout.map(\.section), shownLayout.map(\.rows) == layout.map(\.rows) else {
            XCTFail("step \(step): version \(version) is shown as \(shownLayout), set as \(layout)")
            return false
        }
        var failures: [String] = []
        if table.numberOfSections != layout.count + 2 { failures.append("\(table.numberOfSections) sections") }
        for (index, section) in layout.enumerated() where table.numberOfRows(inSection: index + 1) != section.rows.count
        {
            failures.append("section \(index + 1): \(table.numberOfRows(inSection: index + 1)) rows")
        }
        for path in table.indexPathsForVisibleRows ?? [] where (1...layout.count).contains(path.section) {
            let item = (table.cellForRow(at: path) as? ItemCell)?.item
            let expected = Item(title: layout[path.section - 1].rows[path.row], version: version)
            if item != expected { failures.append("\(path) shows \(String(describing: item)), not \(expected)") }
        }
        let place = log.position[version] ?? -1
        if place < lastShownPlace {
            failures.append("version \(version) shown after version \(log.order[lastShownPlace]), set later")
        }
        lastShownPlace = place
        failures += table.invariantViolations() + invariantViolations(ofTreeUnder: root) + log.problems
        failures += unexpectedReports(table)
        guard failures.isEmpty else {
            XCTFail("step \(step), version \(version): " + failures.prefix(5).joined(separator: "; "))
            return false
        }
        return true
    }
}
