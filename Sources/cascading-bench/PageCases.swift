import CascadingTableDelegate
import CascadingTestSupport
import DestinationDemo
import Foundation

/// The end-to-end cases: the demo's destination page as the tree (`DestinationPage`) against the
/// same page as one hand-written delegate (`FlatDestinationPage`), on the same headless table.
///
/// - `page-load-scroll-10k` vs `page-load-scroll-10k-flat`: building the page with 10,000
///   reviews, its first load, and a scroll from top to bottom, screen by screen.
/// - `page-updates-1k` vs `page-updates-1k-flat`: 1,000 animated changes to the reviews of a
///   page of 1,000 (deletes, inserts, moves and reloads in turn), each its own update: through
///   the reviews node's local updates (it changes its children, then calls `deleteRows`,
///   `insertRows`, `moveRow` or `reloadRows` in its own coordinates) against hand-written
///   `deleteRows`/`insertRows`/`moveRow`/`reloadRows` calls on the megamoth.
/// - `page-updates-1k-animated` (same baseline): the reviews node's `.animated` reload mode
///   diffs its old and new children for inserts, deletes and moves; a review row's local
///   `reloadRows` reloads it.
@MainActor
func runPageCases(_ options: BenchOptions, report: BenchReport) {
    runPageLoadScroll(options, report: report)
    runPageUpdates(options, report: report)
}

@MainActor
private func runPageLoadScroll(_ options: BenchOptions, report: BenchReport) {
    let reviews = options.quick ? 500 : 10_000
    let name = "page-load-scroll-\(sizeLabel(reviews))"
    guard options.includes(name) else { return }
    let content = destination(reviews: reviews)
    let runs = options.quick ? 3 : 11

    // Both pages must show the same table, or the comparison means nothing.
    let treePage = DestinationPage(destination: content, reviewsPerPage: reviews, traced: false)
    let flatPage = FlatDestinationPage(destination: content)
    let treeShown = [shownContent(of: treePage.table)]
    let flatShown = [shownContent(of: flatPage.table)]
    scrollToBottom(treePage.table)
    scrollToBottom(flatPage.table)
    guard treeShown + [shownContent(of: treePage.table)] == flatShown + [shownContent(of: flatPage.table)] else {
        report.summarize("\(name): the tree and the flat page show different tables; not timed.")
        return
    }

    let flat = BenchResult(
        name: "\(name)-flat", size: reviews,
        medianNanoseconds: medianNanoseconds(runs: runs) {
            let page = FlatDestinationPage(destination: content)
            blackHole(scrollToBottom(page.table))
        })
    let tree = BenchResult(
        name: name, size: reviews,
        medianNanoseconds: medianNanoseconds(runs: runs) {
            let page = DestinationPage(destination: content, reviewsPerPage: reviews, traced: false)
            blackHole(scrollToBottom(page.table))
        },
        baseline: flat)
    report.add(flat)
    report.add(tree)
    report.summarize(
        String(
            format: "page: load and scroll of %@ reviews cost %.2fx the megamoth (target <= 1.25).", sizeLabel(reviews),
            tree.ratio ?? 0))
}

/// One change to the reviews, with positions valid for the list at that point.
private enum ReviewChange {
    case delete(Int)
    case insert(Int)
    case move(Int, Int)
    case reload(Int)
}

/// `count` changes to a list of `reviews`, cycling delete, insert, move, reload at seeded random
/// positions; every insert re-inserts the review deleted just before it.
private func reviewChanges(count: Int, reviews: Int) -> [ReviewChange] {
    var generator = SeededGenerator(seed: 15)
    var length = reviews
    return (0..<count).map { step in
        switch step % 4 {
        case 0:
            length -= 1
            return .delete(Int.random(in: 0...length, using: &generator))
        case 1:
            length += 1
            return .insert(Int.random(in: 0..<length, using: &generator))
        case 2:
            return .move(Int.random(in: 0..<length, using: &generator), Int.random(in: 0..<length, using: &generator))
        default:
            return .reload(Int.random(in: 0..<length, using: &generator))
        }
    }
}

