import CascadingTableNodes

/// What a described node's content is, stored by the node when it is made rather than read off
/// its type: the rows of one list (a ``DescribedRowsDelegate``, a range of rows of its parent's
/// section, planned as one section of its own) or sections (a ``DescribedTableDelegate``).
enum DescribedShape: Sendable {
    /// One list of rows.
    case list
    /// Sections of rows.
    case sections

    /// Whether a node of this shape placed in `region` can name its changes there: a list in rows,
    /// sections in sections (or the whole table).
    func appliesUpdates(in region: NodeRegion) -> Bool {
        switch region {
        case .table, .sections: self == .sections
        case .rows: self == .list
        }
    }

    /// The units the node shows of `content`: its rows for a list, its sections otherwise.
    func units(of content: DescribedContent) -> Int {
        self == .list ? content.rowCount : content.sections.count
    }
}
