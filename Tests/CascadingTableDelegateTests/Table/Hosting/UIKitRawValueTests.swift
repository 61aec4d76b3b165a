import CascadingTableDelegate
import XCTest

/// Our table enums carry UIKit's raw values, so the bridge maps them with `init(rawValue:)`.
final class UIKitRawValueTests: XCTestCase {
    func testRowAnimationsMapToUIKitsRawValuesBothWays() {
        let all: [TableView.RowAnimation] = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
        XCTAssertEqual(all.map(\.uiKitRawValue), [0, 1, 2, 3, 4, 5, 6, 100])
        XCTAssertEqual(all.map { TableView.RowAnimation(uiKitRawValue: $0.uiKitRawValue) }, all)
        XCTAssertNil(TableView.RowAnimation(uiKitRawValue: 7))
    }

    func testScrollPositionsStylesAndEditingStylesMapToUIKitsRawValues() {
        let positions: [TableView.ScrollPosition] = [.none, .top, .middle, .bottom]
        XCTAssertEqual(positions.map(\.uiKitRawValue), [0, 1, 2, 3])
        XCTAssertEqual(positions.map { TableView.ScrollPosition(uiKitRawValue: $0.uiKitRawValue) }, positions)
        XCTAssertNil(TableView.ScrollPosition(uiKitRawValue: 4))
        XCTAssertEqual(
            [0, 1, 2, 9].map(TableView.Style.init(uiKitRawValue:)), [.plain, .grouped, .insetGrouped, .plain])
        let styles: [TableViewCell.EditingStyle] = [.none, .delete, .insert]
        XCTAssertEqual(styles.map(\.uiKitRawValue), [0, 1, 2])
        XCTAssertEqual([0, 1, 2, 5].map(TableViewCell.EditingStyle.init(uiKitRawValue:)), styles + [.none])
        let accessories: [TableViewCell.AccessoryType] = [
            .none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton,
        ]
        XCTAssertEqual(accessories.map(\.uiKitRawValue), [0, 1, 2, 3, 4])
    }

    func testMenuActionsAreNamedByTheirSelectors() {
        XCTAssertEqual(MenuAction.copy.selectorName, "copy:")
        XCTAssertEqual(MenuAction(selectorName: "paste:"), .paste)
    }

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
