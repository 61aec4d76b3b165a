import Foundation

/// The part of its table a node answers for.
public enum NodeRegion: Equatable, Sendable {
    /// Every section: the node is the root.
    case table
    /// Consecutive sections: one for a section node, any number for a node that owns a range of
    /// sections.
    case sections(Range<Int>)
    /// Consecutive rows of one section: one for a row node, any number for a node that owns a
    /// range of rows.
    case rows(section: Int, Range<Int>)

    /// The section of a `.rows` region, or the first section of a `.sections` region.
    public var section: Int? {
        switch self {
        case .table: nil
        case .sections(let sections): sections.lowerBound
        case .rows(let section, _): section
        }
    }
}
