import CascadingTableDelegate
import CascadingTestSupport
import DestinationDemo
import Foundation

/// The end-to-end cases: the demo's destination page as the tree (`DestinationPage`) against the
/// same page as one hand-written delegate (`FlatDestinationPage`), on the same headless table.
///
/// - `page-load-scroll-10k` vs `page-load-scroll-10k-flat`: building the page with 10,000
///   reviews, its first load, and a scroll from top to bottom, screen by screen. The demo's root
///   is not the prefetch data source, since no node of the page prefetches (the flat page has
///   none either); `page-load-scroll-10k-prefetching` is the same tree with the root as prefetch
///   data source, routing every announced row.
/// - `page-updates-1k` vs `page-updates-1k-flat`: 1,000 animated changes to the reviews of a
///   page of 1,000 (deletes, inserts, moves and reloads in turn), each its own update: through
///   the demo's review list (described rows: each change names its review by ID, and the rows
///   apply it as their local update; a reload is a changed view model, configured again in its
///   cell) against hand-written `deleteRows`/`insertRows`/`moveRow`/`reloadRows` calls on the
///   megamoth.
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

    let medians = interleavedMedians(
        runs: runs,
        [
            TimedBody {
                let page = FlatDestinationPage(destination: content)
                blackHole(scrollToBottom(page.table))
            },
            TimedBody {
                let page = DestinationPage(destination: content, reviewsPerPage: reviews, traced: false)
                blackHole(scrollToBottom(page.table))
            },
            TimedBody {
                let page = DestinationPage(destination: content, reviewsPerPage: reviews, traced: false)
                page.root.prefetchesRows = true
                blackHole(scrollToBottom(page.table))
            },
        ])
    let flat = BenchResult(name: "\(name)-flat", size: reviews, medianNanoseconds: medians[0])
    let tree = BenchResult(name: name, size: reviews, medianNanoseconds: medians[1], baseline: flat)
    let prefetching = BenchResult(
        name: "\(name)-prefetching", size: reviews, medianNanoseconds: medians[2], baseline: flat)
    report.add(flat)
    report.add(tree)
    report.add(prefetching)
    report.summarize(
        String(
            format: "page: load and scroll of %@ reviews cost %.2fx the megamoth (target <= 1.1); "
                + "%.2fx with the root as prefetch data source.", sizeLabel(reviews), tree.ratio ?? 0,
            prefetching.ratio ?? 0))
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
    let runs = options.quick ? 3 : 9
    let reviewsSection = 4

    // A review's place in the reviews section: after the summary row.
    func tableRow(_ review: Int) -> IndexPath { IndexPath(row: review + 1, section: reviewsSection) }

    var flatPage = FlatDestinationPage(destination: content)
    func applyFlat() {
        var deleted: ShownReview?
        for change in changes {
            switch change {
            case .delete(let row):
                deleted = flatPage.reviews.remove(at: row)
                flatPage.table.deleteRows(at: [tableRow(row)], with: .fade)
            case .insert(let row):
                flatPage.reviews.insert(deleted!, at: row)
                flatPage.table.insertRows(at: [tableRow(row)], with: .fade)
            case .move(let from, let to):
                flatPage.reviews.insert(flatPage.reviews.remove(at: from), at: to)
                flatPage.table.moveRow(at: tableRow(from), to: tableRow(to))
            case .reload(let row):
                flatPage.reviews[row].helpfulCount += 1
                flatPage.table.reloadRows(at: [tableRow(row)], with: .fade)
            }
        }
    }

    // The tree's own path: the demo's review list names each change by review ID (hide, insert,
    // move, update), and its described rows apply it as their local update without describing
    // the other reviews again (a reload is a new view model, configured again in its cell).
    var treePage = DestinationPage(destination: content, reviewsPerPage: reviews, traced: false)
    func applyTree() {
        let list = treePage.reviews
        func review(at row: Int) -> ShownReview { list.node.row(at: row)!.viewModel(as: ShownReview.self)! }
        var deleted: ShownReview?
        for change in changes {
            switch change {
            case .delete(let row):
                let review = review(at: row)
                deleted = review
                list.hide(id: review.id)
            case .insert(let row):
                list.insert(deleted!, at: row)
            case .move(let from, let to):
                list.move(id: review(at: from).id, to: to)
            case .reload(let row):
                list.update(id: review(at: row).id) { $0.helpfulCount += 1 }
            }
        }
    }

    // Both sides must end showing the same table.
    applyFlat()
    applyTree()
    for table in [flatPage.table, treePage.table] {
        scrollToBottom(table)
    }
    guard shownContent(of: flatPage.table) == shownContent(of: treePage.table),
        treePage.table.diagnostics.reports.isEmpty
    else {
        report.summarize("\(name): the tree and the flat page end in different tables; not timed.")
        return
    }

    let medians = interleavedMedians(
        runs: runs,
        [
            TimedBody(setUp: { flatPage = FlatDestinationPage(destination: content) }, body: applyFlat),
            TimedBody(
                setUp: { treePage = DestinationPage(destination: content, reviewsPerPage: reviews, traced: false) },
                body: applyTree),
        ])
    let flat = BenchResult(name: "\(name)-flat", size: changeCount, medianNanoseconds: medians[0])
    let tree = BenchResult(name: name, size: changeCount, medianNanoseconds: medians[1], baseline: flat)
    report.add(flat)
    report.add(tree)
    report.summarize(
        String(
            format: "page: %@ animated changes cost %.2fx hand-written batch updates (target <= 1.25).",
            sizeLabel(changeCount), tree.ratio ?? 0))
}
