/// UIKit's table cell, with the members the shell uses.
@MainActor
open class UITableViewCell: UIView {
    /// The cell's built-in layouts.
    public enum CellStyle: Int, @unchecked Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    /// The editing control of a row.
    public enum EditingStyle: Int, @unchecked Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    /// The accessory a cell shows.
    public enum AccessoryType: Int, @unchecked Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    /// The accessory the cell shows.
    open var accessoryType: UITableViewCell.AccessoryType = .none
    /// What the cell's content view shows.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The identifier the cell was registered under.
    open var reuseIdentifier: String? { identifier }
    private let identifier: String?

    /// A cell of the given style and identifier.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        identifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// The list content configuration of the cell's style, empty.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }
}

/// UIKit's header and footer view, with the members the shell uses.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// What the view's content view shows.
    open var contentConfiguration: (any UIContentConfiguration)?

    /// A view for the given identifier.
    public init(reuseIdentifier: String?) {
        super.init(frame: .zero)
    }

    /// The list content configuration of a header, empty.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }
}
