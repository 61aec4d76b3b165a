import CascadingTableView
import Foundation

/// What a described row shows, with its view model's type erased: the one place where the typed
/// cell and view model of a ``RowDescription`` meet the untyped table.
///
/// Conformers are immutable objects that compare by view model, so the difference of two
/// contents can be computed off the main actor; only ``configure(_:)`` needs it. Objects, not
/// values: a value this size lives in a box anyway, and an update compares every surviving row,
/// which copied the value out of its box (retaining all it holds) where an object is only
/// referenced.
@usableFromInline
protocol RowContent: AnyObject, Sendable {
    /// The identifier the row's cells are registered and dequeued with.
    var reuseIdentifier: String { get }

    /// Whether ``reuseIdentifier`` is the cell class's own name: then every content of the same
    /// type has the same one.
    var isNamedByClass: Bool { get }

    /// The class registered for ``reuseIdentifier``.
    var cellClass: TableViewCell.Type { get }

    /// The view model, untyped, for ``RowDescription/viewModel(as:)``.
    var erasedViewModel: any Sendable { get }

    /// Configures `cell` with the view model; false when `cell` is not of the row's cell type (the
    /// identifier was registered again with another class), in which case it is left as it is.
    @MainActor func configure(_ cell: TableViewCell) -> Bool

    /// Whether `viewModel` is of this content's view model type and equal to its view model.
    func hasViewModel(equalTo viewModel: any Sendable) -> Bool

    /// How this content differs from `old`, of the same type: ``RowChange/reload`` for another
    /// reuse identifier, ``RowChange/viewModel`` for another view model, ``RowChange/none``.
    func change(fromSameType old: Self) -> RowChange
}

/// How `new` differs from `old`, the same row's content before: ``RowChange/reload`` for another
/// cell class or reuse identifier, ``RowChange/viewModel`` for another view model (of another
/// type too), ``RowChange/none`` for an equal one.
///
/// `new` is opened from its existential, so that its type is known statically and `old` is cast
/// to it once: a generic method of the content type itself had to look its own type's metadata up
/// on every comparison.
func rowContentChange(_ new: any RowContent, from old: any RowContent) -> RowChange {
    rowContentChange(opened: new, from: old)
}

/// ``rowContentChange(_:from:)`` with `new` opened.
private func rowContentChange<New: RowContent>(opened new: New, from old: any RowContent) -> RowChange {
    // Content types are final classes: the cast succeeds exactly when the types are the same.
    guard let same = old as? New else {
        guard old.reuseIdentifier == new.reuseIdentifier, old.cellClass == new.cellClass else { return .reload }
        // Another content type with the same cell and identifier: one row named by its class and
        // the other by that same name given, say. The view models decide.
        return new.hasViewModel(equalTo: old.erasedViewModel) ? .none : .viewModel
    }
    return new.change(fromSameType: same)
}

/// How a row's cells are named for reuse: by their class's own name, or by a name given.
@usableFromInline
protocol ReuseNaming: Sendable {
    /// The reuse identifier of cells of `cell`.
    func identifier(for cell: TableViewCell.Type) -> String

    /// Whether `other` names cells of the same class the same way.
    func isSame(as other: Self) -> Bool
}

/// Cells named by their class's full name (``DefaultReuseIdentifiers``), which the row does not
/// store: it takes no memory.
@usableFromInline
struct ClassNamedReuse: ReuseNaming {
    @usableFromInline init() {}

    @usableFromInline func identifier(for cell: TableViewCell.Type) -> String {
        DefaultReuseIdentifiers.shared.identifier(for: cell)
    }

    @usableFromInline func isSame(as other: ClassNamedReuse) -> Bool { true }
}

/// Cells named by an identifier given with the row.
@usableFromInline
struct NamedReuse: ReuseNaming {
    let identifier: String

    @usableFromInline init(identifier: String) {
        self.identifier = identifier
    }

    @usableFromInline func identifier(for cell: TableViewCell.Type) -> String { identifier }

    @usableFromInline func isSame(as other: NamedReuse) -> Bool { identifier == other.identifier }
}

/// The content of a row made with a typed cell and view model.
///
/// It holds only the view model, the configure closure and how cells are named: with an `Int`
/// view model and the cell class's own name, a 40-byte object, which the allocator serves from
/// 48 bytes (with the name stored, 56 bytes took 64).
@usableFromInline
final class TypedRowContent<Cell: TableViewCell, ViewModel: Equatable & Sendable, Naming: ReuseNaming>: RowContent {
    let viewModel: ViewModel
    let naming: Naming
    let configureCell: @MainActor @Sendable (Cell, ViewModel) -> Void

    @usableFromInline
    init(viewModel: ViewModel, naming: Naming, configureCell: @escaping @MainActor @Sendable (Cell, ViewModel) -> Void)
    {
        self.viewModel = viewModel
        self.naming = naming
        self.configureCell = configureCell
    }

    @usableFromInline var reuseIdentifier: String { naming.identifier(for: Cell.self) }

    @usableFromInline var isNamedByClass: Bool { Naming.self == ClassNamedReuse.self }

    @usableFromInline var cellClass: TableViewCell.Type { Cell.self }

    @usableFromInline var erasedViewModel: any Sendable { viewModel }

    @usableFromInline @MainActor func configure(_ cell: TableViewCell) -> Bool {
        guard let typed = cell as? Cell else { return false }
        configureCell(typed, viewModel)
        return true
    }

    @usableFromInline func hasViewModel(equalTo viewModel: any Sendable) -> Bool {
        (viewModel as? ViewModel).map { $0 == self.viewModel } ?? false
    }

    @usableFromInline func change(fromSameType old: TypedRowContent) -> RowChange {
        guard naming.isSame(as: old.naming) else { return .reload }
        return old.viewModel == viewModel ? .none : .viewModel
    }
}
