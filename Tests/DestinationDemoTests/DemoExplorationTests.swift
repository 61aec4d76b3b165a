import CascadingTableDelegate
import CascadingTableTesting
import CascadingTestSupport
import DestinationDemo
import XCTest

/// The demo's screens explored as users would use them: 10,000 actions per screen (times
/// `CASCADING_TEST_SCALE`), and not one failure (no diagnostic, no invariant violation, the table
/// agreeing with its tree and its model).
final class DemoExplorationTests: XCTestCase {
    /// Sessions per screen, of the default 200 actions each: 10,000 actions per screen, times the
    /// scale.
    private static let sessions = TestScale.steps(50)

    @MainActor
    func testTheDestinationPageSurvivesItsUsersRandomActions() async {
        var options = ExplorationOptions()
        options.sessions = Self.sessions
        var actions = 0
        var reviewActions = Set<String>()
        let start = Date()
        exploreTable(
            { DestinationPage(traced: false) }, table: \.table, options: options,
            check: { page in
                actions += 1
                if let action = page.lastReviewAction { reviewActions.insert(String(action.prefix(6))) }
                // The table's counts are the ones its tree answers now (every change was told),
                // and the review rows show the reviews of the list, in order.
                if let mismatch = page.firstMismatch() { throw ExplorationCheckFailure(mismatch) }
            })
        let seconds = Date().timeIntervalSince(start)
        // Exploration's own speed, for Documentation/Performance.md: the checks above included.
        print(
            "Exploring the destination page: \(actions - Self.sessions) actions in \(seconds) s, \(Int(Double(actions - Self.sessions) / seconds)) actions per second"
        )
        XCTAssertEqual(actions - Self.sessions, Self.sessions * options.steps, "every session played all its actions")
        // The sessions reached the reviews' swipe actions and context menu, not only scrolls and taps.
        XCTAssertTrue(reviewActions.contains("Hid th"), "\(reviewActions)")
        XCTAssertTrue(reviewActions.contains("Pinned"), "\(reviewActions)")
        XCTAssertTrue(
            reviewActions.contains { $0.hasPrefix("Copied") || $0.hasPrefix("Shared") || $0.hasPrefix("Report") })
    }

    @MainActor
    func testTheRandomUpdatesScreenSurvivesRandomActionsAmongItsOwnUpdates() async {
        var options = ExplorationOptions()
        options.sessions = Self.sessions
        options.userActions = [
            ExplorationUserAction("random update", weight: 6, statement: "screen.step()") {
                (screen: RandomUpdatesScreen) in _ = screen.step()
            }
        ]
        var actions = 0
        var updates = 0
        exploreTable(
            { RandomUpdatesScreen(seed: 3) }, table: \.table, options: options,
            check: { screen in
                actions += 1
                updates = max(updates, screen.list.placeCount)
                let found = screen.mismatches() + screen.problems
                if !found.isEmpty { throw ExplorationCheckFailure(found.joined(separator: "; ")) }
            })
        XCTAssertEqual(actions - Self.sessions, Self.sessions * options.steps)
        XCTAssertGreaterThan(updates, 9, "the random updates ran among the gestures")
        print("Exploring the random updates screen: \(actions - Self.sessions) actions")
    }

    @MainActor
    func testTheOutlineScreenSurvivesRandomActionsAmongTheServersRegrouping() async {
        var options = ExplorationOptions()
        options.sessions = Self.sessions
        options.userActions = [
            ExplorationUserAction("the server regroups Ise", weight: 1, statement: "screen.regroupIse()") {
                (screen: NearbyPlacesScreen) in screen.regroupIse()
            }
        ]
        var actions = 0
        var collapses = 0
        var moves = 0
        var opened = Set<DescribedID>()
        var previous: (expanded: Set<DescribedID>, region: String?) = ([], nil)
        exploreTable(
            { NearbyPlacesScreen() }, table: \.table, options: options,
            check: { screen in
                actions += 1
                let expanded = screen.outline.expandedRowIDs
                if !previous.expanded.subtracting(expanded).isEmpty { collapses += 1 }
                if previous.region != nil, previous.region != screen.places.iseRegion { moves += 1 }
                previous = (expanded, screen.places.iseRegion)
                opened.formUnion(expanded)
                let found = screen.mismatches() + screen.problems
                if !found.isEmpty { throw ExplorationCheckFailure(found.joined(separator: "; ")) }
            })
        XCTAssertEqual(actions - Self.sessions, Self.sessions * options.steps)
        // The sessions opened every region and city, closed them many times, showed a place's
        // sights from its menu, and moved Ise between regions.
        XCTAssertEqual(
            opened,
            Set(
                [
                    "Kansai", "Chubu", "Kanto", "Kyoto", "Uji", "Nara", "Osaka", "Ise", "Nagoya", "Kamakura", "Tokyo",
                    "Fushimi Inari Taisha",
                ].map { DescribedID($0) }))
        XCTAssertGreaterThan(collapses, Self.sessions)
        XCTAssertGreaterThan(moves, Self.sessions)
        print("Exploring the outline screen: \(actions - Self.sessions) actions, \(collapses) collapses")
    }
}
