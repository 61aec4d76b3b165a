import CascadingTableDelegate
import Foundation

// Simpler forms of a step, tried while a failure is shrunk: shorter scrolls, earlier rows and
// sections, earlier swipe actions. Each is a guess: the shrinker keeps one only when the session
// still fails with it.
extension ExplorationStep {
    /// Simpler forms of the step, simplest first; empty when there are none.
    var simplerForms: [ExplorationStep] {
        switch self {
        case .scroll(let distance):
            guard distance.isFinite, abs(distance) > 1 else { return [] }
            return [.scroll((distance / 2).rounded(.towardZero))]
        case .tapRow(let row): return Self.earlier(row).map { .tapRow($0) }
        case .tapAccessoryButton(let row): return Self.earlier(row).map { .tapAccessoryButton($0) }
        case .tapHeader(let section): return Self.earlier(section).map { .tapHeader(section: $0) }
        case .tapFooter(let section): return Self.earlier(section).map { .tapFooter(section: $0) }
        case .swipe(let row, let edge): return Self.earlier(row).map { .swipe($0, edge: edge) }
        case .fullSwipe(let row, let edge):
            return [.swipe(row, edge: edge)] + Self.earlier(row).map { .fullSwipe($0, edge: edge) }
        case .tapSwipeAction(let index, _): return Self.earlier(index).map { .tapSwipeAction(index: $0, title: nil) }
        case .longPress(let row): return Self.earlier(row).map { .longPress($0) }
        case .tapEditingControl(let row): return Self.earlier(row).map { .tapEditingControl($0) }
        case .reorder(let source, let destination):
            return Self.earlier(destination).map { .reorder(from: source, to: $0) }
                + Self.earlier(source).map { .reorder(from: $0, to: destination) }
        case .multipleSelectionPan(let start, let end):
            return Self.earlier(end).map { .multipleSelectionPan(from: start, to: $0) }
        case .drag(let source, let destination):
            return (destination.map { Self.earlier($0).map { .drag(from: source, to: $0) } } ?? [])
                + Self.earlier(source).map { .drag(from: $0, to: destination) }
        case .focusRow(let row): return Self.earlier(row).map { .focusRow($0) }
        case .expandRow(let row): return Self.earlier(row).map { .expandRow($0) }
        case .collapseRow(let row): return Self.earlier(row).map { .collapseRow($0) }
        default: return []
        }
    }

    /// Earlier numbers than `value`: 0, half of it, and the one before.
    private static func earlier(_ value: Int) -> [Int] {
        var found: [Int] = []
        for candidate in [0, value / 2, value - 1] where candidate >= 0 && candidate < value {
            if !found.contains(candidate) { found.append(candidate) }
        }
        return found
    }

    /// Earlier rows than `row`: earlier rows of its section, then the same row of earlier sections.
    private static func earlier(_ row: IndexPath) -> [IndexPath] {
        earlier(row.row).map { IndexPath(row: $0, section: row.section) }
            + earlier(row.section).map { IndexPath(row: row.row, section: $0) }
    }
}

// One row named by several steps: a delete button revealed on row 8 is tapped on row 8, so moving
// the first step to row 0 alone leaves the second with nothing to tap. The shrinker moves them
// together.
extension ExplorationStep {
    /// The row the step acts on first, or nil for a step that names none.
    var row: IndexPath? {
        switch self {
        case .tapRow(let row), .tapAccessoryButton(let row), .swipe(let row, _), .fullSwipe(let row, _),
            .longPress(let row), .tapEditingControl(let row), .tapDeleteConfirmation(let row), .focusRow(let row),
            .expandRow(let row), .collapseRow(let row):
            row
        case .reorder(let row, _), .multipleSelectionPan(let row, _), .drag(let row, _): row
        default: nil
        }
    }

    /// The same step with `old` replaced by `new` wherever it names a row.
    func replacingRow(_ old: IndexPath, with new: IndexPath) -> ExplorationStep {
        func swap(_ row: IndexPath) -> IndexPath { row == old ? new : row }
        switch self {
        case .tapRow(let row): return .tapRow(swap(row))
        case .tapAccessoryButton(let row): return .tapAccessoryButton(swap(row))
        case .swipe(let row, let edge): return .swipe(swap(row), edge: edge)
        case .fullSwipe(let row, let edge): return .fullSwipe(swap(row), edge: edge)
        case .longPress(let row): return .longPress(swap(row))
        case .tapEditingControl(let row): return .tapEditingControl(swap(row))
        case .tapDeleteConfirmation(let row): return .tapDeleteConfirmation(swap(row))
        case .focusRow(let row): return .focusRow(swap(row))
        case .expandRow(let row): return .expandRow(swap(row))
        case .collapseRow(let row): return .collapseRow(swap(row))
        case .reorder(let source, let destination): return .reorder(from: swap(source), to: swap(destination))
        case .multipleSelectionPan(let start, let end): return .multipleSelectionPan(from: swap(start), to: swap(end))
        case .drag(let source, let destination): return .drag(from: swap(source), to: destination.map(swap))
        default: return self
        }
    }
}
