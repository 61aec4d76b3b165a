import CascadingTableDescribed
import CascadingTableView
import Foundation

// Randomized suites describe a share of their rows from `RowKind`s, mixed with rows described one
// by one, because users mix them: every form below shows an `ItemCell` holding
// `Item(title: id, version: version)`, so the suites' oracles, which read the cell, predict kind
// rows exactly as plain ones.

/// Identifiers by number, so that a kind whose view model is one word can carry the row's title:
/// the word holds the identifier's number and the version.
private final class TitleTable: @unchecked Sendable {
    private let lock = NSLock()
    private var numbers: [String: Int] = [:]
    private var titles: [String] = []

    func number(of title: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[title] { return number }
        numbers[title] = titles.count
        titles.append(title)
        return titles.count - 1
    }

    func title(_ number: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return titles.indices.contains(number) ? titles[number] : "?\(number)"
    }
}

private let titleTable = TitleTable()

/// The bits of a kind row's word that hold the version.
private let versionBits = 20

/// `id` and `version` as one integer: the identifier's number above the version.
private func code(_ id: String, _ version: Int) -> Int {
    titleTable.number(of: id) << versionBits | (version & (1 << versionBits - 1))
}

/// The item `code` stands for.
private func item(code: Int) -> Item {
    Item(title: titleTable.title(code >> versionBits), version: code & (1 << versionBits - 1))
}

/// Int view models kept in the row, reused under the cell class's name, as ``itemRow(_:version:)``.
private let intKind = RowKind(cell: ItemCell.self) { (cell, code: Int) in cell.configure(with: item(code: code)) }

/// Int view models kept in the row, under a reuse identifier of their own.
private let namedIntKind = RowKind(cell: ItemCell.self, reuseIdentifier: ItemRowForm.namedInt.ownReuseIdentifier) {
    (cell, code: Int) in
    cell.configure(with: item(code: code))
}

/// Double view models kept in the row and compared by the kind (`==`, not bits).
private let doubleKind = RowKind(cell: ItemCell.self) { (cell, code: Double) in
    cell.configure(with: item(code: Int(code)))
}

/// String view models, kept in an object per row.
private let stringKind = RowKind(cell: ItemCell.self, reuseIdentifier: ItemRowForm.string.ownReuseIdentifier) {
    (cell, text: String) in cell.configure(with: item(text: text) ?? Item(title: text, version: -1))
}

/// The item `text` ("id#version") stands for.
private func item(text: String) -> Item? {
    guard let mark = text.lastIndex(of: "#"), let version = Int(text[text.index(after: mark)...]) else { return nil }
    return Item(title: String(text[..<mark]), version: version)
}

/// A kind made for one row (as a kind made again for each content), whose Float view model is the
/// version alone; version 0 is given as 0.0 or -0.0 by `pass`, which `==` holds equal: not a change.
private func signedZeroKind(_ id: String) -> RowKind<ItemCell, Float> {
    RowKind(cell: ItemCell.self) { cell, version in cell.configure(with: Item(title: id, version: Int(version))) }
}

/// A kind made for one row and version, whose CGFloat view model is NaN: never equal to itself, so
/// that the row is configured again (with this version) on every update that gives it, which a
/// comparison of bits would skip.
private func notANumberKind(_ id: String, version: Int) -> RowKind<ItemCell, CGFloat> {
    RowKind(cell: ItemCell.self) { cell, _ in cell.configure(with: Item(title: id, version: version)) }
}

/// Actions shared by every row given them; they only mark that they were called.
private let sharedItemActions = DescribedRowActions(onSelect: { _ in }, onWillDisplay: { _, _ in })

/// How ``mixedItemRow(_:version:pass:mix:)`` describes a row.
enum ItemRowForm: CaseIterable {
    case plain, int, namedInt, double, signedZero, notANumber, string

    /// The reuse identifier the form's cells are dequeued with, when it is not `ItemCell`'s class
    /// name (which plain rows use); nil for that name. A row whose form changes this gets a new
    /// cell (it is reloaded), one whose form keeps it is reconfigured.
    var ownReuseIdentifier: String? {
        switch self {
        case .namedInt: "kind-int"
        case .string: "kind-string"
        case .plain, .int, .double, .signedZero, .notANumber: nil
        }
    }
}

