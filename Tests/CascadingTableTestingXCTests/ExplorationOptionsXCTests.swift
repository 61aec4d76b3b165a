import CascadingTableDelegate
import CascadingTableTesting
import Foundation
import PlantedDefectScreens
import XCTest

/// What `ExplorationOptions` changes: seeds, kinds and weights, the user's own actions, shrinking.
final class ExplorationOptionsXCTests: FailureRecordingTestCase {
    /// The chores after each action of one session from `seed`.
    @MainActor
    private func session(seed: UInt64?) -> [[String]] {
        var options = ExplorationOptions()
        options.seed = seed
        options.steps = 60
        var states: [[String]] = []
        exploreTable(
            { ChoreList(forgetsTheModelOnDelete: false) }, table: \.table, options: options,
            check: { screen in states.append(screen.chores + [screen.table.isEditing ? "editing" : ""]) })
        return states
    }

    @MainActor
    func testASeedPlaysTheSameSessionAndAnotherSeedAnother() async {
        let first = session(seed: 7)
        XCTAssertEqual(first.count, 61)
        XCTAssertEqual(first, session(seed: 7))
        XCTAssertNotEqual(first, session(seed: 8))
        withSeedEnvironment(nil) {
            XCTAssertEqual(session(seed: nil), session(seed: ExplorationOptions.defaultSeed))
        }
    }

    /// Runs `body` with `TABLE_EXPLORATION_SEED` set to `value` (nil: unset), then restores it.
    private func withSeedEnvironment<R>(_ value: String?, _ body: () throws -> R) rethrows -> R {
        let name = ExplorationOptions.seedEnvironmentVariable
        let saved = ProcessInfo.processInfo.environment[name]
        defer {
            if let saved { setenv(name, saved, 1) } else { unsetenv(name) }
        }
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
        return try body()
    }

    @MainActor
    func testTheEnvironmentsSeedIsUsedAndAValueThatIsNoSeedFailsOnce() async throws {
        withSeedEnvironment("0x7") {
            XCTAssertEqual(session(seed: nil), session(seed: 7))
        }
        var states: [[String]] = []
        let failures = withSeedEnvironment("seven") { recordingFailures { states = session(seed: nil) } }
        XCTAssertEqual(
            failures.map(\.message),
            [
                "failed - TABLE_EXPLORATION_SEED=seven is not a seed (a decimal number, or hexadecimal with 0x); "
                    + "explored with the default seed 20240601 instead."
            ])
        XCTAssertEqual(states, session(seed: ExplorationOptions.defaultSeed))
    }

