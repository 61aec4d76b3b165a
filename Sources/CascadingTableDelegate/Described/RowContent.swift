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

    /// How this content differs from `old`, the same row's content before: ``RowChange/reload``
    /// for another cell class or reuse identifier, ``RowChange/viewModel`` for another view model
    /// (of another type too), ``RowChange/none`` for an equal one.
    func change(from old: any RowContent) -> RowChange
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

    func change(from old: any RowContent) -> RowChange {
        Self.change(from: old, to: self)
    }

    /// Compares with `old` opened to its type: a row usually keeps its content type, and then
    /// comparing needs no dynamic cast (which cost more than the view model's `==` in an update
    /// that compares every surviving row).
    private static func change<Old: RowContent>(from old: Old, to new: Self) -> RowChange {
        guard Old.self == Self.self else {
            guard old.reuseIdentifier == new.reuseIdentifier, old.cellClass == new.cellClass else { return .reload }
            return .viewModel
        }
        let old = unsafeBitCast(old, to: Self.self)
        guard old.reuseIdentifier == new.reuseIdentifier else { return .reload }
        return old.viewModel == new.viewModel ? .none : .viewModel
    }
}