/// Which forms ``mixedItemRow(_:version:pass:mix:)`` draws from.
enum ItemRowMix {
    /// Every form.
    case all
    /// The forms whose cells are reused under `ItemCell`'s class name: a change of form alone never
    /// asks for a new cell.
    case sameReuseIdentifier
    /// Every form whose view model tells the item it shows (``shownItem(of:)``): no NaN.
    case readableViewModels

    var forms: [ItemRowForm] {
        switch self {
        case .all: [.plain, .plain, .plain, .plain, .int, .namedInt, .double, .signedZero, .notANumber, .string, .int]
        case .sameReuseIdentifier: [.plain, .plain, .plain, .plain, .int, .double, .signedZero, .notANumber, .int]
        case .readableViewModels: [.plain, .plain, .plain, .plain, .int, .namedInt, .double, .signedZero, .string]
        }
    }
}

/// The form of row `id` at `version` in `pass`: about a third plain, the rest spread over the
/// kinds; a row moves between forms as its version (or the pass) changes.
func itemRowForm(_ id: String, version: Int, pass: Int = 0, mix: ItemRowMix = .all) -> ItemRowForm {
    let forms = mix.forms
    return forms[Int((itemRowHash(id, version: version, pass: pass) >> 33) % UInt64(forms.count))]
}

/// A hash of the arguments that is the same on every run (FNV-1a), unlike `Hasher`'s.
private func itemRowHash(_ id: String, version: Int, pass: Int) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in id.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return (hash ^ UInt64(truncatingIfNeeded: version &* 31 &+ pass)) &* 0x100_0000_01B3
}

/// A row of `ItemCell`s showing `Item(title: id, version: version)`, described one by one
/// (``itemRow(_:version:)``) or from a kind, by ``itemRowForm(_:version:pass:mix:)``; one row in
/// four has the shared actions, one in four actions of its own.
func mixedItemRow(_ id: String, version: Int, pass: Int = 0, mix: ItemRowMix = .all) -> RowDescription {
    let row =
        switch itemRowForm(id, version: version, pass: pass, mix: mix) {
        case .plain: itemRow(id, version: version)
        case .int: intKind.row(id: id, viewModel: code(id, version))
        case .namedInt: namedIntKind.row(id: id, viewModel: code(id, version))
        case .double: doubleKind.row(id: id, viewModel: Double(code(id, version)))
        case .signedZero:
            signedZeroKind(id).row(id: id, viewModel: version == 0 && pass % 2 == 1 ? -0.0 : Float(version))
        case .notANumber: notANumberKind(id, version: version).row(id: id, viewModel: .nan)
        case .string: stringKind.row(id: id, viewModel: "\(id)#\(version)")
        }
    switch (itemRowHash(id, version: version, pass: pass) >> 20) % 4 {
    case 0: return row.actions(sharedItemActions)
    case 1: return row.onSelect { _ in }
    default: return row
    }
}

/// The item `row` shows, read from its view model whichever way ``mixedItemRow(_:version:pass:mix:)``
/// described it (but for NaN view models); nil for a row of another cell.
func shownItem(of row: RowDescription) -> Item? {
    if let item = row.viewModel(as: Item.self) { return item }
    if let code = row.viewModel(as: Int.self) { return item(code: code) }
    if let code = row.viewModel(as: Double.self) { return item(code: Int(code)) }
    if let version = row.viewModel(as: Float.self) { return Item(title: "\(row.id)", version: Int(version)) }
    return row.viewModel(as: String.self).flatMap { item(text: $0) }
}

/// The reuse identifier of the cell showing row `id` at `version` in `pass`, described by
/// ``mixedItemRow(_:version:pass:mix:)``: a row whose form changes it must have got a new cell.
func itemRowReuseIdentifier(_ id: String, version: Int, pass: Int = 0, mix: ItemRowMix = .all) -> String? {
    itemRowForm(id, version: version, pass: pass, mix: mix).ownReuseIdentifier ?? itemRow(id).reuseIdentifier
}
