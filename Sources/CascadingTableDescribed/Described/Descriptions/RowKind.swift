import CascadingTableView
import Foundation

/// A kind of described row: a cell class, the identifier its cells are reused with, and the step
/// that configures a cell from a typed view model, made once and shared by every row described
/// from it.
///
/// Rows described from a kind behave as rows described with the same cell and closure one by one
/// (``RowDescription/init(id:viewModel:cell:reuseIdentifier:configure:)``): they are configured,
/// reused, compared by view model and changed by modifiers the same way. They cost less: the cell
/// class and the closure are held once, by the kind, and a view model that fits in a word (an
/// integer of any width, `Bool`, `Double`, `Float`, `CGFloat`) is kept in the row itself, so that
/// such a row allocates nothing of its own; a view model of another type is kept in an object per
/// row, as a row described one by one keeps it. Describe long lists from a kind:
///
/// ```swift
/// let numbered = RowKind(cell: TableViewCell.self) { (cell, number: Int) in cell.text = "No. \(number)" }
/// let rows = (0..<10_000).map { number in numbered.row(id: number, viewModel: number).height(44) }
/// ```
///
/// The kind compares view models with `==` in code specialized for `ViewModel` where the kind is
/// made (its initializer is inlined into the caller's module), not through the generic code that
/// compares rows described one by one.
public struct RowKind<Cell: TableViewCell, ViewModel: Equatable & Sendable>: Sendable {
    /// The content the kind's rows share, which answers for them with the view model each keeps.
    @usableFromInline let shared: RowKindContent<Cell, ViewModel>

    /// A kind of row shown by a `Cell` configured from a `ViewModel`.
    ///
    /// - Parameters:
    ///   - cell: The cell class; a described node registers it for `reuseIdentifier`.
    ///   - reuseIdentifier: The identifier to register and dequeue the cell with; nil uses the
    ///     cell class's full name.
    ///   - configure: Sets up a cell from a row's view model, on the row's first display and after
    ///     every change of its view model.
    // Inlinable, so that the comparison of two view models is made here, with `ViewModel` known.
    @inlinable
    public init(
        cell: Cell.Type, reuseIdentifier: String? = nil,
        configure: @escaping @MainActor @Sendable (Cell, ViewModel) -> Void
    ) {
        shared = RowKindContent(
            identifier: reuseIdentifier, configureCell: configure, inRow: ViewModelWord.storage(of: ViewModel.self),
            equalWords: {
                ViewModelWord.value(of: $0, as: ViewModel.self) == ViewModelWord.value(of: $1, as: ViewModel.self)
            }
        )
    }

    /// The identifier the kind's cells are registered and dequeued with.
    public var reuseIdentifier: String { shared.reuseIdentifier }

    /// Whether the kind's rows keep their view model in the row itself (it fits in a word), with
    /// no object of their own.
    public var keepsViewModelInRow: Bool { shared.inRow != .no }

    /// A row of this kind; the same as ``RowDescription/init(id:viewModel:kind:)``.
    ///
    /// - Parameters:
    ///   - id: The row's identifier, unique across the described node's rows.
    ///   - viewModel: What the row shows; a row whose view model changes is configured again.
    /// - Returns: The row.
    @inlinable
    public func row<ID: Hashable & Sendable>(id: ID, viewModel: ViewModel) -> RowDescription {
        RowDescription(id: id, viewModel: viewModel, kind: self)
    }
}

extension RowKind where Cell: ConfigurableCell, Cell.ViewModel == ViewModel {
    /// A kind of row shown by a cell that configures itself from its view model.
    ///
    /// - Parameters:
    ///   - cell: The cell class; its ``ConfigurableCell/configure(with:)`` is called.
    ///   - reuseIdentifier: The identifier to register and dequeue the cell with; nil uses the
    ///     cell class's full name.
    @inlinable  // As the initializer it calls.
    public init(cell: Cell.Type, reuseIdentifier: String? = nil) {
        self.init(cell: cell, reuseIdentifier: reuseIdentifier) { cell, viewModel in cell.configure(with: viewModel) }
    }
}

