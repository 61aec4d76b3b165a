// Values the Outlines page's snippets use without declaring them. See ExtractSnippets.swift.
import CascadingTableDelegate

/// The outline of the page's first block, for the blocks after it.
@MainActor let places = DescribedRowsDelegate {
    placeRow("Japan").expanded().children {
        placeRow("Kyoto").children {
            placeRow("Fushimi Inari")
            placeRow("Kinkaku-ji")
        }
        placeRow("Tokyo").children([placeRow("Senso-ji")])
    }
    placeRow("Portugal").children { placeRow("Lisbon") }
}

/// The table of the page's first block, for the blocks after it.
@MainActor let table = TableView()
