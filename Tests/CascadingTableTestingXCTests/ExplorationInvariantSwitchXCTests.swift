import CascadingTableDelegate
import CascadingTableTesting
import PlantedDefectScreens
import XCTest

/// The package-only form of `exploreTable` that the `explore-demo-page` benchmark uses: with
/// `checksInvariants: false` the invariant checks after each action are left out (a cache broken
/// by the screen goes unseen by them: the session fails later, on the table's diagnostic), and with
/// `true` it explores as the public function does.
final class ExplorationInvariantSwitchXCTests: FailureRecordingTestCase {
    /// Options whose one user action breaks a cache the invariant checks read.
    private var breakingOptions: ExplorationOptions {
        var options = ExplorationOptions.pinned
        options.userActions = [
            ExplorationUserAction(
                "renumber the basket's range node", weight: 1, statement: "screen.items.index = 7"
            ) { (screen: ShoppingBasket) in
                screen.items.index = 7
            }
        ]
        return options
    }

    @MainActor
    func testWithoutTheInvariantChecksABrokenCacheGoesUnseen() async {
        let failures = recordingFailures {
            exploreTable(
                { ShoppingBasket(tellsTheTable: true) }, table: \.table, options: breakingOptions,
                checksInvariants: false, check: { _ in })
        }
        XCTAssertEqual(failures.count, 1)
        let message = failures.first?.message ?? ""
        XCTAssertFalse(message.contains("Invariant violated"), message)
        XCTAssertTrue(message.contains("Table diagnostic: "), message)
    }

    @MainActor
    func testWithTheInvariantChecksTheSameCacheIsFound() async {
        let failures = recordingFailures {
            exploreTable(
                { ShoppingBasket(tellsTheTable: true) }, table: \.table, options: breakingOptions,
                checksInvariants: true, check: { _ in })
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("Invariant violated: ") ?? false, "\(failures)")
    }
}