extension RowDescription {
    /// Describes a row of `kind`, showing `viewModel`.
    ///
    /// The row behaves as one described with the kind's cell class, reuse identifier and
    /// configure step (``init(id:viewModel:cell:reuseIdentifier:configure:)``); modifiers apply
    /// to it as to any row.
    ///
    /// - Parameters:
    ///   - id: The row's identifier, unique across the described node's rows.
    ///   - viewModel: What the row shows; a row whose view model changes is configured again.
    ///   - kind: The row's cell class, reuse identifier and configure step.
    /// - Complexity: O(1); allocates nothing when the kind's view model fits in a word
    ///   (``RowKind/keepsViewModelInRow``).
    // Inlinable, so that the type tests that decide where the view model is kept fold away.
    @inlinable
    public init<ID: Hashable & Sendable, Cell: TableViewCell, ViewModel: Equatable & Sendable>(
        id: ID, viewModel: ViewModel, kind: RowKind<Cell, ViewModel>
    ) {
        self.id = DescribedID(id)
        isBackedByNode = false
        let inRow = ViewModelWord.storage(of: ViewModel.self)
        if inRow != .no, let word = ViewModelWord.word(of: viewModel) {
            sourceObject = kind.shared
            viewModelWord = word
            viewModelInRow = inRow
        } else {
            sourceObject = kind.shared.boxed(viewModel)
        }
    }
}

/// The content every row of one ``RowKind`` shares: the cell class, the reuse identifier, the
/// configure step, and the comparison of two view models kept in rows' words.
///
/// It answers for a row with the view model the row keeps (``RowDescription/viewModelWord``),
/// given with each question; rows whose view model does not fit in a word get a content of their
/// own instead (``boxed(_:)``).
@usableFromInline
final class RowKindContent<Cell: TableViewCell, ViewModel: Equatable & Sendable>: RowContent {
    /// The reuse identifier given; nil for the cell class's own name.
    @usableFromInline let identifier: String?
    /// Configures a cell from a view model.
    @usableFromInline let configureCell: @MainActor @Sendable (Cell, ViewModel) -> Void
    /// Whether rows keep the view model in their word, and how two words compare.
    @usableFromInline let inRow: ViewModelInRow
    /// Whether two words hold equal view models, for ``ViewModelInRow/comparedByKind``: made
    /// where the kind is, with `ViewModel` known.
    let equalWords: @Sendable (Int, Int) -> Bool

    @usableFromInline
    nonisolated init(
        identifier: String?, configureCell: @escaping @MainActor @Sendable (Cell, ViewModel) -> Void,
        inRow: ViewModelInRow, equalWords: @escaping @Sendable (Int, Int) -> Bool
    ) {
        self.identifier = identifier
        self.configureCell = configureCell
        self.inRow = inRow
        self.equalWords = equalWords
        super.init()
    }

    /// The content of a row of this kind whose view model is kept in an object of its own: what
    /// ``RowDescription/init(id:viewModel:cell:reuseIdentifier:configure:)`` makes.
    @inlinable
    nonisolated func boxed(_ viewModel: ViewModel) -> RowContent {
        typedRowContent(viewModel: viewModel, reuseIdentifier: identifier, configure: configureCell)
    }

    override package nonisolated var reuseIdentifier: String {
        identifier ?? ClassNamedReuse().identifier(for: Cell.self)
    }

    override package nonisolated var isNamedByClass: Bool { identifier == nil }

    override package nonisolated var cellClass: TableViewCell.Type { Cell.self }

    override package nonisolated func erasedViewModel(word: Int) -> any Sendable {
        if let viewModel = ViewModelWord.value(of: word, as: ViewModel.self) { return viewModel }
        return ()  // Not reached: a kind's content is only shared for word-sized view models.
    }

    override package func configure(_ cell: TableViewCell, word: Int) -> Bool {
        guard let typed = cell as? Cell, let viewModel = ViewModelWord.value(of: word, as: ViewModel.self) else {
            return false
        }
        configureCell(typed, viewModel)
        return true
    }

    override package nonisolated func hasViewModel(equalTo viewModel: any Sendable, word: Int) -> Bool {
        guard let other = viewModel as? ViewModel else { return false }
        return ViewModelWord.value(of: word, as: ViewModel.self) == other
    }

    override package nonisolated func change(from old: RowContent, word: Int, oldWord: Int) -> RowChange {
        switch old {
        // Another kind of the same types (a kind made again for each content): the same cells
        // when named alike, whether the name is given or is the cell class's own.
        case let same as RowKindContent:
            guard same.reuseIdentifier == reuseIdentifier else { return .reload }
            return viewModelsAreEqual(word, oldWord) ? .none : .viewModel
        default:
            return change(fromOtherType: old, word: word, oldWord: oldWord)
        }
    }

