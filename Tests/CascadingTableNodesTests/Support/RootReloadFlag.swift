import CascadingTableNodes

/// The root's deprecated `reloadOnChildDelegatesChanged`, reached through a protocol: the tests of
/// it (the original library's specs use it) compile without a deprecation warning, which the
/// warnings-as-errors build would refuse. Write `(root as any RootReloadFlag).reloadOnChildDelegatesChanged`.
@MainActor
protocol RootReloadFlag: AnyObject {
    var reloadOnChildDelegatesChanged: Bool { get set }
}

extension CascadingRootTableDelegate: RootReloadFlag {}
