import CascadingTableDelegate
import CascadingTableTesting
import CascadingTestSupport
import PlantedDefectScreens
import XCTest

/// Exploration expands and collapses outline rows as their users do: a tap on a row that a tap
/// toggles. A collapse the app forgets is found and shrunk to the taps that show it; a sound outline
/// passes; rows a tap does not toggle are never offered.
final class OutlineExplorationXCTests: FailureRecordingTestCase {
    /// The statements a failure message prints, one a line, without their indentation.
    private func statements(in message: String) -> [String] {
        let lines = message.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Paste into a test") }) else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix("    ") }.map { String($0.dropFirst(4)) }
    }

    @MainActor
    private func compare(_ screen: Bookmarks) throws {
        let found = screen.mismatches()
        if !found.isEmpty { throw ExplorationCheckFailure(found.joined(separator: "; ")) }
    }

    @MainActor
    func testACollapseTheAppForgetsIsFoundAndShrunkToAnExpandAndACollapse() async throws {
        var options = ExplorationOptions.pinned
        options.weights = [.scroll: 2, .expandCollapse: 2]
        let failures = recordingFailures {
            exploreTable(
                { Bookmarks(forgetsCollapses: true) }, table: \.table, options: options, check: { try compare($0) })
        }
        XCTAssertEqual(failures.count, 1)
        let message = try XCTUnwrap(failures.first?.message)
        XCTAssertTrue(message.contains("Shrunk from 10 to 2 actions"), message)
        XCTAssertTrue(
            message.contains(
                "which fail with:\nThe check failed: the app remembers [\"Travel\"] open; the outline has []"),
            message)
        XCTAssertEqual(
            statements(in: message),
            [
                "table.tapRow(at: IndexPath(row: 0, section: 0))  // expands the row",
                "table.tapRow(at: IndexPath(row: 0, section: 0))  // collapses the row",
            ])
        // The table before the collapse shows the folder open, its entries one level deeper.
        XCTAssertTrue(message.contains("[0, 0] 44pt \"Travel\" — selected, expanded"), message)
        XCTAssertTrue(message.contains("[0, 1] 44pt \"Kyoto guide\" — indentation 1"), message)
    }

    @MainActor
    func testThePrintedStatementsReproduceTheForgottenCollapse() async {
        let screen = Bookmarks(forgetsCollapses: true)
        let table = screen.table
        // Pasted from the failure above.
        table.tapRow(at: IndexPath(row: 0, section: 0))  // expands the row
        table.tapRow(at: IndexPath(row: 0, section: 0))  // collapses the row
        XCTAssertEqual(screen.mismatches(), ["the app remembers [\"Travel\"] open; the outline has []"])
    }

    @MainActor
    func testTheSoundOutlinePassesTenThousandActionsThatExpandAndCollapse() async {
        var options = ExplorationOptions()
        // Sessions of the default 200 actions: 10,000 actions, times the test scale.
        options.sessions = TestScale.steps(50)
        var deepest = 0
        var collapses = 0
        var previous: Set<DescribedID> = []
        let failures = recordingFailures {
            exploreTable({ Bookmarks(forgetsCollapses: false) }, table: \.table, options: options) { screen in
                let expanded = screen.node.expandedRowIDs
                if !previous.subtracting(expanded).isEmpty { collapses += 1 }
                previous = expanded
                if expanded.isSuperset(of: [DescribedID("Travel"), DescribedID("Hotels")]) { deepest += 1 }
                try compare(screen)
            }
        }
        XCTAssertEqual(failures, [])
        XCTAssertGreaterThan(collapses, options.sessions, "folders were collapsed, many times")
        XCTAssertGreaterThan(deepest, 0, "a folder inside a folder was opened")
    }

    @MainActor
    func testRowsATapDoesNotToggleAreNeverOffered() async {
        var options = ExplorationOptions()
        options.weights = [.expandCollapse: 1]
        var checks = 0
        let failures = recordingFailures {
            exploreTable(
                { Bookmarks(forgetsCollapses: true, foldersToggleOnTap: false) }, table: \.table, options: options
            ) { _ in checks += 1 }
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(checks, 1, "the screen as built is checked, and no action follows")
    }

    @MainActor
    func testATapThatWouldDeselectIsNotOfferedAsAToggle() async {
        var options = ExplorationOptions()
        options.weights = [.expandCollapse: 1]
        options.steps = 50
        var checks = 0
        let failures = recordingFailures {
            exploreTable(
                { () -> Bookmarks in
                    let screen = Bookmarks(forgetsCollapses: false)
                    screen.table.allowsMultipleSelection = true
                    return screen
                }, table: \.table, options: options
            ) { screen in
                checks += 1
                try compare(screen)
            }
        }
        XCTAssertEqual(failures, [])
        // Each folder is tapped once (it opens and is selected: Travel, then Hotels, Recipes and
        // Work in some order); a selected folder is not offered again, as the tap would deselect
        // it without closing it.
        XCTAssertEqual(checks, 5)
    }

    @MainActor
    func testExpandingAndCollapsingIsAKindOfTheDefaults() async {
        XCTAssertEqual(ExplorationOptions.defaultWeights[.expandCollapse], 4)
        XCTAssertEqual(ExplorationActionKind(rawValue: "expandCollapse"), .expandCollapse)
    }
}
