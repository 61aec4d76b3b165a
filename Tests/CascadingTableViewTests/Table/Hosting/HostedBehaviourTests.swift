import CascadingTableView
import CascadingTableViewTestSupport
import Foundation
import XCTest

/// Every row of `Documentation/HostedBehaviour.md`'s "Forwarded to UIKit" table: the member, called
/// by the tree on a hosted shadow, reaches the host once, and the host's own events never come
/// back to it; and the rows of "Answered from UIKit's state" that the shadow takes from its host.
final class HostedBehaviourTests: XCTestCase {
    /// What a host heard from its shadow.
    private enum Heard: Equatable {
        case reloadData
        case batch(String)
        case command(HostCommand)
    }

    /// A host that records what the shadow tells it.
    @MainActor
    private final class RecordingHost: TableViewHost {
        var events: [Heard] = []

        func shadowTableDidReloadData(_ tableView: TableView) {
            events.append(.reloadData)
        }

        func shadowTable(_ tableView: TableView, didAccept update: BatchUpdate) {
            guard !update.replaysNothing else { return }
            var parts: [String] = []
            if !update.replayedInsertedRows.isEmpty { parts.append("insert \(update.replayedInsertedRows[0].rows)") }
            if !update.replayedDeletedRows.isEmpty { parts.append("delete \(update.replayedDeletedRows[0].rows)") }
            if !update.replayedReloadedRows.isEmpty { parts.append("reload \(update.replayedReloadedRows[0].rows)") }
            if !update.replayedMovedRows.isEmpty { parts.append("move \(update.replayedMovedRows.map(\.from))") }
            if !update.replayedReconfiguredRows.isEmpty {
                parts.append("reconfigure \(update.replayedReconfiguredRows)")
            }
            if !update.replayedInsertedSections.isEmpty { parts.append("insertSections") }
            if !update.replayedDeletedSections.isEmpty { parts.append("deleteSections") }
            if !update.replayedReloadedSections.isEmpty { parts.append("reloadSections") }
            if !update.replayedMovedSections.isEmpty { parts.append("moveSection") }
            events.append(.batch(parts.joined(separator: ", ")))
        }

        func shadowTable(_ tableView: TableView, didRequest command: HostCommand) {
            events.append(.command(command))
        }
    }

    /// A hosted shadow of two sections of three rows, with its host.
    @MainActor
    private func makeShadow() -> (TableView, RecordingHost, ArrayDataSource) {
        let source = ArrayDataSource([["a", "b", "c"], ["d", "e", "f"]])
        let table = source.makeTable()
        let host = RecordingHost()
        table.beginHosting(by: host)
        host.events.removeAll()
        return (table, host, source)
    }

    /// What each forwarded member does to a fresh shadow, by the first name in its row.
    @MainActor
    private var forwardedCalls: [String: (TableView, ArrayDataSource) -> Void] {
        let a = IndexPath(row: 0, section: 0)
        let b = IndexPath(row: 1, section: 0)
        return [
            "selectRow(at:animated:scrollPosition:)": { table, _ in
                table.selectRow(at: b, animated: true, scrollPosition: .middle)
            },
            "deselectRow(at:animated:)": { table, _ in table.deselectRow(at: a, animated: false) },
            "scrollToRow(at:at:animated:)": { table, _ in table.scrollToRow(at: b, at: .top, animated: true) },
            "contentOffset": { table, _ in table.contentOffset = CGPoint(x: 0, y: 12.5) },
            "setEditing(_:animated:)": { table, _ in table.setEditing(true, animated: true) },
            "isEditing": { table, _ in table.isEditing = true },
            "allowsSelection": { table, _ in table.allowsSelection = false },
            "allowsMultipleSelection": { table, _ in table.allowsMultipleSelection = true },
            "allowsSelectionDuringEditing": { table, _ in table.allowsSelectionDuringEditing = true },
            "allowsMultipleSelectionDuringEditing": { table, _ in table.allowsMultipleSelectionDuringEditing = true },
            "selectionFollowsFocus": { table, _ in table.selectionFollowsFocus = true },
            "reloadData()": { table, _ in table.reloadData() },
            "performBatchUpdates(_:completion:)": { table, source in
                table.performBatchUpdates {
                    source.sections[0].append("x")
                    table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
                }
            },
            "insertRows": { table, source in
                source.sections[1].insert("y", at: 0)
                table.insertRows(at: [IndexPath(row: 0, section: 1)], with: .left)
            },
            "reconfigureRows(at:)": { table, _ in table.reconfigureRows(at: [b]) },
            "applyDifference": { table, source in
                source.sections[0].removeFirst()
                try? table.performCheckedBatchUpdates {
                    table.deleteRows(at: [a], with: .automatic)
                }
            },
        ]
    }

    /// What the host must have heard, by the first name in the row.
    private let expected: [String: Heard] = [
        "selectRow(at:animated:scrollPosition:)": .command(
            .selectRow(IndexPath(row: 1, section: 0), animated: true, scrollPosition: .middle)),
        "deselectRow(at:animated:)": .command(.deselectRow(IndexPath(row: 0, section: 0), animated: false)),
        "scrollToRow(at:at:animated:)": .command(
            .scrollToRow(IndexPath(row: 1, section: 0), position: .top, animated: true)),
        "contentOffset": .command(.setContentOffset(CGPoint(x: 0, y: 12.5))),
        "setEditing(_:animated:)": .command(.setEditing(true, animated: true)),
        "isEditing": .command(.setEditing(true, animated: false)),
        "allowsSelection": .command(.setAllowsSelection(false)),
        "allowsMultipleSelection": .command(.setAllowsMultipleSelection(true)),
        "allowsSelectionDuringEditing": .command(.setAllowsSelectionDuringEditing(true)),
        "allowsMultipleSelectionDuringEditing": .command(.setAllowsMultipleSelectionDuringEditing(true)),
        "selectionFollowsFocus": .command(.setSelectionFollowsFocus(true)),
        "reloadData()": .reloadData,
        "performBatchUpdates(_:completion:)": .batch("insert [[0, 3]]"),
        "insertRows": .batch("insert [[1, 0]]"),
        "reconfigureRows(at:)": .batch("reconfigure [[0, 1]]"),
        "applyDifference": .batch("delete [[0, 0]]"),
    ]

