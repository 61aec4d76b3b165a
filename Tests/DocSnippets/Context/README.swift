// Values the README's snippets use without declaring them. See ExtractSnippets.swift.
import CascadingTableDelegate

/// The tree of the README's diagram: two sections of one row, then a section of two reviews.
@MainActor let root = CascadingRootTableDelegate(
    index: 0,
    childDelegates: [
        CascadingSectionTableDelegate(
            index: 0, childDelegates: [CascadingBareTableDelegate(index: 0, childDelegates: [])]),
        CascadingSectionTableDelegate(
            index: 1, childDelegates: [CascadingBareTableDelegate(index: 0, childDelegates: [])]),
        CascadingSectionTableDelegate(
            index: 2,
            childDelegates: [ReviewRow(index: 0, childDelegates: []), ReviewRow(index: 1, childDelegates: [])]),
    ])
