// Values the Diffing page's snippets use without declaring them. See ExtractSnippets.swift.
import CascadingTableDelegate

/// A table whose data source has just changed its first section.
@MainActor let table = TableView()
