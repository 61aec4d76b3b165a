import DestinationDemo
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `swift run cascading-demo [--trace | --interactive | --random-updates [--seed N] [--steps N] | --outline | --help]`:
// a travel-destination page built as a cascading tree, laid out in a headless table and shown in
// the terminal; random updates on described content; or an outline of nearby places.

/// Runs the interactive mode on a terminal (raw keys) or on piped input (one key per byte).
@MainActor
func runInteractive() {
    let session = InteractiveSession()
    guard isatty(STDIN_FILENO) != 0 else {
        let input = FileHandle.standardInput.readDataToEndOfFile()
        for key in InteractiveSession.keys(in: Array(input)) where !session.handle(key) {
            break
        }
        print(session.render())
        return
    }
    var original = termios()
    tcgetattr(STDIN_FILENO, &original)
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
    var buffer = [UInt8](repeating: 0, count: 16)
    print("\u{1B}[2J\u{1B}[H" + session.render())
    reading: while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else { break }
        for key in InteractiveSession.keys(in: Array(buffer[0..<count])) where !session.handle(key) {
            break reading
        }
        print("\u{1B}[2J\u{1B}[H" + session.render())
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch DemoCommand(arguments: arguments) {
case .scroll(let trace):
    DemoRunner.runScroll(trace: trace) { print($0) }
case .interactive:
    runInteractive()
case .randomUpdates(let seed, let steps):
    if !DemoRunner.runRandomUpdates(seed: seed, steps: steps, output: { print($0) }) {
        exit(1)
    }
case .outline:
    if !DemoRunner.runOutline(output: { print($0) }) {
        exit(1)
    }
case .help:
    print(DemoCommand.usage)
case nil:
    FileHandle.standardError.write(Data("cascading-demo: unknown arguments \(arguments)\n\(DemoCommand.usage)\n".utf8))
    exit(2)
}
