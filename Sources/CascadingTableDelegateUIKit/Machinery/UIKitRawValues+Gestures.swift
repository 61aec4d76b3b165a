import CascadingTableDelegate
import Foundation

// UIKit's raw values for the types of drag and drop, context menus and focus, so that the bridge
// converts ours with `init(rawValue:)` and Linux tests check the numbers. Option sets whose bits
// differ from UIKit's (menu attributes and options) are mapped by name in the bridge instead.

extension DropOperation {
    /// UIKit's raw value of the same operation (`UIDropOperation`, an unsigned integer there):
    /// `cancel` 0, `forbidden` 1, `copy` 2, `move` 3.
    package var uiKitRawValue: UInt {
        switch self {
        case .cancel: 0
        case .forbidden: 1
        case .copy: 2
        case .move: 3
        }
    }

    /// The operation whose UIKit raw value is `uiKitRawValue`; `cancel` for a value UIKit does not
    /// define, since a drop nobody understands must not happen.
    ///
    /// - Parameter uiKitRawValue: A `UIDropOperation` raw value.
    package init(uiKitRawValue: UInt) {
        let all: [Self] = [.cancel, .forbidden, .copy, .move]
        self = all.first { $0.uiKitRawValue == uiKitRawValue } ?? .cancel
    }
}

extension TableViewDropProposal.Intent {
    /// UIKit's raw value of the same intent (`UITableViewDropProposal.Intent`): `unspecified` 0,
    /// `insertAtDestinationIndexPath` 1, `insertIntoDestinationIndexPath` 2, `automatic` 3.
    package var uiKitRawValue: Int {
        switch self {
        case .unspecified: 0
        case .insertAtDestinationIndexPath: 1
        case .insertIntoDestinationIndexPath: 2
        case .automatic: 3
        }
    }

    /// The intent whose UIKit raw value is `uiKitRawValue`; `unspecified` for a value UIKit does
    /// not define.
    ///
    /// - Parameter uiKitRawValue: A `UITableViewDropProposal.Intent` raw value.
    package init(uiKitRawValue: Int) {
        let all: [Self] = [.unspecified, .insertAtDestinationIndexPath, .insertIntoDestinationIndexPath, .automatic]
        self = all.first { $0.uiKitRawValue == uiKitRawValue } ?? .unspecified
    }
}

extension ContextMenuInteractionAnimator.CommitStyle {
    /// UIKit's raw value of the same style (`UIContextMenuInteractionCommitStyle`): `dismiss` 0,
    /// `pop` 1.
    package var uiKitRawValue: Int {
        switch self {
        case .dismiss: 0
        case .pop: 1
        }
    }

    /// The style whose UIKit raw value is `uiKitRawValue`; `dismiss` (UIKit's default) for a value
    /// UIKit does not define.
    ///
    /// - Parameter uiKitRawValue: A `UIContextMenuInteractionCommitStyle` raw value.
    package init(uiKitRawValue: Int) {
        self = uiKitRawValue == 1 ? .pop : .dismiss
    }
}

extension MenuElement.State {
    /// UIKit's raw value of the same state (`UIMenuElement.State`): `off` 0, `on` 1, `mixed` 2.
    package var uiKitRawValue: Int {
        switch self {
        case .off: 0
        case .on: 1
        case .mixed: 2
        }
    }
}

extension FocusHeading {
    /// The headings of a UIKit focus heading (`UIFocusHeading`, whose up, down, next and previous
    /// bits are ours): the bits we do not model (left, right, first, last) are dropped, so a
    /// sideways move reaches the tree as no heading along the table.
    ///
    /// - Parameter uiKitRawValue: A `UIFocusHeading` raw value.
    package init(uiKitRawValue: UInt) {
        self = FocusHeading(rawValue: uiKitRawValue).intersection([.up, .down, .next, .previous])
    }
}
