import CascadingTableDelegate
import CascadingTableTesting
import CascadingTestSupport
import Foundation
import PlantedDefectScreens
import Testing

/// `exploreTable` under Swift Testing: a planted defect is one issue at the call's line, with the
/// minimal sequence; the printed statements, pasted, fail the same way; sound screens pass.
@Suite("Exploring screens under Swift Testing")
@MainActor
struct ExplorationTests {
    /// The defaults with the default seed given, so that a `TABLE_EXPLORATION_SEED` set for the run
    /// does not change the sessions these tests expect.
    private static var pinned: ExplorationOptions {
        var options = ExplorationOptions()
        options.seed = ExplorationOptions.defaultSeed
        return options
    }

    /// Throws the screen's mismatches with its model, if any.
    private static func compare(_ mismatches: [String]) throws {
        if !mismatches.isEmpty { throw ExplorationCheckFailure(mismatches.joined(separator: "; ")) }
    }

    /// Whether an issue is the exploration's failure at `line`, printing `statements`.
    private nonisolated static func isFailure(_ issue: Issue, at line: Int, printing statements: [String]) -> Bool {
        let message = issue.comments.map(\.rawValue).joined()
        return issue.sourceLocation?.line == line && message.hasPrefix("Exploration failed after action")
            && message.contains("Paste into a test to reproduce")
            && message.contains("\n" + statements.map { "    " + $0 }.joined(separator: "\n") + "\nThe table before")
    }

    @Test("A delete that forgets the model is one issue at the call, shrunk to three actions")
    func forgottenModelUpdate() {
        let line = #line + 2
        withKnownIssue {
            exploreTable({ ChoreList(forgetsTheModelOnDelete: true) }, table: \.table, options: Self.pinned)
        } matching: { issue in
            Self.isFailure(
                issue, at: line,
                printing: [
                    "table.setEditing(true, animated: false)",
                    "table.tapEditingControl(at: IndexPath(row: 0, section: 0))",
                    "table.tapDeleteConfirmation(at: IndexPath(row: 0, section: 0))",
                ]) && issue.comments.map(\.rawValue).joined().contains("Table diagnostic: Invalid update")
        }
    }

    @Test("The printed statements of the forgotten model update reproduce it", .strictTableDiagnostics)
    func forgottenModelUpdateReplayed() {
        let screen = ChoreList(forgetsTheModelOnDelete: true)
        let table = screen.table
        table.diagnostics.mode = .silent
        table.layoutIfNeeded()
        withKnownIssue {
            // Pasted from the failure above.
            table.setEditing(true, animated: false)
            table.tapEditingControl(at: IndexPath(row: 0, section: 0))
            table.tapDeleteConfirmation(at: IndexPath(row: 0, section: 0))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("Table diagnostic in strict mode: Invalid update")
        }
    }

    @Test("A range node that inserts without telling the table fails the tree's checks after one tap")
    func silentInsert() {
        let line = #line + 2
        withKnownIssue {
            exploreTable(
                { ShoppingBasket(tellsTheTable: false) }, table: \.table, options: Self.pinned,
                check: { try Self.compare($0.mismatches()) })
        } matching: { issue in
            Self.isFailure(issue, at: line, printing: ["table.tapRow(at: IndexPath(row: 0, section: 0))"])
                && issue.comments.map(\.rawValue).joined().contains(
                    "child 1 (BasketItems) has 0 rows or sections in the table and answers 1")
        }
        let screen = ShoppingBasket(tellsTheTable: false)
        let table = screen.table
        // Pasted from the failure.
        table.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(screen.mismatches() == ["section 0 shows 1 rows; the model has 2"])
    }

    @Test("A swipe action that archives the wrong message fails the check after one full swipe")
    func wrongArchive() {
        let line = #line + 2
        withKnownIssue {
            exploreTable(
                { Mailbox(archivesTheWrongMessage: true) }, table: \.table, options: Self.pinned,
                check: { try Self.compare($0.mismatches()) })
        } matching: { issue in
            Self.isFailure(
                issue, at: line, printing: ["table.fullSwipeRow(at: IndexPath(row: 0, section: 0), edge: .trailing)"])
        }
        let screen = Mailbox(archivesTheWrongMessage: true)
        let table = screen.table
        table.layoutIfNeeded()
        // Pasted from the failure.
        table.fullSwipeRow(at: IndexPath(row: 0, section: 0), edge: .trailing)
        #expect(screen.mismatches().first == "row 0 shows Message 2; the model has Message 1")
    }

    @Test(
        "The same screens without their defects pass 10,000 actions each (times the test scale)", arguments: [0, 1, 2])
    func soundScreens(screen: Int) {
        var options = ExplorationOptions()
        // Sessions of the default 200 actions.
        options.sessions = TestScale.steps(50)
        options.seed = 99
        switch screen {
        case 0:
            exploreTable(
                { ChoreList(forgetsTheModelOnDelete: false) }, table: \.table, options: options,
                check: { try Self.compare($0.mismatches()) })
        case 1:
            exploreTable(
                { ShoppingBasket(tellsTheTable: true) }, table: \.table, options: options,
                check: { try Self.compare($0.mismatches()) })
        default:
            exploreTable(
                { Mailbox(archivesTheWrongMessage: false) }, table: \.table, options: options,
                check: { try Self.compare($0.mismatches()) })
        }
    }

    @Test("The user's own action interleaves with the gestures and is printed as its statement")
    func userAction() {
        var options = Self.pinned
        options.weights = [.scroll: 2, .swipe: 2]
        options.userActions = [
            ExplorationUserAction("server adds an item", weight: 1, statement: "screen.items.add()") {
                (screen: ShoppingBasket) in screen.items.add()
            }
        ]
        let line = #line + 2
        withKnownIssue {
            exploreTable(
                { ShoppingBasket(tellsTheTable: false) }, table: \.table, options: options,
                check: { try Self.compare($0.mismatches()) })
        } matching: { issue in
            Self.isFailure(issue, at: line, printing: ["screen.items.add()"])
        }
    }
}
