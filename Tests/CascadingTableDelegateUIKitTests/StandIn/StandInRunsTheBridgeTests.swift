import CascadingTableDelegate
import CascadingTableDelegateUIKit
import XCTest

#if canImport(UIKit)
    import UIKit
#else
    import UIKitSignatureShim
#endif

#if !canImport(UIKit)
    /// A row of the bridge's smoke test: its text names it.
    private final class NamedRow: CascadingBareTableDelegate {
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "named", for: indexPath)
            cell.text = "row \(index)"
            return cell
        }
    }

    /// The bridge's real code, driven through the stand-in: a smoke test that the two fit (the
    /// randomized test of the bridge is the lead's).
    final class StandInRunsTheBridgeTests: XCTestCase {
        @MainActor func testTheBridgeFillsTheStandInAndHearsItsScrollsAndTaps() async {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
            let section = CascadingSectionTableDelegate(
                index: 0, childDelegates: (0..<20).map { NamedRow(index: $0, childDelegates: []) })
            let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
            let bridge = UIKitTableBridge(root: root, tableView: table)
            bridge.headlessTable.register(TableViewCell.self, forCellReuseIdentifier: "named")
            table.layoutIfNeeded()

            XCTAssertEqual(table.numberOfSections, 1)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 20)
            XCTAssertEqual(visibleTitles(table), ["row 0", "row 1", "row 2"])
            table.simulateScroll(to: 200)
            XCTAssertEqual(bridge.headlessTable.contentOffset.y, 200, "the shadow follows UIKit's scroll")
            XCTAssertEqual(visibleTitles(table), ["row 4", "row 5", "row 6", "row 7"])
            XCTAssertEqual(table.simulateTap(at: path(0, 5)), path(0, 5))
            XCTAssertEqual(bridge.headlessTable.indexPathForSelectedRow, path(0, 5))
            let cell = table.cellForRow(at: path(0, 6))
            bridge.headlessTable.reloadRows(at: [path(0, 6)], with: .fade)
            XCTAssertFalse(table.cellForRow(at: path(0, 6)) === cell, "the shadow's reload reached UIKit")
            XCTAssertEqual(visibleTitles(table), ["row 4", "row 5", "row 6", "row 7"])
            XCTAssertEqual(table.invalidUpdates, [])
            XCTAssertEqual(table.programmingErrors, [])
            XCTAssertEqual(bridge.headlessTable.diagnostics.reports.map(\.message), [])
        }
    }
#endif
