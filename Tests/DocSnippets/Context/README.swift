// Values the README's snippets use without declaring them. See ExtractSnippets.swift.
import CascadingTableDelegate

/// The tree of the README's diagram: two sections of one row, then the reviews section: a summary
/// row, a range node holding two reviews, and a load-more row.
@MainActor let root = CascadingRootTableDelegate(
    index: 0,
    childDelegates: [
        CascadingSectionTableDelegate(
            index: 0, childDelegates: [CascadingBareTableDelegate(index: 0, childDelegates: [])]),
        CascadingSectionTableDelegate(
            index: 1, childDelegates: [CascadingBareTableDelegate(index: 0, childDelegates: [])]),
        CascadingSectionTableDelegate(
            index: 2,
            childDelegates: [
                CascadingBareTableDelegate(index: 0, childDelegates: []),
                CascadingRangeTableDelegate(
                    index: 1,
                    childDelegates: [ReviewRow(index: 0, childDelegates: []), ReviewRow(index: 1, childDelegates: [])]),
                CascadingBareTableDelegate(index: 2, childDelegates: []),
            ]),
    ])