    @MainActor
    func testWeightsRestrictTheKindsOfAction() async {
        var options = ExplorationOptions()
        options.weights = [.scroll: 1]
        var offsets = Set<CGFloat>()
        let failures = recordingFailures {
            // Scrolling alone never archives, so the planted defect stays hidden.
            exploreTable({ Mailbox(archivesTheWrongMessage: true) }, table: \.table, options: options) { screen in
                offsets.insert(screen.table.contentOffset.y)
                if !screen.mismatches().isEmpty { throw ExplorationCheckFailure("mismatch") }
            }
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(offsets.min(), 0)
        XCTAssertEqual(offsets.max(), 16 * 60 - 568, "scrolls reach both ends")
        XCTAssertGreaterThan(offsets.count, 10)
    }

    @MainActor
    func testWithNothingOfferedTheSessionEndsAtOnce() async {
        var options = ExplorationOptions()
        options.weights = [:]
        var checks = 0
        let failures = recordingFailures {
            exploreTable({ ShoppingBasket(tellsTheTable: false) }, table: \.table, options: options) { _ in
                checks += 1
            }
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(checks, 1, "the screen as built is checked, and no action follows")
    }

    @MainActor
    func testAUserActionInterleavesAndPrintsItsStatement() async throws {
        var options = ExplorationOptions()
        options.weights = [.scroll: 3]
        options.userActions = [
            ExplorationUserAction("server adds an item", weight: 1, statement: "screen.items.add()") {
                (screen: ShoppingBasket) in screen.items.add()
            }
        ]
        let failures = recordingFailures {
            exploreTable({ ShoppingBasket(tellsTheTable: false) }, table: \.table, options: options) { screen in
                if !screen.mismatches().isEmpty { throw ExplorationCheckFailure(screen.mismatches()[0]) }
            }
        }
        XCTAssertEqual(failures.count, 1)
        let message = try XCTUnwrap(failures.first?.message)
        XCTAssertTrue(
            message.contains("Paste into a test to reproduce") && message.contains("\n    screen.items.add()\n"))
        XCTAssertTrue(message.contains("Shrunk from") && message.contains(" to 1 action "), message)
    }

    @MainActor
    func testAUserActionWithoutAStatementPrintsItsName() async throws {
        var options = ExplorationOptions()
        options.weights = [:]
        options.userActions = [
            ExplorationUserAction("server adds an item") { (screen: ShoppingBasket) in screen.items.add() }
        ]
        let message = try XCTUnwrap(
            recordingFailures {
                exploreTable({ ShoppingBasket(tellsTheTable: false) }, table: \.table, options: options) { screen in
                    if !screen.mismatches().isEmpty { throw ExplorationCheckFailure("mismatch") }
                }
            }.first?.message)
        XCTAssertTrue(
            message.contains("\n    // server adds an item (give the action a statement to print it here)\n"), message)
    }

    @MainActor
    func testAUserActionForAnotherScreenTypeFailsWithoutShrinking() async throws {
        var options = ExplorationOptions()
        options.weights = [:]
        options.userActions = [ExplorationUserAction("archive") { (screen: Mailbox) in _ = screen }]
        let message = try XCTUnwrap(
            recordingFailures {
                exploreTable({ ShoppingBasket(tellsTheTable: true) }, table: \.table, options: options)
            }.first?.message)
        XCTAssertTrue(
            message.contains(
                "The user action \"archive\" takes a Mailbox, but the explored screen is a ShoppingBasket; it was not played."
            ),
            message)
        XCTAssertTrue(message.contains("Shrunk from 1 to 1 action (0 replays"), message)
    }

    @MainActor
    func testWithNoReplaysAllowedTheSessionIsPrintedWhole() async throws {
        var options = ExplorationOptions()
        options.shrinkingReplayLimit = 0
        options.seed = ExplorationOptions.defaultSeed
        let message = try XCTUnwrap(
            recordingFailures {
                exploreTable({ ChoreList(forgetsTheModelOnDelete: true) }, table: \.table, options: options)
            }.first?.message)
        XCTAssertTrue(message.contains("Shrunk from 19 to 19 actions (0 replays on fresh screens)"), message)
    }

    @MainActor
    func testAScreenThatFailsAsBuiltIsReportedBeforeAnyAction() async throws {
        let message = try XCTUnwrap(
            recordingFailures {
                exploreTable({ ChoreList(forgetsTheModelOnDelete: false) }, table: \.table) { _ in
                    throw ExplorationCheckFailure("never right")
                }
            }.first?.message)
        XCTAssertTrue(message.contains("after action 0 of the session"), message)
        XCTAssertTrue(message.contains("The check failed: never right\nThe screen fails as makeScreen builds it"))
    }

    @MainActor
    func testLaterSessionsUseTheFollowingSeeds() async throws {
        var options = ExplorationOptions()
        options.seed = 41
        options.sessions = 3
        options.steps = 5
        var sessions = 0
        let message = try XCTUnwrap(
            recordingFailures {
                exploreTable(
                    { () -> ChoreList in
                        sessions += 1
                        return ChoreList(forgetsTheModelOnDelete: false)
                    }, table: \.table, options: options
                ) { _ in
                    if sessions == 3 { throw ExplorationCheckFailure("third") }
                }
            }.first?.message)
        XCTAssertTrue(
            message.hasPrefix(
                "failed - Exploration failed after action 0 of the session from seed 43 (session 3 of 3)"), message)
    }
}
