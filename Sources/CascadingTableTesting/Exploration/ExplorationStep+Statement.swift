import CascadingTableDelegate
import Foundation

// The Swift statement of each step, to paste into a test: `table` names the explored table and
// `screen` the screen `makeScreen` built.
extension ExplorationStep {
    /// The statement that does the same as the step in a test.
    func statement(userActions: [ExplorationUserAction]) -> String {
        switch self {
        case .scroll(let distance): "table.userScroll(by: \(Self.literal(distance)))"
        case .tapRow(let row): "table.tapRow(at: \(Self.literal(row)))"
        case .tapAccessoryButton(let row): "table.tapAccessoryButton(forRowAt: \(Self.literal(row)))"
        case .tapHeader(let section): "table.tapHeader(inSection: \(section))"
        case .tapFooter(let section): "table.tapFooter(inSection: \(section))"
        case .swipe(let row, let edge): "table.swipeRow(at: \(Self.literal(row)), edge: \(Self.literal(edge)))"
        case .fullSwipe(let row, let edge):
            "table.fullSwipeRow(at: \(Self.literal(row)), edge: \(Self.literal(edge)))"
        case .tapSwipeAction(let index, let title):
            "table.tapSwipeAction(at: \(index))" + (title.map { "  // \(Self.literal($0))" } ?? "")
        case .closeSwipe: "table.setEditing(table.isEditing, animated: false)  // closes the swipe"
        case .longPress(let row): "table.longPressRow(at: \(Self.literal(row)))"
        case .contextMenuAction(let path):
            "table.performContextMenuAction(titled: [\(path.map(Self.literal).joined(separator: ", "))])"
        case .tapContextMenuPreview: "table.tapContextMenuPreview()"
        case .dismissContextMenu: "table.dismissContextMenu()"
        case .setEditing(let editing): "table.setEditing(\(editing), animated: false)"
        case .tapEditingControl(let row): "table.tapEditingControl(at: \(Self.literal(row)))"
        case .tapDeleteConfirmation(let row): "table.tapDeleteConfirmation(at: \(Self.literal(row)))"
        case .reorder(let source, let destination):
            "table.reorderRow(from: \(Self.literal(source)), to: \(Self.literal(destination)))"
        case .multipleSelectionPan(let start, let end):
            "table.simulateMultipleSelectionPan(from: \(Self.literal(start)), to: \(Self.literal(end)))"
        case .drag(let source, let destination):
            "table.simulateDrag(from: \(Self.literal(source)), to: \(destination.map(Self.literal) ?? "nil"))"
        case .moveFocus(let heading): "table.moveFocus(\(Self.literal(heading)))"
        case .focusRow(let row): "table.focusRow(at: \(Self.literal(row)))"
        case .moveFocusOutOfTable: "table.moveFocusOutOfTable()"
        case .expandRow(let row): "table.tapRow(at: \(Self.literal(row)))  // expands the row"
        case .collapseRow(let row): "table.tapRow(at: \(Self.literal(row)))  // collapses the row"
        case .user(let index):
            userActions.indices.contains(index) ? userActions[index].statement : "// an action of the user's"
        }
    }

    private static func literal(_ row: IndexPath) -> String {
        "IndexPath(row: \(row.row), section: \(row.section))"
    }

    private static func literal(_ edge: TableView.SwipeEdge) -> String {
        edge == .leading ? ".leading" : ".trailing"
    }

    private static func literal(_ heading: FocusHeading) -> String {
        switch heading {
        case .up: ".up"
        case .down: ".down"
        case .next: ".next"
        default: ".previous"
        }
    }

    /// A distance as Swift reads it: whole points without a fraction, the ends as infinities.
    private static func literal(_ distance: CGFloat) -> String {
        if distance == .infinity { return ".infinity" }
        if distance == -.infinity { return "-.infinity" }
        return distance == distance.rounded() ? String(Int(distance)) : "\(distance)"
    }

    /// A string literal, with its quotes and backslashes escaped.
    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
