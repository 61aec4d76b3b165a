import CascadingTableNodes
import CascadingTableView
import Foundation

/// The swipe-action, context-menu and drag-and-drop methods that carry an index path, as data
/// for the routing tests.
extension MethodCases {
    package static let stubSwipeConfiguration = SwipeActionsConfiguration(actions: [
        ContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }
    ])

    package static let stubMenuConfiguration = ContextMenuConfiguration(identifier: "stub")

    package static let stubDragItems = [DragItem(localObject: "stub")]

    package static let swipeMenuDragCases: [MethodCase] = [
        MethodCase(
            key: "leadingSwipeActionsConfigurationForRowAt", stub: stubSwipeConfiguration,
            isDefault: { answer, _ in describe(answer) == "nil" },
            call: { $0.tableView($1, leadingSwipeActionsConfigurationForRowAt: $2) }
        ),
        MethodCase(
            key: "trailingSwipeActionsConfigurationForRowAt", stub: stubSwipeConfiguration,
            isDefault: { answer, _ in describe(answer) == "nil" },
            call: { $0.tableView($1, trailingSwipeActionsConfigurationForRowAt: $2) }
        ),
        MethodCase(
            key: "contextMenuConfigurationForRowAt", stub: stubMenuConfiguration,
            isDefault: { answer, _ in describe(answer) == "nil" },
            call: { $0.tableView($1, contextMenuConfigurationForRowAt: $2, point: CGPoint(x: 1, y: 2)) }
        ),
        MethodCase(
            key: "contextMenuConfigurationForRowsAt", stub: stubMenuConfiguration,
            isDefault: { answer, _ in describe(answer) == "nil" },
            call: { $0.tableView($1, contextMenuConfigurationForRowsAt: [$2], point: CGPoint(x: 1, y: 2)) }
        ),
        MethodCase(
            key: "itemsForBeginning", stub: stubDragItems, routed: describe([Optional("stub")]),
            isDefault: { answer, _ in describe(answer) == "[]" },
            call: { node, table, path in
                node.tableView(table, itemsForBeginning: DragSession(), at: path).map {
                    $0.localObject as? String
                }
            }
        ),
        MethodCase(
            key: "itemsForAddingTo", stub: stubDragItems, routed: describe([Optional("stub")]),
            isDefault: { answer, _ in describe(answer) == "[]" },
            call: { node, table, path in
                node.tableView(table, itemsForAddingTo: DragSession(), at: path, point: .zero).map {
                    $0.localObject as? String
                }
            }
        ),
    ]
}