    override package nonisolated func change(ofWord word: Int, fromWord oldWord: Int) -> RowChange {
        // Both rows are of this kind. The same bits are the same value: a row given again (a copy
        // of the row shown) is not compared, even when its view model's `==` is never true
        // (`Double.nan`), as for a row described one by one. Other bits are compared as view
        // models (`0.0 == -0.0`).
        word == oldWord || viewModelsAreEqual(word, oldWord) ? .none : .viewModel
    }

    /// Whether the view models kept in `word` and `oldWord` are equal by their `==`: a row of
    /// another kind object is compared so, as a row built again one by one is.
    private nonisolated func viewModelsAreEqual(_ word: Int, _ oldWord: Int) -> Bool {
        inRow == .comparedByKind ? equalWords(word, oldWord) : word == oldWord
    }
}

/// The view models a row keeps in its word (``RowDescription/viewModelWord``), and how: each
/// type's value converted to and from an `Int` by its bits, without an unsafe cast. Decided by
/// type, so that in code specialized for a view model type the tests fold away.
@usableFromInline
enum ViewModelWord {
    /// Whether a word holds 64 bits: where it does not, 64-bit view models are kept in objects.
    @inlinable static var holdsSixtyFourBits: Bool { Int.bitWidth == 64 }

    /// Whether values of `type` are kept in a word, and how two words compare.
    @inlinable
    static func storage<Value>(of type: Value.Type) -> ViewModelInRow {
        if Value.self == Int.self || Value.self == UInt.self || Value.self == Int8.self || Value.self == Int16.self
            || Value.self == Int32.self || Value.self == UInt8.self || Value.self == UInt16.self
            || Value.self == UInt32.self || Value.self == Bool.self
        {
            return .comparedByWord
        }
        guard holdsSixtyFourBits else { return .no }
        if Value.self == Int64.self || Value.self == UInt64.self { return .comparedByWord }
        if Value.self == Double.self || Value.self == Float.self || Value.self == CGFloat.self {
            return .comparedByKind
        }
        return .no
    }

    /// `value` as a word; nil for a type not kept in one.
    @inlinable
    static func word<Value>(of value: Value) -> Int? {
        switch value {
        case let value as Int: value
        case let value as UInt: Int(bitPattern: value)
        case let value as Int8: Int(value)
        case let value as Int16: Int(value)
        case let value as Int32: Int(value)
        case let value as UInt8: Int(value)
        case let value as UInt16: Int(value)
        case let value as UInt32: Int(truncatingIfNeeded: value)  // Not Int(_:): a 32-bit Int cannot hold it.
        case let value as Bool: value ? 1 : 0
        case let value as Int64 where holdsSixtyFourBits: Int(value)
        case let value as UInt64 where holdsSixtyFourBits: Int(Int64(bitPattern: value))
        case let value as Double where holdsSixtyFourBits: Int(Int64(bitPattern: value.bitPattern))
        case let value as Float where holdsSixtyFourBits: Int(value.bitPattern)
        case let value as CGFloat where holdsSixtyFourBits: Int(Int64(bitPattern: Double(value).bitPattern))
        default: nil
        }
    }

    /// The `Value` kept in `word` by ``word(of:)``; nil for a type not kept in a word.
    @inlinable
    static func value<Value>(of word: Int, as type: Value.Type) -> Value? {
        let value: Any? =
            switch type {
            case is Int.Type: word
            case is UInt.Type: UInt(bitPattern: word)
            case is Int8.Type: Int8(truncatingIfNeeded: word)
            case is Int16.Type: Int16(truncatingIfNeeded: word)
            case is Int32.Type: Int32(truncatingIfNeeded: word)
            case is UInt8.Type: UInt8(truncatingIfNeeded: word)
            case is UInt16.Type: UInt16(truncatingIfNeeded: word)
            case is UInt32.Type: UInt32(truncatingIfNeeded: word)
            case is Bool.Type: word != 0
            case is Int64.Type where holdsSixtyFourBits: Int64(word)
            case is UInt64.Type where holdsSixtyFourBits: UInt64(bitPattern: Int64(word))
            case is Double.Type where holdsSixtyFourBits: Double(bitPattern: UInt64(bitPattern: Int64(word)))
            case is Float.Type where holdsSixtyFourBits: Float(bitPattern: UInt32(truncatingIfNeeded: word))
            case is CGFloat.Type where holdsSixtyFourBits: CGFloat(Double(bitPattern: UInt64(bitPattern: Int64(word))))
            default: nil
            }
        return value as? Value
    }
}
