import Foundation

/// What a described row shows, with its view model's type erased: the one place where the typed
/// cell and view model of a ``RowDescription`` meet the untyped table.
///
/// Conformers are values that compare by view model, so the difference of two contents can be
/// computed off the main actor; only ``configure(_:)`` needs it.
protocol RowContent: Sendable {
    /// The identifier the row's cells are registered and dequeued with.
    var reuseIdentifier: String { get }

    /// The class registered for ``reuseIdentifier``.
    var cellClass: TableViewCell.Type { get }

    /// The view model, untyped, for ``RowDescription/viewModel(as:)``.
    var erasedViewModel: any Sendable { get }

    /// Configures `cell` with the view model; false when `cell` is not of the row's cell type (the
    /// identifier was registered again with another class), in which case it is left as it is.
    @MainActor func configure(_ cell: TableViewCell) -> Bool

    /// Whether `other` shows the same view model (and uses the same cell).
    func hasSameContent(as other: any RowContent) -> Bool
}

/// The content of a row made with a typed cell and view model.
struct TypedRowContent<Cell: TableViewCell, ViewModel: Equatable & Sendable>: RowContent {
    let viewModel: ViewModel
    let reuseIdentifier: String
    let configureCell: @MainActor @Sendable (Cell, ViewModel) -> Void

    var cellClass: TableViewCell.Type { Cell.self }

    var erasedViewModel: any Sendable { viewModel }

    @MainActor func configure(_ cell: TableViewCell) -> Bool {
        guard let typed = cell as? Cell else { return false }
        configureCell(typed, viewModel)
        return true
    }

    func hasSameContent(as other: any RowContent) -> Bool {
        guard let other = other as? Self else { return false }
        return other.reuseIdentifier == reuseIdentifier && other.viewModel == viewModel
    }
}
