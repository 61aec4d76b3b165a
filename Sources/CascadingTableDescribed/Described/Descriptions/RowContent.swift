import CascadingTableView
import Foundation

/// What a described row shows, with its view model's type erased: the one place where the typed
/// cell and view model of a ``RowDescription`` meet the untyped table.
///
/// Contents are immutable objects that compare by view model, so the difference of two contents
/// can be computed off the main actor; only ``configure(_:word:)`` needs it. Objects, not values: a
/// value this size lives in a box anyway, and an update compares every surviving row, which
/// copied the value out of its box (retaining all it holds) where an object is only referenced.
///
/// A class rather than a protocol: a row refers to its content with one word, where a protocol's
/// existential takes two (the reference and its conformance), which made every row 8 bytes larger
/// (Performance.md, "A described row's memory"). A row's content is a ``TypedRowContent`` (one
/// row's), or a ``RowKindContent`` shared by the rows of a ``RowKind`` that keep their view models
/// in their words, each question then given the row's word (a row backed by a node holds its
/// ``NodeHandle``, the third subclass, in the same reference); this class's own answers are those
/// of a row with no view model, shown by a plain `TableViewCell`, which ``withoutViewModel()``
/// makes for the tests.
///
/// Main-actor isolated only so that the class and its subclasses are `Sendable` as the compiler
/// checks it (a class that can be subclassed is otherwise `Sendable` only unchecked): every member
/// but ``configure(_:word:)`` is `nonisolated` and reads only constant, `Sendable` properties.
@MainActor
@usableFromInline
package class RowContent {
    // Internal: ``TypedRowContent``, ``RowKindContent`` and ``NodeHandle`` are the only subclasses.
    nonisolated init() {}

    /// A content with no view model, shown by a plain `TableViewCell`: what this class answers
    /// itself, for its tests.
    package nonisolated static func withoutViewModel() -> RowContent { RowContent() }

    /// The identifier the row's cells are registered and dequeued with.
    package nonisolated var reuseIdentifier: String { ClassNamedReuse().identifier(for: cellClass) }

    /// Whether ``reuseIdentifier`` is the cell class's own name: then every content of the same
    /// type has the same one.
    package nonisolated var isNamedByClass: Bool { true }

    /// The class registered for ``reuseIdentifier``.
    package nonisolated var cellClass: TableViewCell.Type { TableViewCell.self }

    /// The view model, untyped, for ``RowDescription/viewModel(as:)``; `word` is the row's
    /// ``RowDescription/viewModelWord``, read by the contents of rows that keep their view model
    /// in it (a ``RowKind``'s) and ignored by the others.
    package nonisolated func erasedViewModel(word: Int) -> any Sendable { () }

    /// Configures `cell` with the view model (`word` as for ``erasedViewModel(word:)``); false
    /// when `cell` is not of the row's cell type (the identifier was registered again with another
    /// class), in which case it is left as it is.
    package func configure(_ cell: TableViewCell, word: Int) -> Bool { false }

    /// Whether `viewModel` is of this content's view model type and equal to its view model
    /// (`word` as for ``erasedViewModel(word:)``).
    package nonisolated func hasViewModel(equalTo viewModel: any Sendable, word: Int) -> Bool { false }

    /// How this content differs from `old`, the same row's content before: ``RowChange/reload``
    /// for another cell class or reuse identifier, ``RowChange/viewModel`` for another view model
    /// (of another type too), ``RowChange/none`` for an equal one. `word` and `oldWord` are the
    /// two rows' ``RowDescription/viewModelWord``. This class's own contents have no view model,
    /// so none is equal to another's: they differ by their view model, or reload.
    package nonisolated func change(from old: RowContent, word: Int, oldWord: Int) -> RowChange {
        change(fromOtherType: old, word: word, oldWord: oldWord)
    }

    /// How a row's view model kept in `word` differs from the same row's before, kept in
    /// `oldWord`, both of this content (a ``RowKind``'s, whose rows keep their view models in
    /// their words): ``RowChange/none`` or ``RowChange/viewModel``. Other contents hold one
    /// row's view model: given again, it has not changed.
    package nonisolated func change(ofWord word: Int, fromWord oldWord: Int) -> RowChange { .none }

    /// ``change(from:word:oldWord:)`` for an `old` of another content type: one row named by its
    /// class and the other by that same name given, say, have the same cells, and their view
    /// models decide.
    final nonisolated func change(fromOtherType old: RowContent, word: Int, oldWord: Int) -> RowChange {
        guard old.reuseIdentifier == reuseIdentifier, old.cellClass == cellClass else { return .reload }
        return hasViewModel(equalTo: old.erasedViewModel(word: oldWord), word: word) ? .none : .viewModel
    }
}

