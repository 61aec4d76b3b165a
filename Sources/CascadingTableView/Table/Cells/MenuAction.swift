/// An action of a row's copy-and-paste menu; stands in for the Objective-C selectors UIKit uses.
///
/// The raw values are UIKit's selector names, so `MenuAction(rawValue: "copy:") == .copy`.
public struct MenuAction: Hashable, Sendable, RawRepresentable {
    /// The selector name, such as `"copy:"`.
    public var rawValue: String

    /// Creates an action from a selector name.
    ///
    /// - Parameter rawValue: The selector name, such as `"copy:"`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Cut (`"cut:"`).
    public static let cut = MenuAction(rawValue: "cut:")
    /// Copy (`"copy:"`).
    public static let copy = MenuAction(rawValue: "copy:")
    /// Paste (`"paste:"`).
    public static let paste = MenuAction(rawValue: "paste:")
    /// Select (`"select:"`).
    public static let select = MenuAction(rawValue: "select:")
    /// Select all (`"selectAll:"`).
    public static let selectAll = MenuAction(rawValue: "selectAll:")
    /// Delete (`"delete:"`).
    public static let delete = MenuAction(rawValue: "delete:")
}
