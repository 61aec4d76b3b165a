import CascadingTableDelegate
import Foundation

/// One method the UIKit bridge implements: the protocol that declares it, its Objective-C
/// selector, its Swift signature, and whether the bridge claims it when UIKit asks
/// `responds(to:)`.
///
/// UIKit decides how it behaves by asking whether its delegate responds to a selector, and for
/// some methods it behaves differently when the answer is no. ``all`` lists every method the
/// bridge implements; `Documentation/UIKitSelectors.md` adds UIKit's behaviour when a method is
/// absent and our default, and a test holds the bridge's source, the signature shim's and that
/// table to this list.
package struct HostedSelector: Equatable, Sendable {
    /// When the bridge says it responds to a method.
    package enum Claim: Equatable, Sendable {
        /// Always: UIKit always calls the method.
        case always
        /// Only when the bridge was made to claim estimated heights: otherwise UIKit uses the
        /// table's own estimates, and does not ask the tree for every row's height at load.
        case whenEstimating
    }

    /// The UIKit protocol that declares the method, such as `"UITableViewDelegate"`.
    package let protocolName: String
    /// The Objective-C selector, as `NSStringFromSelector` spells it.
    package let selector: String
    /// The Swift name, such as `"tableView(_:heightForRowAt:)"`.
    package let signature: String
    /// When the bridge claims the method.
    package let claim: Claim

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - protocolName: The UIKit protocol that declares the method.
    ///   - selector: The Objective-C selector.
    ///   - signature: The Swift name.
    ///   - claim: When the bridge claims the method.
    package init(_ protocolName: String, _ selector: String, _ signature: String, _ claim: Claim) {
        self.protocolName = protocolName
        self.selector = selector
        self.signature = signature
        self.claim = claim
    }

    /// Whether the bridge answers yes to `responds(to:)` for this method.
    ///
    /// - Parameter estimating: Whether the bridge claims the estimated-height methods.
    /// - Returns: True for a method UIKit should call.
    package func isClaimed(estimating: Bool) -> Bool {
        switch claim {
        case .always: true
        case .whenEstimating: estimating
        }
    }

    /// The entry for a selector, or nil when the bridge does not implement it.
    ///
    /// - Parameter selector: An Objective-C selector's name.
    /// - Returns: The entry of ``all`` with that selector.
    package static func named(_ selector: String) -> HostedSelector? {
        bySelector[selector]
    }

    private static let bySelector = Dictionary(uniqueKeysWithValues: all.map { ($0.selector, $0) })
}
