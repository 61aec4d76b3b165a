import CascadingTableNodes
import CascadingTableView
import Foundation

extension MethodCases {
    /// The focus, primary-action and multiple-selection methods that carry one index path. The
    /// focus-update methods are called with a context whose previously focused row is the path
    /// and whose next row is outside the table, so exactly one child owns it.
    package static let focusAndActionCases: [MethodCase] = [
        MethodCase(key: "shouldUpdateFocusIn", stub: false, isDefault: defaultIs("true")) {
            $0.tableView($1, shouldUpdateFocusIn: leavingContext(from: $2))
        },
        MethodCase(key: "didUpdateFocusIn", stub: nil, isDefault: defaultIs("nil")) {
            $0.tableView($1, didUpdateFocusIn: leavingContext(from: $2), with: FocusAnimationCoordinator())
            return nil
        },
        MethodCase(
            key: "selectionFollowsFocusForRowAt", stub: true, isDefault: defaultIs("false")
        ) { $0.tableView($1, selectionFollowsFocusForRowAt: $2) },
        // The tables of the routing tests are not editing, so the default is true.
        MethodCase(
            key: "canPerformPrimaryActionForRowAt", stub: false, isDefault: defaultIs("true")
        ) { $0.tableView($1, canPerformPrimaryActionForRowAt: $2) },
        MethodCase(
            key: "performPrimaryActionForRowAt", stub: nil, isDefault: defaultIs("nil")
        ) {
            $0.tableView($1, performPrimaryActionForRowAt: $2)
            return nil
        },
        MethodCase(
            key: "shouldBeginMultipleSelectionInteractionAt", stub: true,
            isDefault: defaultIs("false")
        ) { $0.tableView($1, shouldBeginMultipleSelectionInteractionAt: $2) },
        MethodCase(
            key: "didBeginMultipleSelectionInteractionAt", stub: nil,
            isDefault: defaultIs("nil")
        ) {
            $0.tableView($1, didBeginMultipleSelectionInteractionAt: $2)
            return nil
        },
    ]

    /// Whether an answer describes as `description`, the default of a method.
    private static func defaultIs(_ description: String) -> (Any?, IndexPath) -> Bool {
        { answer, _ in describe(answer) == description }
    }

    /// Focus leaving the table from `indexPath`.
    package static func leavingContext(from indexPath: IndexPath) -> TableViewFocusUpdateContext {
        TableViewFocusUpdateContext(
            previouslyFocusedIndexPath: indexPath, nextFocusedIndexPath: nil, focusHeading: .down)
    }
}
