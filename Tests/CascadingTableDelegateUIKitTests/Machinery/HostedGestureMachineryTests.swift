import CascadingTableDelegate
import CascadingTableDelegateUIKit
import Foundation
import XCTest

/// The bridge's machinery for gestures: UIKit's raw values of the gesture types, one shadow
/// session per UIKit session, and the tree's context menus by UIKit's configurations.
final class HostedGestureMachineryTests: XCTestCase {
    @MainActor
    func testTheGestureTypesCarryUIKitsRawValues() async {
        let operations: [DropOperation] = [.cancel, .forbidden, .copy, .move]
        XCTAssertEqual(operations.map(\.uiKitRawValue), [0, 1, 2, 3])
        XCTAssertEqual(operations.map { DropOperation(uiKitRawValue: $0.uiKitRawValue) }, operations)
        XCTAssertEqual(DropOperation(uiKitRawValue: 9), .cancel)
        let intents: [TableViewDropProposal.Intent] = [
            .unspecified, .insertAtDestinationIndexPath, .insertIntoDestinationIndexPath, .automatic,
        ]
        XCTAssertEqual(intents.map(\.uiKitRawValue), [0, 1, 2, 3])
        XCTAssertEqual(intents.map { TableViewDropProposal.Intent(uiKitRawValue: $0.uiKitRawValue) }, intents)
        XCTAssertEqual(TableViewDropProposal.Intent(uiKitRawValue: -1), .unspecified)
        let styles: [ContextMenuInteractionAnimator.CommitStyle] = [.dismiss, .pop]
        XCTAssertEqual(styles.map(\.uiKitRawValue), [0, 1])
        XCTAssertEqual(
            [0, 1, 7].map(ContextMenuInteractionAnimator.CommitStyle.init(uiKitRawValue:)), [.dismiss, .pop, .dismiss])
        XCTAssertEqual(([.off, .on, .mixed] as [MenuElement.State]).map(\.uiKitRawValue), [0, 1, 2])
        // UIFocusHeading: up 1, down 2, left 4, right 8, next 16, previous 32.
        XCTAssertEqual(FocusHeading(uiKitRawValue: 1 | 2 | 16 | 32), [.up, .down, .next, .previous])
        XCTAssertEqual(FocusHeading(uiKitRawValue: 4 | 8 | 256), [], "sideways and first or last are not ours")
    }

    @MainActor
    func testHostedSessionsKeepOneShadowSessionPerHostSessionUntilItEnds() async {
        let sessions = HostedSessions()
        let hostDrag = Foundation.NSObject()
        let drag = sessions.beginDrag(for: hostDrag)
        XCTAssertTrue(sessions.drag(for: hostDrag) === drag)
        XCTAssertNil(sessions.drag(for: Foundation.NSObject()))
        XCTAssertFalse(sessions.beginDrag(for: hostDrag) === drag, "a new drag on the same host session starts afresh")
        XCTAssertEqual(sessions.count, 1)
        XCTAssertNotNil(sessions.endDrag(for: hostDrag))
        XCTAssertNil(sessions.endDrag(for: hostDrag))

        let hostDrop = Foundation.NSObject()
        var made = 0
        let make = {
            made += 1
            return DropSession(items: [])
        }
        let drop = sessions.drop(for: hostDrop, make: make)
        XCTAssertTrue(sessions.drop(for: hostDrop, make: make) === drop)
        XCTAssertEqual(made, 1, "made once per host session")
        XCTAssertTrue(sessions.endDrop(for: hostDrop) === drop)
        XCTAssertNil(sessions.endDrop(for: hostDrop))

        let hosts = (0..<(HostedSessions.limit + 3)).map { _ in Foundation.NSObject() }
        for host in hosts {
            _ = sessions.beginDrag(for: host)
            _ = sessions.drop(for: host, make: make)
        }
        XCTAssertEqual(sessions.count, 2 * HostedSessions.limit, "sessions never ended are bounded")
        XCTAssertNil(sessions.drag(for: hosts[0]), "the oldest go first")
        XCTAssertNotNil(sessions.drag(for: hosts.last!))
    }

    @MainActor
    func testHostedContextMenusMapTheHostsConfigurationsToTheTreesUntilTheMenuEnds() async {
        var menus = HostedContextMenus<Foundation.NSObject>()
        let host = Foundation.NSObject()
        let configuration = ContextMenuConfiguration(identifier: "x")
        menus.offer(configuration, as: host)
        XCTAssertTrue(menus.entry(for: host)?.configuration === configuration)
        XCTAssertNil(menus.entry(for: host)?.menu)
        let menu = Menu(title: "built")
        menus.record(menu, for: configuration)
        menus.record(Menu(), for: ContextMenuConfiguration())
        XCTAssertTrue(menus.entry(for: host)?.menu === menu)
        XCTAssertNil(menus.entry(for: Foundation.NSObject()))
        XCTAssertTrue(menus.end(host) === configuration)
        XCTAssertNil(menus.end(host))
        XCTAssertEqual(menus.count, 0)
        let hosts = (0..<(HostedContextMenus<Foundation.NSObject>.limit + 2)).map { _ in Foundation.NSObject() }
        for host in hosts { menus.offer(ContextMenuConfiguration(), as: host) }
        XCTAssertEqual(
            menus.count, HostedContextMenus<Foundation.NSObject>.limit, "menus asked for and never shown are bounded")
        XCTAssertNil(menus.entry(for: hosts[0]))
    }
}
