// Values the Testing your screens page's snippets use without declaring them. See ExtractSnippets.swift.
import CascadingTableDelegate

/// The table the page's scrolling snippet scrolls.
@MainActor let table = TableView()
