import Foundation

/// A row's cell in a headless ``TableView``.
///
/// Cells carry no drawing: they hold the state a test wants to read back (text, selection,
/// highlight, editing) and the height a self-sizing row takes. Subclass it for your own cells and
/// register the subclass with ``TableView/register(_:forCellReuseIdentifier:)``.
@MainActor
open class TableViewCell {
    /// The control a row shows in editing mode.
    public enum EditingStyle: Sendable {
        /// No control.
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }

    /// The standard control a row shows at its trailing edge, as `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Sendable {
        /// No control. The default.
        case none
        /// A chevron: tapping the row shows more.
        case disclosureIndicator
        /// An info button and a chevron; tapping the button calls `accessoryButtonTappedForRowWith`.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button; tapping it calls `accessoryButtonTappedForRowWith`.
        case detailButton
    }

    /// The identifier the cell was registered and dequeued with, or nil for a cell made directly.
    public let reuseIdentifier: String?

    /// The primary text, as `textLabel?.text` in UIKit.
    open var text: String?

    /// The secondary text, as `detailTextLabel?.text` in UIKit.
    open var detailText: String?

    /// The standard control the row shows at its trailing edge; ``AccessoryType/none`` by default.
    ///
    /// The headless table draws nothing: it is state for a test to read back, and a snapshot
    /// shows it. As in UIKit, ``prepareForReuse()`` leaves it alone, so set it in `cellForRowAt`
    /// for every row that dequeues the cell.
    open var accessoryType: AccessoryType = .none

    /// The height a self-sizing row takes: read when the delegate answers
    /// ``TableView/automaticDimension`` for the row's height. Defaults to 44.
    open var preferredHeight: CGFloat = 44

    /// The cell's frame in the table's content coordinates, set when the cell is laid out.
    open internal(set) var frame: CGRect = .zero

    /// Whether the cell's row is selected; kept in step by the table.
    open internal(set) var isSelected = false

    /// Whether the cell's row is highlighted (finger down); kept in step by the table.
    open internal(set) var isHighlighted = false

    /// Whether the table is in editing mode; kept in step by the table.
    open internal(set) var isEditing = false

    /// How deep the row is indented: the delegate's `indentationLevelForRowAt`, asked when the
    /// cell is displayed.
    open internal(set) var indentationLevel = 0

    /// Whether the row, an outline row with children, is expanded (true) or collapsed (false); nil
    /// for a row without children. Set by a described node before it configures the cell, so the
    /// configure step can draw a disclosure; a snapshot shows it.
    public package(set) var outlineExpansion: Bool?

    /// The control the row shows in editing mode (the delegate's `editingStyleForRowAt`);
    /// `.none` outside editing mode.
    open internal(set) var editingStyle: EditingStyle = .none

    /// Whether the row is indented in editing mode (the delegate's
    /// `shouldIndentWhileEditingRowAt`); false outside editing mode.
    open internal(set) var shouldIndentWhileEditing = false

    /// How many times the table has handed this cell out again after ``prepareForReuse()``.
    public internal(set) var reuseCount = 0

    /// Creates a cell with a reuse identifier.
    ///
    /// - Parameter reuseIdentifier: The identifier the table's reuse pool files the cell under.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Creates a cell without a reuse identifier.
    public convenience init() {
        self.init(reuseIdentifier: nil)
    }

    /// Resets the cell before the table hands it out again.
    ///
    /// The default clears ``text`` and ``detailText``. Overrides should call `super`.
    open func prepareForReuse() {
        text = nil
        detailText = nil
    }
}