/// A row's content with the view model the row keeps itself, if it does: what the node answers a
/// described row's cell with, and what the tests compare.
package struct BoundRowContent {
    /// The row's content object (a ``RowKind``'s, shared, for a row that keeps its view model).
    package let object: RowContent
    /// The row's ``RowDescription/viewModelWord``.
    package let word: Int

    /// Binds `object` to the view model kept in `word`.
    package init(_ object: RowContent, word: Int = 0) {
        self.object = object
        self.word = word
    }

    /// The identifier the row's cells are registered and dequeued with.
    package var reuseIdentifier: String { object.reuseIdentifier }

    /// Whether ``reuseIdentifier`` is the cell class's own name.
    package var isNamedByClass: Bool { object.isNamedByClass }

    /// The class registered for ``reuseIdentifier``.
    package var cellClass: TableViewCell.Type { object.cellClass }

    /// The view model, untyped.
    package var erasedViewModel: any Sendable { object.erasedViewModel(word: word) }

    /// Configures `cell` with the view model; false when `cell` is not of the row's cell type.
    @MainActor package func configure(_ cell: TableViewCell) -> Bool { object.configure(cell, word: word) }

    /// Whether `viewModel` is of the content's view model type and equal to its view model.
    package func hasViewModel(equalTo viewModel: any Sendable) -> Bool {
        object.hasViewModel(equalTo: viewModel, word: word)
    }

    /// How this content differs from `old`, the same row's content before, as its object answers
    /// (without the update's shortcut for the same object given again).
    package func change(from old: BoundRowContent) -> RowChange {
        object.change(from: old.object, word: word, oldWord: old.word)
    }
}

/// How a row's cells are named for reuse: by their class's own name, or by a name given.
@usableFromInline
protocol ReuseNaming: Sendable {
    /// The reuse identifier of cells of `cell`.
    func identifier(for cell: TableViewCell.Type) -> String
}

/// Cells named by their class's full name (``DefaultReuseIdentifiers``), which the row does not
/// store: it takes no memory.
@usableFromInline
struct ClassNamedReuse: ReuseNaming {
    @usableFromInline init() {}

    @usableFromInline func identifier(for cell: TableViewCell.Type) -> String {
        DefaultReuseIdentifiers.shared.identifier(for: cell)
    }
}

/// Cells named by an identifier given with the row.
@usableFromInline
struct NamedReuse: ReuseNaming {
    let identifier: String

    @usableFromInline init(identifier: String) {
        self.identifier = identifier
    }

    @usableFromInline func identifier(for cell: TableViewCell.Type) -> String { identifier }
}

/// The content of one row shown by a `Cell` configured from `viewModel`: named by the cell
/// class's own name when `reuseIdentifier` is nil, which the content then does not store. What a
/// row described one by one, or from a kind whose view model does not fit in a word, holds.
@inlinable
nonisolated func typedRowContent<Cell: TableViewCell, ViewModel: Equatable & Sendable>(
    viewModel: ViewModel, reuseIdentifier: String?,
    configure: @escaping @MainActor @Sendable (Cell, ViewModel) -> Void
) -> RowContent {
    if let reuseIdentifier {
        TypedRowContent(viewModel: viewModel, naming: NamedReuse(identifier: reuseIdentifier), configureCell: configure)
    } else {
        TypedRowContent<Cell, ViewModel, ClassNamedReuse>(
            viewModel: viewModel, naming: ClassNamedReuse(), configureCell: configure)
    }
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
    nonisolated init(
        viewModel: ViewModel, naming: Naming, configureCell: @escaping @MainActor @Sendable (Cell, ViewModel) -> Void
    ) {
        self.viewModel = viewModel
        self.naming = naming
        self.configureCell = configureCell
        super.init()
    }

    override package nonisolated var reuseIdentifier: String { naming.identifier(for: Cell.self) }

    override package nonisolated var isNamedByClass: Bool { Naming.self == ClassNamedReuse.self }

    override package nonisolated var cellClass: TableViewCell.Type { Cell.self }

    override package nonisolated func erasedViewModel(word: Int) -> any Sendable { viewModel }

    override package func configure(_ cell: TableViewCell, word: Int) -> Bool {
        guard let typed = cell as? Cell else { return false }
        configureCell(typed, viewModel)
        return true
    }

    override package nonisolated func hasViewModel(equalTo viewModel: any Sendable, word: Int) -> Bool {
        (viewModel as? ViewModel).map { $0 == self.viewModel } ?? false
    }

    override package nonisolated func change(from old: RowContent, word: Int, oldWord: Int) -> RowChange {
        // The class is final: the cast succeeds exactly when the types are the same. A `case let
        // ... as` pattern borrows the cast reference, where `guard let ... as?` retained and
        // released it around the view models' `==` (Performance.md, "`described-update-10k`").
        switch old {
        case let same as TypedRowContent:
            // Rows named by their class's name (most) are named alike without asking: the
            // comparison runs unspecialized, and asking is a call through a witness table. The
            // only other naming is a name given, read by a cast (the two have the same type).
            if Naming.self != ClassNamedReuse.self, let given = naming as? NamedReuse,
                let old = same.naming as? NamedReuse, given.identifier != old.identifier
            {
                return .reload
            }
            return same.viewModel == viewModel ? .none : .viewModel
        default:
            return change(fromOtherType: old, word: word, oldWord: oldWord)
        }
    }
}
