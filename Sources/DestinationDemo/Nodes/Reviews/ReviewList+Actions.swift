import CascadingTableDelegate
import Foundation

// What a reader can do to a review besides tapping it: swipe it from either edge, or long-press
// it for a context menu. The handlers find their review by its ID when they run, since hiding or
// pinning another review may have moved it meanwhile. The rows hand these out through their
// swipe-action and context-menu closures (see `rowDescription(of:)`).
extension ReviewList {
    /// "Hide" (destructive, so a full swipe hides) and "Helpful".
    func trailingSwipeActions(forReview id: Int) -> SwipeActionsConfiguration {
        SwipeActionsConfiguration(actions: [
            ContextualAction(style: .destructive, title: "Hide") { [weak self] _, _, completion in
                let hidden = self?.hideAndTell(id: id) ?? false
                completion(hidden)
            },
            ContextualAction(style: .normal, title: "Helpful") { [weak self] _, _, completion in
                completion(self?.markHelpful(id: id) ?? false)
            },
        ])
    }

    /// "Pin to top".
    func leadingSwipeActions(forReview id: Int) -> SwipeActionsConfiguration {
        SwipeActionsConfiguration(actions: [
            ContextualAction(style: .normal, title: "Pin to top") { [weak self] _, _, completion in
                guard let self, let author = review(withID: id)?.review.author, pin(id: id) else {
                    return completion(false)
                }
                onAction?("Pinned the review by \(author) to the top")
                completion(true)
            }
        ])
    }

    /// "Copy text", "Share" and a "Report" submenu ("Spam", "Offensive").
    func contextMenu(forReview id: Int) -> ContextMenuConfiguration {
        ContextMenuConfiguration(identifier: id) { [weak self] _ in
            guard let self, let shown = review(withID: id) else { return nil }
            return Menu(
                title: "Review by \(shown.review.author)",
                children: [
                    Action(title: "Copy text") { [weak self] _ in self?.copyText(id: id) },
                    Action(title: "Share") { [weak self] _ in
                        self?.onAction?("Shared the review by \(shown.review.author)")
                    },
                    Menu(
                        title: "Report",
                        children: ["Spam", "Offensive"].map { reason in
                            Action(title: reason, attributes: .destructive) { [weak self] _ in
                                self?.report(id: id, as: reason.lowercased())
                            }
                        }),
                ])
        }
    }

    private func hideAndTell(id: Int) -> Bool {
        guard let author = review(withID: id)?.review.author, hide(id: id) else { return false }
        onAction?("Hid the review by \(author)")
        return true
    }

    private func markHelpful(id: Int) -> Bool {
        guard update(id: id, { $0.helpfulCount += 1 }), let shown = review(withID: id) else { return false }
        onAction?("\(shown.review.author)'s review: \(shown.helpfulCount) found it helpful")
        return true
    }

    private func copyText(id: Int) {
        guard let shown = review(withID: id) else { return }
        clipboard = shown.review.text
        onAction?("Copied the text of the review by \(shown.review.author)")
    }

    private func report(id: Int, as reason: String) {
        guard update(id: id, { $0.reportReason = reason }), let shown = review(withID: id) else { return }
        onAction?("Reported the review by \(shown.review.author) as \(reason)")
    }
}
