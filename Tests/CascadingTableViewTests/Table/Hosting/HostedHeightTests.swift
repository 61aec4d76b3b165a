import CascadingTableView
import CascadingTableViewTestSupport
import XCTest

/// A host answers its header and footer heights from the shadow's layout.
final class HostedHeightTests: XCTestCase {
    @MainActor
    func testAHostReadsHeaderAndFooterHeightsFromTheShadowsLayout() async {
        let source = ArrayDataSource([["a"], ["b"]])
        let plain = TableView()
        plain.dataSource = source
        XCTAssertEqual(plain.hostedHeight(forHeaderInSection: 0), plain.rectForHeader(inSection: 0).height)
        XCTAssertEqual(plain.hostedHeight(forFooterInSection: 1), plain.rectForFooter(inSection: 1).height)
        let grouped = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), style: .grouped)
        grouped.sectionHeaderHeight = 0
        grouped.dataSource = source
        // Zero in a grouped UITableView means "the default": the host gets the smallest height.
        XCTAssertEqual(grouped.rectForHeader(inSection: 0).height, 0)
        XCTAssertEqual(grouped.hostedHeight(forHeaderInSection: 0), .leastNonzeroMagnitude)
        XCTAssertGreaterThan(grouped.hostedHeight(forFooterInSection: 0), 0)
    }
}
