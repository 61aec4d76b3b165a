import CascadingTableDelegate
import Foundation

// The raw values UIKit gives its table enums, so that a bridge converts ours with
// `UITableView.RowAnimation(rawValue: animation.uiKitRawValue)` and back, without a table of its
// own. Kept here, beside the types, so that Linux tests check them.

extension TableView.RowAnimation {
    /// UIKit's raw value of the same animation (`UITableView.RowAnimation`): `fade` is 0, `right`
    /// 1, `left` 2, `top` 3, `bottom` 4, `none` 5, `middle` 6, and `automatic` 100.
    package var uiKitRawValue: Int {
        switch self {
        case .fade: 0
        case .right: 1
        case .left: 2
        case .top: 3
        case .bottom: 4
        case .none: 5
        case .middle: 6
        case .automatic: 100
        }
    }

    /// The animation whose UIKit raw value is `uiKitRawValue`, or nil for a value UIKit does not
    /// define.
    ///
    /// - Parameter uiKitRawValue: A `UITableView.RowAnimation` raw value.
    package init?(uiKitRawValue: Int) {
        let all: [Self] = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
        guard let match = all.first(where: { $0.uiKitRawValue == uiKitRawValue }) else { return nil }
        self = match
    }
}

extension TableView.ScrollPosition {
    /// UIKit's raw value of the same position (`UITableView.ScrollPosition`): `none` 0, `top` 1,
    /// `middle` 2, `bottom` 3.
    package var uiKitRawValue: Int {
        switch self {
        case .none: 0
        case .top: 1
        case .middle: 2
        case .bottom: 3
        }
    }

    /// The position whose UIKit raw value is `uiKitRawValue`, or nil for a value UIKit does not
    /// define.
    ///
    /// - Parameter uiKitRawValue: A `UITableView.ScrollPosition` raw value.
    package init?(uiKitRawValue: Int) {
        let all: [Self] = [.none, .top, .middle, .bottom]
        guard all.indices.contains(uiKitRawValue) else { return nil }
        self = all[uiKitRawValue]
    }
}

extension TableView.Style {
    /// The style whose UIKit raw value is `uiKitRawValue` (`UITableView.Style`: `plain` 0,
    /// `grouped` 1, `insetGrouped` 2); `plain` for a value UIKit does not define.
    ///
    /// - Parameter uiKitRawValue: A `UITableView.Style` raw value.
    package init(uiKitRawValue: Int) {
        switch uiKitRawValue {
        case 1: self = .grouped
        case 2: self = .insetGrouped
        default: self = .plain
        }
    }
}

extension TableViewCell.EditingStyle {
    /// UIKit's raw value of the same style (`UITableViewCell.EditingStyle`): `none` 0, `delete`
    /// 1, `insert` 2.
    package var uiKitRawValue: Int {
        switch self {
        case .none: 0
        case .delete: 1
        case .insert: 2
        }
    }

    /// The style whose UIKit raw value is `uiKitRawValue`; `none` for a value UIKit does not
    /// define.
    ///
    /// - Parameter uiKitRawValue: A `UITableViewCell.EditingStyle` raw value.
    package init(uiKitRawValue: Int) {
        switch uiKitRawValue {
        case 1: self = .delete
        case 2: self = .insert
        default: self = .none
        }
    }
}

extension TableViewCell.AccessoryType {
    /// UIKit's raw value of the same accessory (`UITableViewCell.AccessoryType`): `none` 0,
    /// `disclosureIndicator` 1, `detailDisclosureButton` 2, `checkmark` 3, `detailButton` 4.
    package var uiKitRawValue: Int {
        switch self {
        case .none: 0
        case .disclosureIndicator: 1
        case .detailDisclosureButton: 2
        case .checkmark: 3
        case .detailButton: 4
        }
    }
}

extension MenuAction {
    /// The name of the Objective-C selector UIKit passes for this action (`"copy:"` for
    /// ``copy``): the raw value, since menu actions are named after UIKit's selectors.
    package var selectorName: String { rawValue }

    /// The action UIKit names by the selector `selectorName` (as `NSStringFromSelector` spells it).
    ///
    /// - Parameter selectorName: A selector's name, such as `"paste:"`.
    package init(selectorName: String) {
        self.init(rawValue: selectorName)
    }
}
