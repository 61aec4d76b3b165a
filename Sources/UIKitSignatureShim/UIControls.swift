// The controls the guide's cells put in a row (Documentation/ShippingInAnApp.md): a switch, and
// what every control has for reporting a change, with the iOS 18 SDK's signatures. Bodies are
// placeholders that keep a value where it costs nothing; an action added to a control is not
// kept, so `sendActions(for:)` runs nothing here.

/// UIKit's control: a view that reports the user's changes to the actions added for its events.
@MainActor
open class UIControl: UIView {
    /// The events a control reports.
    public struct Event: OptionSet, @unchecked Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Events of the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went up inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed (a switch flipped, a slider moved).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// Whether the control takes touches.
    open var isEnabled = true

    /// A control with the given frame.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Adds `action` for `controlEvents`; an action with the identifier of one already added
    /// replaces it.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}

    /// Removes `action` from `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}

    /// Removes the action with the identifier `actionIdentifier` from `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {}

    /// Runs the actions added for `controlEvents`.
    open func sendActions(for controlEvents: UIControl.Event) {}
}

/// UIKit's on-off switch.
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false

    /// A switch with the given frame (UIKit sizes it itself).
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A switch of UIKit's size. (UIKit's `init()` comes from `NSObject`; the stand-in, whose views
    /// are made through `init(frame:)`, declares it.)
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Turns the switch on or off, as code does: no `valueChanged` action runs.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}