@MainActor
private func runPageUpdates(_ options: BenchOptions, report: BenchReport) {
    let changeCount = options.quick ? 100 : 1_000
    let name = "page-updates-\(sizeLabel(changeCount))"
    guard options.includes(name) else { return }
    let reviews = changeCount
    let content = destination(reviews: reviews)
    let changes = reviewChanges(count: changeCount, reviews: reviews)
    let runs = options.quick ? 3 : 5
    let reviewsSection = 4

    var flatPage = FlatDestinationPage(destination: content)
    func applyFlat() {
        var deleted: Destination.Review?
        for change in changes {
            switch change {
            case .delete(let row):
                deleted = flatPage.reviews.remove(at: row)
                flatPage.table.deleteRows(at: [IndexPath(row: row, section: reviewsSection)], with: .fade)
            case .insert(let row):
                flatPage.reviews.insert(deleted!, at: row)
                flatPage.table.insertRows(at: [IndexPath(row: row, section: reviewsSection)], with: .fade)
            case .move(let from, let to):
                flatPage.reviews.insert(flatPage.reviews.remove(at: from), at: to)
                flatPage.table.moveRow(
                    at: IndexPath(row: from, section: reviewsSection), to: IndexPath(row: to, section: reviewsSection))
            case .reload(let row):
                flatPage.table.reloadRows(at: [IndexPath(row: row, section: reviewsSection)], with: .fade)
            }
        }
    }

    /// A page whose reviews node leaves the table to its local updates (`.none`), or diffs its
    /// children itself (its own `.animated` mode).
    func makeTreePage(animated: Bool) -> DestinationPage {
        let page = DestinationPage(destination: content, reviewsPerPage: reviews, traced: false)
        if !animated {
            page.reviews.reloadModeOnChildDelegatesChanged = .none
        }
        return page
    }

    // Local updates: the reviews node changes its children and names the change in its own
    // coordinates, as a node of an app would. It owns no range, so it sees its parent's (the
    // root's) index paths: its rows are in its own section, `index`.
    var treePage = makeTreePage(animated: false)
    func applyTree() {
        let node = treePage.reviews
        let section = node.index
        var deleted: (any CascadingTableDelegate)?
        for change in changes {
            var children = node.childDelegates
            switch change {
            case .delete(let row):
                deleted = children.remove(at: row)
                node.childDelegates = children
                node.deleteRows(at: [IndexPath(row: row, section: section)], with: .fade)
            case .insert(let row):
                children.insert(deleted!, at: row)
                node.childDelegates = children
                node.insertRows(at: [IndexPath(row: row, section: section)], with: .fade)
            case .move(let from, let to):
                children.insert(children.remove(at: from), at: to)
                node.childDelegates = children
                node.moveRow(at: IndexPath(row: from, section: section), to: IndexPath(row: to, section: section))
            case .reload(let row):
                node.reloadRows(at: [IndexPath(row: row, section: section)], with: .fade)
            }
        }
    }

    // The reload mode: the node diffs its old and new children; a reload is the row's own local
    // update (the diff sees no change there).
    var animatedPage = makeTreePage(animated: true)
    func applyAnimated() {
        let node = animatedPage.reviews
        var deleted: (any CascadingTableDelegate)?
        for change in changes {
            var children = node.childDelegates
            switch change {
            case .delete(let row):
                deleted = children.remove(at: row)
                node.childDelegates = children
            case .insert(let row):
                children.insert(deleted!, at: row)
                node.childDelegates = children
            case .move(let from, let to):
                children.insert(children.remove(at: from), at: to)
                node.childDelegates = children
            case .reload(let row):
                children[row].reloadRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
        }
    }

    // Both sides must end showing the same table.
    applyFlat()
    applyTree()
    applyAnimated()
    for table in [flatPage.table, treePage.table, animatedPage.table] {
        scrollToBottom(table)
    }
    let flatShown = shownContent(of: flatPage.table)
    guard flatShown == shownContent(of: treePage.table), flatShown == shownContent(of: animatedPage.table),
        treePage.table.diagnostics.reports.isEmpty, animatedPage.table.diagnostics.reports.isEmpty
    else {
        report.summarize("\(name): the tree and the flat page end in different tables; not timed.")
        return
    }

    let flat = BenchResult(
        name: "\(name)-flat", size: changeCount,
        medianNanoseconds: medianNanoseconds(
            runs: runs, setUp: { flatPage = FlatDestinationPage(destination: content) }
        ) {
            applyFlat()
        })
    let tree = BenchResult(
        name: name, size: changeCount,
        medianNanoseconds: medianNanoseconds(
            runs: runs,
            setUp: { treePage = makeTreePage(animated: false) }
        ) { applyTree() },
        baseline: flat)
    let animated = BenchResult(
        name: "\(name)-animated", size: changeCount,
        medianNanoseconds: medianNanoseconds(runs: runs, setUp: { animatedPage = makeTreePage(animated: true) }) {
            applyAnimated()
        },
        baseline: flat)
    report.add(flat)
    report.add(tree)
    report.add(animated)
    report.summarize(
        String(
            format: "page: %@ animated changes cost %.2fx hand-written batch updates through local updates "
                + "(target <= 1.5), %.2fx through the .animated reload mode.",
            sizeLabel(changeCount), tree.ratio ?? 0, animated.ratio ?? 0))
}
