import CascadingTableDelegate
import CascadingTableTesting
import CascadingTestSupport
import PlantedDefectScreens
import XCTest

/// `exploreTable` in an XCTest target: each planted defect is found, shrunk to one action and
/// reported at the call's line with the statements that reproduce it; the same screens without
/// their defects pass.
final class ExplorationXCTests: FailureRecordingTestCase {
    /// The statements a failure message prints, one a line, without their indentation.
    private func statements(in message: String) -> [String] {
        let lines = message.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Paste into a test") }) else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix("    ") }.map { String($0.dropFirst(4)) }
    }

    @MainActor
    func testADeleteThatForgetsTheModelIsFoundByItsDiagnosticAndShrunkToThreeActions() async throws {
        let line = #line + 2
        let failures = recordingFailures {
            exploreTable({ ChoreList(forgetsTheModelOnDelete: true) }, table: \.table, options: .pinned)
        }
        XCTAssertEqual(failures.count, 1)
        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failure.line, line)
        XCTAssertEqual(failure.file, #filePath)
        XCTAssertTrue(
            failure.message.contains("from seed 20240601:\nTable diagnostic: Invalid update"), failure.message)
        XCTAssertTrue(failure.message.contains("Shrunk from 19 to 3 actions"), failure.message)
        XCTAssertEqual(
            statements(in: failure.message),
            [
                "table.setEditing(true, animated: false)",
                "table.tapEditingControl(at: IndexPath(row: 0, section: 0))",
                "table.tapDeleteConfirmation(at: IndexPath(row: 0, section: 0))",
            ])
        XCTAssertTrue(failure.message.contains("The table before the last action:\n    TableView 320 x 568"))
        XCTAssertTrue(
            failure.message.hasSuffix("TABLE_EXPLORATION_SEED=20240601 or ExplorationOptions.seed = 20240601."))
    }

    /// A cache the library checks, broken by the screen's own code (a node renumbered by hand):
    /// the tree's invariant checks after the action find it, and the session shrinks to it.
    @MainActor
    func testABrokenCacheOfTheTreeIsFoundByTheInvariantChecks() async throws {
        var options = ExplorationOptions.pinned
        options.userActions = [
            ExplorationUserAction(
                "renumber the basket's range node", weight: 1,
                statement: "screen.items.index = 7"
            ) { (screen: ShoppingBasket) in
                screen.items.index = 7
            }
        ]
        let failures = recordingFailures {
            exploreTable({ ShoppingBasket(tellsTheTable: true) }, table: \.table, options: options)
        }
        XCTAssertEqual(failures.count, 1)
        let failure = try XCTUnwrap(failures.first)
        XCTAssertTrue(failure.message.contains("Invariant violated: "), failure.message)
        XCTAssertTrue(failure.message.contains("child 1 has index 7"), failure.message)
        XCTAssertEqual(statements(in: failure.message), ["screen.items.index = 7"])
    }

    @MainActor
    func testThePrintedStatementReproducesTheForgottenModelUpdate() async {
        let screen = ChoreList(forgetsTheModelOnDelete: true)
        let table = screen.table
        table.diagnostics.mode = .silent
        table.layoutIfNeeded()
        // Pasted from the failure above.
        table.setEditing(true, animated: false)
        table.tapEditingControl(at: IndexPath(row: 0, section: 0))
        table.tapDeleteConfirmation(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.diagnostics.reports.count, 1)
        XCTAssertTrue(table.diagnostics.reports.first?.message.hasPrefix("Invalid update") ?? false)
    }

    @MainActor
    func testARangeNodeThatInsertsWithoutTellingTheTableIsFoundByTheTreesInvariantChecks() async throws {
        let failures = recordingFailures {
            exploreTable({ ShoppingBasket(tellsTheTable: false) }, table: \.table, options: .pinned) { screen in
                let found = screen.mismatches()
                if !found.isEmpty { throw ExplorationCheckFailure(found.joined(separator: "; ")) }
            }
        }
        XCTAssertEqual(failures.count, 1)
        let message = try XCTUnwrap(failures.first?.message)
        // The tree's own checks, run before the screen's, see the range's count change untold.
        XCTAssertTrue(
            message.contains("child 1 (BasketItems) has 0 rows or sections in the table and answers 1"), message)
        XCTAssertEqual(statements(in: message), ["table.tapRow(at: IndexPath(row: 0, section: 0))"])
    }

    @MainActor
    func testThePrintedStatementReproducesTheSilentInsert() async {
        let screen = ShoppingBasket(tellsTheTable: false)
        let table = screen.table
        // Pasted from the failure above.
        table.tapRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(screen.mismatches(), ["section 0 shows 1 rows; the model has 2"])
    }

