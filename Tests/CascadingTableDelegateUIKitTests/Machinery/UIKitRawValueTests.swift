import CascadingTableDelegate
import CascadingTableDelegateUIKit
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
}
