// What the UIKit shell needs of the Objective-C runtime, where there is none (Linux): `Selector`,
// `NSStringFromSelector`, and an `NSObject` that declares `responds(to:)`. The module re-exports
// Foundation and declares its own `NSObject`, which shadows Foundation's in a file that imports
// this module and not Foundation itself (as the shell does; on Apple platforms UIKit brings
// Foundation). With the Objective-C runtime (a Mac building the package), the runtime's own are
// used.
@_exported import Foundation

#if !canImport(ObjectiveC)

    /// Stands in for an Objective-C selector: its name.
    public struct Selector: Hashable, Sendable {
        let name: String

        /// A selector with the given name, as `Selector("copy:")` makes one on Apple platforms.
        public init(_ name: String) {
            self.name = name
        }
    }

    /// The name of a selector, as Foundation spells it on Apple platforms.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public func NSStringFromSelector(_ aSelector: Selector) -> String {
        aSelector.name
    }

    /// Foundation's `NSObject`, with the Objective-C runtime's `responds(to:)`, which UIKit asks
    /// before calling an optional protocol method.
    open class NSObject: Foundation.NSObject {
        /// Whether the object implements the method `aSelector` names. Without a runtime to ask, the
        /// stand-in says yes.
        open func responds(to aSelector: Selector!) -> Bool { true }
    }
#endif