    /// The first backticked name of each row of the page's table under `heading`.
    private func documentedMembers(under heading: String) throws -> [String] {
        let page = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Documentation/HostedBehaviour.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let section = try XCTUnwrap(text.components(separatedBy: "## ").first { $0.hasPrefix(heading) })
        return section.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { row in
            row.split(separator: "`").dropFirst().first.map(String.init)
        }
    }

    @MainActor
    func testEveryForwardedMemberReachesTheHostOnce() async throws {
        let members = try documentedMembers(under: "Forwarded to UIKit")
        XCTAssertEqual(members.count, 16, "the page's table has a row per forwarded member")
        for member in members {
            let (table, host, source) = makeShadow()
            let call = try XCTUnwrap(forwardedCalls[member], "no test for the page's row \(member)")
            call(table, source)
            XCTAssertEqual(host.events, [expected[member]!], member)
            withExtendedLifetime(source) {}
        }
    }

    @MainActor
    func testWhatTheHostToldTheShadowIsNotPassedBack() async {
        let (table, host, source) = makeShadow()
        table.hostDidSelectRow(at: IndexPath(row: 1, section: 0))
        table.hostDidDeselectRow(at: IndexPath(row: 1, section: 0))
        table.hostDidScroll(to: CGPoint(x: 0, y: 30))
        table.hostDidSetEditing(true)
        table.hostDidSettle(
            selectedRows: [IndexPath(row: 2, section: 1)], contentOffset: CGPoint(x: 0, y: 7), isEditing: false)
        XCTAssertEqual(host.events, [], "the host's own events are not commands to it")
        withExtendedLifetime((host, source)) {}
    }

    @MainActor
    func testARowThatDoesNotExistReachesNeitherTable() async {
        let (table, host, source) = makeShadow()
        table.selectRow(at: IndexPath(row: 9, section: 0), animated: false, scrollPosition: .none)
        table.scrollToRow(at: IndexPath(row: 0, section: 7), at: .top, animated: false)
        XCTAssertEqual(host.events, [])
        XCTAssertNil(table.indexPathsForSelectedRows)
        XCTAssertEqual(table.diagnostics.reports.count, 1, "the selection of a missing row is reported")
        withExtendedLifetime((host, source)) {}
    }

    @MainActor
    func testTheShadowAnswersFromTheHostsState() async throws {
        let members = try documentedMembers(under: "Answered from UIKit's state")
        XCTAssertTrue(members.contains("indexPathForSelectedRow"))
        XCTAssertTrue(members.contains("contentOffset"))
        XCTAssertTrue(members.contains("isEditing"))
        let (table, host, source) = makeShadow()
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        // UIKit's reload of the selected row dropped its selection and it kept its offset: the
        // shadow takes both.
        table.hostDidSettle(
            selectedRows: [IndexPath(row: 1, section: 1)], contentOffset: CGPoint(x: 0, y: 40.5), isEditing: true)
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 1, section: 1)])
        XCTAssertEqual(table.contentOffset.y, 40.5)
        XCTAssertEqual(table.bounds.minY, 40.5)
        XCTAssertTrue(table.isEditing)
        // A row the host names that the shadow does not have is not selected.
        table.hostDidSettle(
            selectedRows: [IndexPath(row: 8, section: 0)], contentOffset: CGPoint(x: 0, y: CGFloat.nan),
            isEditing: false)
        XCTAssertNil(table.indexPathsForSelectedRows)
        XCTAssertEqual(table.contentOffset.y, 40.5, "a NaN offset is ignored")
        XCTAssertFalse(table.isEditing)
        withExtendedLifetime((host, source)) {}
    }

    @MainActor
    func testASelfSizingRowTakesTheHeightTheHostLaidItOutAt() async {
        let (table, host, source) = makeShadow()
        table.rowHeight = TableView.automaticDimension
        table.reloadData()
        let row = IndexPath(row: 1, section: 0)
        // The host shows the row below: its cell must follow when the row above grows.
        let belowPath = IndexPath(row: 2, section: 0)
        let belowCell = table.hostedCell(forRowAt: belowPath)
        table.hostWillDisplay(belowCell, forRowAt: belowPath)
        let below = table.rectForRow(at: IndexPath(row: 2, section: 0)).minY
        let before = table.rectForRow(at: row).height
        table.hostDidLayOutRow(at: row, height: before + 33.25)
        XCTAssertEqual(table.rectForRow(at: row).height, before + 33.25)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY, below + 33.25, accuracy: 1e-9)
        XCTAssertEqual(belowCell.frame, table.rectForRow(at: belowPath), "the cell below moved with its row")
        // Rows that do not exist, and heights that are not heights, change nothing.
        table.hostDidLayOutRow(at: IndexPath(row: 5, section: 3), height: 10)
        table.hostDidLayOutRow(at: row, height: -1)
        table.hostDidLayOutRow(at: row, height: .infinity)
        XCTAssertEqual(table.rectForRow(at: row).height, before + 33.25)
        XCTAssertEqual(table.invariantViolations(), [])
        withExtendedLifetime((host, source)) {}
    }
}