    @MainActor
    func testASwipeActionThatDeletesTheWrongRowIsFoundByTheCheck() async throws {
        let failures = recordingFailures {
            exploreTable({ Mailbox(archivesTheWrongMessage: true) }, table: \.table, options: .pinned) { screen in
                let found = screen.mismatches()
                if !found.isEmpty { throw ExplorationCheckFailure(found.joined(separator: "; ")) }
            }
        }
        XCTAssertEqual(failures.count, 1)
        let message = try XCTUnwrap(failures.first?.message)
        XCTAssertTrue(message.contains("which fail with:\nThe check failed: row 0 shows Message 2"), message)
        XCTAssertEqual(
            statements(in: message), ["table.fullSwipeRow(at: IndexPath(row: 0, section: 0), edge: .trailing)"])
    }

    @MainActor
    func testThePrintedStatementReproducesTheWrongArchive() async {
        let screen = Mailbox(archivesTheWrongMessage: true)
        let table = screen.table
        table.layoutIfNeeded()
        // Pasted from the failure above.
        table.fullSwipeRow(at: IndexPath(row: 0, section: 0), edge: .trailing)
        XCTAssertEqual(screen.mismatches().first, "row 0 shows Message 2; the model has Message 1")
    }

    @MainActor
    func testTheSameScreensWithoutTheirDefectsPassTenThousandActionsEach() async {
        var options = ExplorationOptions()
        // Sessions of the default 200 actions: 10,000 actions per screen, times the test scale.
        options.sessions = TestScale.steps(50)
        var checks = 0
        let failures = recordingFailures {
            exploreTable({ ChoreList(forgetsTheModelOnDelete: false) }, table: \.table, options: options) { screen in
                checks += 1
                let found = screen.mismatches()
                if !found.isEmpty { throw ExplorationCheckFailure(found.joined(separator: "; ")) }
            }
            exploreTable({ ShoppingBasket(tellsTheTable: true) }, table: \.table, options: options) { screen in
                let found = screen.mismatches()
                if !found.isEmpty { throw ExplorationCheckFailure(found.joined(separator: "; ")) }
            }
            exploreTable({ Mailbox(archivesTheWrongMessage: false) }, table: \.table, options: options) { screen in
                let found = screen.mismatches()
                if !found.isEmpty { throw ExplorationCheckFailure(found.joined(separator: "; ")) }
            }
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(
            checks, options.sessions * 201, "once on the screen as built, then after each of the 200 actions")
    }

    @MainActor
    func testOptionsThatCannotBeExploredFailWithoutBuildingAScreen() async {
        var options = ExplorationOptions()
        options.steps = -1
        options.sessions = 0
        options.shrinkingReplayLimit = -5
        var built = 0
        let failures = recordingFailures {
            exploreTable(
                { () -> ChoreList in
                    built += 1
                    return ChoreList(forgetsTheModelOnDelete: true)
                }, table: \.table, options: options)
        }
        XCTAssertEqual(built, 0)
        XCTAssertEqual(
            failures.map(\.message),
            [
                "ExplorationOptions.steps is -1; it must be 0 or more. Nothing was explored.",
                "ExplorationOptions.sessions is 0; it must be 1 or more. Nothing was explored.",
                "ExplorationOptions.shrinkingReplayLimit is -5; it must be 0 or more. Nothing was explored.",
            ].map { "failed - " + $0 })
    }
}

/// Every kind of action on a screen that offers them all, with no false failure.
final class ExplorationKindsXCTests: FailureRecordingTestCase {
    @MainActor
    func testEveryKindOfActionReachesAScreenThatOffersItAndNoneFailsASoundScreen() async {
        var options = ExplorationOptions()
        // 10,000 actions, times the test scale.
        options.sessions = TestScale.steps(25)
        options.steps = 400
        var heard: [String: Int] = [:]
        let failures = recordingFailures {
            exploreTable(
                { Workbench() }, table: \.table, options: options,
                check: { screen in
                    heard.merge(screen.heard) { max($0, $1) }
                    let found = screen.mismatches()
                    if !found.isEmpty { throw ExplorationCheckFailure(found.joined(separator: "; ")) }
                })
        }
        XCTAssertEqual(failures, [])
        let gestures = [
            "select", "accessory", "header", "footer", "star", "delete", "insert", "move", "pan", "drag", "focus",
            "menu Copy", "menu Red", "menu Share",
        ]
        XCTAssertEqual(gestures.filter { heard[$0, default: 0] == 0 }, [], "\(heard)")
        XCTAssertNil(heard["disabled"], "a disabled menu action is never chosen")
    }
}

extension ExplorationOptions {
    /// The defaults with the default seed given, so that a `TABLE_EXPLORATION_SEED` set for the run
    /// does not change the sessions these tests expect.
    static var pinned: ExplorationOptions {
        var options = ExplorationOptions()
        options.seed = ExplorationOptions.defaultSeed
        return options
    }
}
