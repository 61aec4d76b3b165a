// Values the Animated updates page's snippets use without declaring them. See ExtractSnippets.swift.
import CascadingTableDelegate

/// The section node of the reviews.
@MainActor let reviews = CascadingSectionTableDelegate(index: 0, childDelegates: [])

/// Row nodes for the next page of reviews.
@MainActor let moreReviewRows: [any CascadingTableDelegate] = (0..<5).map { _ in
    CascadingBareTableDelegate(index: 0, childDelegates: [])
}
