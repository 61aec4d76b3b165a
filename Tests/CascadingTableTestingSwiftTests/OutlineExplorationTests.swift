import CascadingTableDelegate
import CascadingTableTesting
import CascadingTestSupport
import Foundation
import PlantedDefectScreens
import Testing

/// Exploring an outline under Swift Testing: with the default kinds of action, a collapse the app
/// forgets is one issue at the call's line, shrunk to the taps that open and close a folder; the
/// printed statements reproduce it; the sound outline passes.
@Suite("Exploring an outline under Swift Testing")
@MainActor
struct OutlineExplorationTests {
    private static func compare(_ screen: Bookmarks) throws {
        let found = screen.mismatches()
        if !found.isEmpty { throw ExplorationCheckFailure(found.joined(separator: "; ")) }
    }

    @Test("A forgotten collapse is one issue at the call, shrunk to a tap that opens and one that closes")
    func forgottenCollapse() {
        var options = ExplorationOptions()
        options.seed = ExplorationOptions.defaultSeed
        let line = #line + 2
        withKnownIssue {
            exploreTable(
                { Bookmarks(forgetsCollapses: true) }, table: \.table, options: options,
                check: { try Self.compare($0) })
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line
                && message.contains("which fail with:\nThe check failed: the app remembers [\"Travel\"] open")
                // A plain tap (of the tapRow kind) opened the folder; the collapse is of the
                // expandCollapse kind, printed with what it does.
                && message.contains(
                    "\n    table.tapRow(at: IndexPath(row: 0, section: 0))"
                        + "\n    table.tapRow(at: IndexPath(row: 0, section: 0))  // collapses the row"
                        + "\nThe table before")
        }
    }

    @Test("The printed statements of the forgotten collapse reproduce it")
    func forgottenCollapseReplayed() {
        let screen = Bookmarks(forgetsCollapses: true)
        let table = screen.table
        // Pasted from the failure above.
        table.tapRow(at: IndexPath(row: 0, section: 0))  // expands the row
        #expect(screen.mismatches() == [])
        table.tapRow(at: IndexPath(row: 0, section: 0))  // collapses the row
        #expect(screen.mismatches() == ["the app remembers [\"Travel\"] open; the outline has []"])
    }

    @Test("The sound outline passes 10,000 actions (times the test scale), its folders opened and closed")
    func soundOutline() {
        var options = ExplorationOptions()
        // Sessions of the default 200 actions.
        options.sessions = TestScale.steps(50)
        options.seed = 99
        var opened = Set<DescribedID>()
        exploreTable(
            { Bookmarks(forgetsCollapses: false) }, table: \.table, options: options,
            check: { screen in
                opened.formUnion(screen.node.expandedRowIDs)
                try Self.compare(screen)
            })
        #expect(opened == Set(["Travel", "Hotels", "Recipes", "Work"].map { DescribedID($0) }))
    }
}
