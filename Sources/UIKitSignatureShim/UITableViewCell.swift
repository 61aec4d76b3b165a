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

    /// Stand-in only (not UIKit API): the height the cell's content needs, which the stand-in
    /// table reads for a self-sizing row (one whose height is `UITableView.automaticDimension`),
    /// where UIKit would measure the cell's Auto Layout constraints. Set it while configuring the
    /// cell; nil means the cell reports none, and the row gets the table's `rowHeight`. The table
    /// clears it when it hands the cell out again from its reuse pool.
    public var standInFittingHeight: CGFloat?

    /// A cell of the given style and identifier.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        identifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Stand-in only (not UIKit API): how the stand-in table makes a cell of a registered class,
    /// as UIKit calls `init(style:reuseIdentifier:)` with the default style through the
    /// Objective-C runtime. Swift can call an initializer through a class value only if it is
    /// `required`; this one is a convenience initializer, so a subclass inherits it whenever it
    /// keeps or overrides `init(style:reuseIdentifier:)`, as cells written for UIKit do, and it
    /// calls that initializer of the subclass.
    ///
    /// - Parameter reuseIdentifier: The identifier the class was registered under.
    public required convenience init(standInReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Called by the table just before it hands the cell out again from its reuse pool (not for
    /// a row it reconfigures). Subclasses that override it call `super`.
    open func prepareForReuse() {}

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
    /// The identifier the view was registered under.
    open var reuseIdentifier: String? { identifier }
    private let identifier: String?

    /// A view for the given identifier.
    public init(reuseIdentifier: String?) {
        identifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Stand-in only (not UIKit API): how the stand-in table makes a view of a registered class
    /// (see `UITableViewCell.init(standInReuseIdentifier:)`).
    ///
    /// - Parameter reuseIdentifier: The identifier the class was registered under.
    public required convenience init(standInReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Called by the table just before it hands the view out again from its reuse pool.
    open func prepareForReuse() {}

    /// The list content configuration of a header, empty.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }
}
