#if !canImport(UIKit)
    // Where UIKit is absent (Linux, or a Mac building the package), the UIKit stand-in takes its
    // place for the bridge's users too: a file that imports this module sees the UIKit names it
    // would see on iOS, so a view controller or a renderer written for an app type-checks, and the
    // bridge's tests run, on any machine.
    @_exported import UIKitSignatureShim
#endif
