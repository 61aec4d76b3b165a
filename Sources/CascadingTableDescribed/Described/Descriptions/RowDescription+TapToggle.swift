// What a tap on a shown row does to its expansion, for the testing product: exploration expands
// and collapses outline rows as their users do, by tapping the rows a tap toggles.
extension RowDescription {
    /// Whether a tap on the row toggles its expansion: a described row (not one backed by a
    /// node, whose node answers its taps) with children, that did not opt out with
    /// ``togglesOnSelect(_:)``.
    package var tapTogglesExpansion: Bool {
        togglesExpansionOnSelect && !isBackedByNode
    }
}
