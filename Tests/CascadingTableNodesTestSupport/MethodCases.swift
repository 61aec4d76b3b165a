import CascadingTableNodes
import CascadingTableView
import Foundation

/// One protocol method, described as data: how to call it on a node, what a stubbed child answers,
/// and what a node answers when no child does. Routing tests run every case the same way.
@MainActor
package struct MethodCase {
    /// The SpyNode log key of the method.
    package let key: String
    /// What the stubbed child answers; nil for methods that return nothing.
    package let stub: Any?
    /// Whether `answer` is the default a node gives when no child answers.
    package let isDefault: (_ answer: Any?, _ indexPath: IndexPath) -> Bool
    /// Calls the method on `node` for `indexPath` and returns its answer (nil for void methods).
    package let call: (_ node: any CascadingTableDelegate, _ table: TableView, _ indexPath: IndexPath) -> Any?
    /// How a routed answer describes: the stub's description unless the call transforms it.
    package let routedDescription: String

    package init(
        key: String, stub: Any?, routed: String? = nil,
        isDefault: @escaping (_ answer: Any?, _ indexPath: IndexPath) -> Bool,
        call: @escaping (_ node: any CascadingTableDelegate, _ table: TableView, _ indexPath: IndexPath) -> Any?
    ) {
        self.key = key
        self.stub = stub
        self.isDefault = isDefault
        self.call = call
        routedDescription = routed ?? describe(stub)
    }
}

/// A protocol method that names a section rather than an index path.
@MainActor
package struct SectionMethodCase {
    package let key: String
    package let stub: Any?
    package let defaultDescription: String
    package let call: (_ node: any CascadingTableDelegate, _ table: TableView, _ section: Int) -> Any?
}

/// A description that tells values apart, objects by identity.
package func describe(_ value: Any?) -> String {
    guard let value else { return "nil" }
    if case Optional<Any>.none = value as Any? { return "nil" }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return describe(wrapped)
    }
    if mirror.displayStyle == .class {
        return "object:\(ObjectIdentifier(value as AnyObject).hashValue)"
    }
    return String(describing: value)
}

@MainActor
private func equalsDefault(_ expected: Any?) -> (Any?, IndexPath) -> Bool {
    { answer, _ in describe(answer) == describe(expected) }
}

