// What a cell of the guide's examples (Documentation/ShippingInAnApp.md) holds besides its
// content configuration: the view its own subviews go in, and the view in its accessory's place,
// with the iOS 18 SDK's signatures. Added by extension, so computed placeholders: `contentView`
// is a new view at each read and a view set as `accessoryView` is not kept.

extension UITableViewCell {
    /// The view that holds the cell's content; a cell's own subviews, and the constraints that
    /// size a self-sizing cell, go in it.
    public var contentView: UIView { UIView(frame: bounds) }

    /// A view shown in the accessory's place (a switch, say); nil shows `accessoryType`'s.
    public var accessoryView: UIView? {
        get { nil }
        set {}
    }
}
