import Foundation

/// What a ``DescribedTableDelegate`` does with content that names a section or row identifier
/// twice (or backs two rows with one node).
///
/// Either way nothing traps, and each duplicate is reported as a
/// ``TableViewDiagnostic/Kind/duplicateIdentifier(_:)`` naming the identifier and both positions.
public enum DuplicateIdentifierPolicy: Equatable, Sendable {
    /// Keep the first occurrence and drop the later ones (a dropped section goes with its rows).
    case keepFirst
    /// Reject the whole update: the node keeps showing its previous content.
    case reject
}