@MainActor
package enum MethodCases {
    package static let stubCell = TableViewCell(reuseIdentifier: "stub")
    package static let stubView = TableViewHeaderFooterView(reuseIdentifier: "stub")
    package static let stubTarget = IndexPath(row: 9, section: 8)
    package static let stubActions = [TableViewRowAction(style: .normal, title: "Pin") { _, _ in }]

    /// Every method of the protocols that carries an index path.
    /// Every index-path method: the classic ones, focus and actions, swipes, menus and drags.
    package static var everyIndexPathCase: [MethodCase] { indexPathCases + focusAndActionCases + swipeMenuDragCases }

    package static let indexPathCases: [MethodCase] = [
        MethodCase(
            key: "cellForRowAt", stub: stubCell,
            isDefault: { answer, _ in
                guard let cell = answer as? TableViewCell else { return false }
                return cell !== stubCell && cell.reuseIdentifier == nil && cell.text == nil
            },
            call: { $0.tableView($1, cellForRowAt: $2) }
        ),
        MethodCase(key: "canEditRowAt", stub: true, isDefault: equalsDefault(false)) {
            $0.tableView($1, canEditRowAt: $2)
        },
        MethodCase(key: "canMoveRowAt", stub: true, isDefault: equalsDefault(false)) {
            $0.tableView($1, canMoveRowAt: $2)
        },
        MethodCase(key: "commit", stub: nil, isDefault: equalsDefault(nil)) {
            $0.tableView($1, commit: .delete, forRowAt: $2)
            return nil
        },
        MethodCase(key: "willDisplay", stub: nil, isDefault: equalsDefault(nil)) {
            $0.tableView($1, willDisplay: stubCell, forRowAt: $2)
            return nil
        },
        MethodCase(key: "didEndDisplaying", stub: nil, isDefault: equalsDefault(nil)) {
            $0.tableView($1, didEndDisplaying: stubCell, forRowAt: $2)
            return nil
        },
        MethodCase(key: "heightForRowAt", stub: CGFloat(61.5), isDefault: equalsDefault(TableView.automaticDimension)) {
            $0.tableView($1, heightForRowAt: $2)
        },
        MethodCase(
            key: "estimatedHeightForRowAt", stub: CGFloat(33.25), isDefault: equalsDefault(TableView.automaticDimension)
        ) { $0.tableView($1, estimatedHeightForRowAt: $2) },
        MethodCase(
            key: "editingStyleForRowAt", stub: TableViewCell.EditingStyle.insert,
            isDefault: equalsDefault(
                TableViewCell.EditingStyle.none)
        ) { $0.tableView($1, editingStyleForRowAt: $2) },
        MethodCase(key: "titleForDeleteConfirmationButtonForRowAt", stub: "Remove", isDefault: equalsDefault(nil)) {
            $0.tableView($1, titleForDeleteConfirmationButtonForRowAt: $2)
        },
        MethodCase(
            key: "editActionsForRowAt", stub: stubActions, routed: describe([Optional("Pin")]),
            isDefault: equalsDefault(nil)
        ) { node, table, path in
            node.tableView(table, editActionsForRowAt: path)?.map(\.title)
        },
        MethodCase(key: "shouldIndentWhileEditingRowAt", stub: true, isDefault: equalsDefault(false)) {
            $0.tableView($1, shouldIndentWhileEditingRowAt: $2)
        },
        MethodCase(key: "willBeginEditingRowAt", stub: nil, isDefault: equalsDefault(nil)) {
            $0.tableView($1, willBeginEditingRowAt: $2)
            return nil
        },
        MethodCase(key: "didEndEditingRowAt", stub: nil, isDefault: equalsDefault(nil)) {
            $0.tableView($1, didEndEditingRowAt: $2)
            return nil
        },
        MethodCase(key: "accessoryButtonTappedForRowWith", stub: nil, isDefault: equalsDefault(nil)) {
            $0.tableView($1, accessoryButtonTappedForRowWith: $2)
            return nil
        },
        MethodCase(key: "shouldHighlightRowAt", stub: false, isDefault: equalsDefault(true)) {
            $0.tableView($1, shouldHighlightRowAt: $2)
        },
        MethodCase(key: "didHighlightRowAt", stub: nil, isDefault: equalsDefault(nil)) {
            $0.tableView($1, didHighlightRowAt: $2)
            return nil
        },
        MethodCase(key: "didUnhighlightRowAt", stub: nil, isDefault: equalsDefault(nil)) {
            $0.tableView($1, didUnhighlightRowAt: $2)
            return nil
        },
        MethodCase(
            key: "willSelectRowAt", stub: stubTarget, isDefault: { describe($0) == describe($1) },
            call: { $0.tableView($1, willSelectRowAt: $2) }
        ),
        MethodCase(
            key: "willDeselectRowAt", stub: stubTarget, isDefault: { describe($0) == describe($1) },
            call: { $0.tableView($1, willDeselectRowAt: $2) }
        ),
        MethodCase(key: "didSelectRowAt", stub: nil, isDefault: equalsDefault(nil)) {
            $0.tableView($1, didSelectRowAt: $2)
            return nil
        },
        MethodCase(key: "didDeselectRowAt", stub: nil, isDefault: equalsDefault(nil)) {
            $0.tableView($1, didDeselectRowAt: $2)
            return nil
        },
        MethodCase(key: "shouldShowMenuForRowAt", stub: true, isDefault: equalsDefault(false)) {
            $0.tableView($1, shouldShowMenuForRowAt: $2)
        },
        MethodCase(key: "canPerformAction", stub: true, isDefault: equalsDefault(false)) {
            $0.tableView($1, canPerformAction: .copy, forRowAt: $2, withSender: nil)
        },
        MethodCase(key: "performAction", stub: nil, isDefault: equalsDefault(nil)) {
            $0.tableView($1, performAction: .paste, forRowAt: $2, withSender: "sender")
            return nil
        },
        MethodCase(key: "canFocusRowAt", stub: true, isDefault: equalsDefault(false)) {
            $0.tableView($1, canFocusRowAt: $2)
        },
        MethodCase(key: "indentationLevelForRowAt", stub: 3, isDefault: equalsDefault(0)) {
            $0.tableView($1, indentationLevelForRowAt: $2)
        },
        MethodCase(
            key: "targetIndexPathForMoveFromRowAt", stub: stubTarget,
            isDefault: equalsDefault(
                IndexPath(indexes: [7, 7]))
        ) { $0.tableView($1, targetIndexPathForMoveFromRowAt: $2, toProposedIndexPath: IndexPath(indexes: [7, 7])) },
    ]

    /// Every method of the protocols that carries a section number.
    package static let sectionCases: [SectionMethodCase] = [
        SectionMethodCase(key: "titleForHeaderInSection", stub: "Head", defaultDescription: "nil") {
            $0.tableView($1, titleForHeaderInSection: $2)
        },
        SectionMethodCase(key: "titleForFooterInSection", stub: "Foot", defaultDescription: "nil") {
            $0.tableView($1, titleForFooterInSection: $2)
        },
        SectionMethodCase(key: "willDisplayHeaderView", stub: nil, defaultDescription: "nil") {
            $0.tableView($1, willDisplayHeaderView: stubView, forSection: $2)
            return nil
        },
        SectionMethodCase(key: "willDisplayFooterView", stub: nil, defaultDescription: "nil") {
            $0.tableView($1, willDisplayFooterView: stubView, forSection: $2)
            return nil
        },
        SectionMethodCase(key: "didEndDisplayingHeaderView", stub: nil, defaultDescription: "nil") {
            $0.tableView($1, didEndDisplayingHeaderView: stubView, forSection: $2)
            return nil
        },
        SectionMethodCase(key: "didEndDisplayingFooterView", stub: nil, defaultDescription: "nil") {
            $0.tableView($1, didEndDisplayingFooterView: stubView, forSection: $2)
            return nil
        },
        SectionMethodCase(key: "heightForHeaderInSection", stub: CGFloat(28.5), defaultDescription: "0.0") {
            $0.tableView($1, heightForHeaderInSection: $2)
        },
        SectionMethodCase(key: "heightForFooterInSection", stub: CGFloat(18.5), defaultDescription: "0.0") {
            $0.tableView($1, heightForFooterInSection: $2)
        },
        SectionMethodCase(key: "estimatedHeightForHeaderInSection", stub: CGFloat(27.5), defaultDescription: "0.0") {
            $0.tableView($1, estimatedHeightForHeaderInSection: $2)
        },
        SectionMethodCase(key: "estimatedHeightForFooterInSection", stub: CGFloat(17.5), defaultDescription: "0.0") {
            $0.tableView($1, estimatedHeightForFooterInSection: $2)
        },
        SectionMethodCase(key: "viewForHeaderInSection", stub: stubView, defaultDescription: "nil") {
            $0.tableView($1, viewForHeaderInSection: $2)
        },
        SectionMethodCase(key: "viewForFooterInSection", stub: stubView, defaultDescription: "nil") {
            $0.tableView($1, viewForFooterInSection: $2)
        },
    ]
}
