import CascadingTableDelegate
import CascadingTableTesting
import DestinationDemo
import XCTest

/// The outline screen, `--outline`: nearby places by region, city and place. Taps open and close
/// regions and cities, a place's menu shows its sights, and a city moved to another region by the
/// server keeps its expansion and its cells. The snapshots (`__Snapshots__/NearbyPlacesTests/`)
/// show each row's depth and disclosure.
final class NearbyPlacesTests: XCTestCase {
    @MainActor
    func testTheOutlineAsItStartsAndWithKansaiCollapsed() async {
        let screen = NearbyPlacesScreen()
        withStrictTableDiagnostics {
            assertTableSnapshot(of: screen.table, named: "start")
            XCTAssertTrue(screen.tapRow(named: "Kansai"))
            assertTableSnapshot(of: screen.table, named: "collapsed")
        }
        XCTAssertEqual(screen.lastAction, "Closed Kansai")
        XCTAssertEqual(screen.table.numberOfRows(inSection: 0), 3, "the three regions, all closed")
        // Kyoto stays open under the closed Kansai: reopening it shows what was open.
        XCTAssertTrue(screen.outline.isRowExpanded(withID: "Kyoto"))
        XCTAssertEqual(screen.mismatches(), [])
        XCTAssertEqual(screen.problems, [])
    }

    @MainActor
    func testEverythingExpandedDownToAPlacesSights() async {
        let screen = NearbyPlacesScreen()
        withStrictTableDiagnostics {
            for name in ["Uji", "Nara", "Osaka", "Ise", "Chubu", "Nagoya", "Kanto", "Kamakura", "Tokyo"] {
                XCTAssertTrue(screen.tapRow(named: name), name)
            }
            // A tap on a place with sights chooses it and does not toggle it; its menu does.
            XCTAssertTrue(screen.tapRow(named: "Fushimi Inari Taisha"))
            XCTAssertEqual(screen.chosenPlace, "Fushimi Inari Taisha")
            XCTAssertFalse(screen.outline.isRowExpanded(withID: "Fushimi Inari Taisha"))
            XCTAssertTrue(screen.toggleSights(ofPlaceNamed: "Fushimi Inari Taisha"))
            XCTAssertEqual(screen.lastAction, "Showed the sights of Fushimi Inari Taisha")
            screen.table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
            assertTableSnapshot(of: screen.table, named: "expanded", options: .wholeContent)
        }
        XCTAssertEqual(screen.table.numberOfRows(inSection: 0), 31, "every row of the outline")
        XCTAssertEqual(screen.mismatches(), [])
        XCTAssertEqual(screen.problems, [])
        // The menu hides them again.
        XCTAssertTrue(screen.toggleSights(ofPlaceNamed: "Fushimi Inari Taisha"))
        XCTAssertEqual(screen.table.numberOfRows(inSection: 0), 28)
        XCTAssertFalse(screen.toggleSights(ofPlaceNamed: "Tofuku-ji"), "a place without sights has no menu")
        XCTAssertFalse(screen.tapRow(named: "Atlantis"))
        XCTAssertEqual(screen.mismatches(), [])
    }

    @MainActor
    func testIseMovesToChubuOpenWithItsCellsAndBack() async throws {
        let screen = NearbyPlacesScreen()
        try withStrictTableDiagnostics {
            XCTAssertTrue(screen.tapRow(named: "Kyoto"))  // closes it, so that the regions fit
            XCTAssertTrue(screen.tapRow(named: "Chubu"))
            XCTAssertTrue(screen.tapRow(named: "Ise"))
            assertTableSnapshot(of: screen.table, named: "before the move")
            let ise = try XCTUnwrap(screen.outline.cell(forRowID: "Ise"))
            let shrine = try XCTUnwrap(screen.outline.cell(forRowID: "Ise Grand Shrine"))
            screen.regroupIse()
            XCTAssertEqual(screen.lastAction, "The server counts Ise in Chubu")
            assertTableSnapshot(of: screen.table, named: "after the move")
            // A move across parents: the row and its shown children keep their cells and the
            // city its expansion.
            XCTAssertTrue(screen.outline.cell(forRowID: "Ise") === ise)
            XCTAssertTrue(screen.outline.cell(forRowID: "Ise Grand Shrine") === shrine)
            XCTAssertTrue(screen.outline.isRowExpanded(withID: "Ise"))
            XCTAssertEqual(screen.outline.indexPath(forRowID: "Ise"), IndexPath(row: 6, section: 0))
            XCTAssertEqual(screen.mismatches(), [])
            screen.regroupIse()
            XCTAssertEqual(screen.places.iseRegion, "Kansai")
            XCTAssertEqual(screen.outline.indexPath(forRowID: "Ise"), IndexPath(row: 5, section: 0))
            XCTAssertTrue(screen.outline.cell(forRowID: "Ise") === ise)
        }
        XCTAssertEqual(screen.places, .aroundFushimiInari, "moved there and back")
        XCTAssertEqual(screen.mismatches(), [])
        XCTAssertEqual(screen.problems, [])
    }

    @MainActor
    func testTheMismatchesSeeRowsTheModelDoesNotHave() async {
        let screen = NearbyPlacesScreen()
        XCTAssertEqual(screen.mismatches(), [])
        // Kansai's rows leave the table, not the model (and the node forgets their expansion).
        screen.outline.rows = Array(screen.outline.rows.dropFirst())
        XCTAssertEqual(
            screen.mismatches(),
            [
                "2 rows shown, 3 in the outline", "row 0 shows Chubu at depth 0, not Kansai at depth 0",
                "row 1 shows Kanto at depth 0, not Chubu at depth 0",
            ])
    }

    @MainActor
    func testTheOutlineCommandPlaysItsStepsAndChecksEachOne() async {
        XCTAssertEqual(DemoCommand(arguments: ["--outline"]), .outline)
        XCTAssertNil(DemoCommand(arguments: ["--outline", "--seed", "3"]))
        XCTAssertTrue(DemoCommand.usage.contains("--outline"))
        var lines: [String] = []
        XCTAssertTrue(DemoRunner.runOutline { lines.append($0) })
        XCTAssertEqual(lines.filter { $0.hasPrefix("Step ") }.count, 7)
        XCTAssertEqual(
            lines.last,
            "Outline: 7 steps; the table matched the outline after every step, expansion kept through the move and "
                + "the collapse")
        // Each screen is one string, the status line under its frame.
        XCTAssertTrue(lines.contains { $0.hasSuffix("┘\nShowed the sights of Fushimi Inari Taisha") })
        XCTAssertTrue(lines.contains { $0.contains("\"Ise\", detail \"2 places\" — indentation 1, expanded") })
    }
}
