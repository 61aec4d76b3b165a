/// What `cascading-demo` was asked to do, from its arguments.
public enum DemoCommand: Equatable, Sendable {
    /// Scroll the page to the bottom, printing each screen; `trace` prints every routed call.
    case scroll(trace: Bool)
    /// The terminal UI.
    case interactive
    /// Random updates on described content.
    case randomUpdates(seed: UInt64, steps: Int)
    /// The outline screen: nearby places by region, city and place, opened, closed and regrouped.
    case outline
    /// The usage text.
    case help

    /// The seed `--random-updates` uses without `--seed`.
    public static let defaultSeed: UInt64 = 2016
    /// How many steps `--random-updates` makes without `--steps`.
    public static let defaultSteps = 10

    /// The usage text.
    public static let usage = """
        usage: cascading-demo [--trace | --interactive | --random-updates [--seed N] [--steps N] | --outline | --help]
          (no flag)         lay the page out on a phone-sized table, print each screen while scrolling
                            to the bottom, then the delegate calls each node received
          --trace           the same, printing every call with the index path each node on its route
                            received (local ones for the review list, which owns a range of rows)
          --interactive     a small terminal UI (keys can also be piped in):
                              j/k or arrows  move the cursor      Enter  tap the row
                              l              load more reviews     q      quit
                              s / S          swipe a review left (Hide, Helpful) / right (Pin to top)
                              f              full swipe left (hides the review)
                              m              long-press a review: its context menu
                              1-9            choose the numbered swipe action or menu item
                              x              close the swipe or menu
          --random-updates  random changes to described content (sections of places), each applied
                            as one animated batch; prints each batch and the screen after it
            --seed N        the changes a run makes (default \(defaultSeed)); a seed always gives the same run
            --steps N       how many changes (default \(defaultSteps))
          --outline         nearby places by region, city and place, an outline: taps open and close
                            regions and cities, a menu shows a place's sights, the server moves a city
                            to another region; prints the screen after each step
          --help            this text
        """

    /// Parses the arguments (without the program's name); nil when they make no sense.
    public init?(arguments: [String]) {
        switch arguments.first {
        case nil: self = .scroll(trace: false)
        case "--trace" where arguments.count == 1: self = .scroll(trace: true)
        case "--interactive" where arguments.count == 1: self = .interactive
        case "--outline" where arguments.count == 1: self = .outline
        case "--help", "-h": self = .help
        case "--random-updates":
            var seed = Self.defaultSeed
            var steps = Self.defaultSteps
            var rest = arguments.dropFirst()
            while let option = rest.popFirst() {
                guard let value = rest.popFirst() else { return nil }
                switch option {
                case "--seed":
                    guard let parsed = UInt64(value) else { return nil }
                    seed = parsed
                case "--steps":
                    guard let parsed = Int(value), parsed >= 0 else { return nil }
                    steps = parsed
                default:
                    return nil
                }
            }
            self = .randomUpdates(seed: seed, steps: steps)
        default:
            return nil
        }
    }
}
