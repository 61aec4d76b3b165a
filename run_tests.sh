#!/usr/bin/env bash
# Builds, runs every test with code coverage, and enforces the coverage gate: every function of
# the library's targets must be executed by at least one test. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")"

swift_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
# On macOS (untested there: this project's CI runs Linux) Xcode's tools are reached through xcrun,
# and `swift test` writes a test bundle whose binary is inside it (see tests_binary below).
if [[ "$(uname)" == "Darwin" ]]; then
    llvm_cov=(xcrun llvm-cov)
    docc=(xcrun docc)
else
    llvm_cov=("$swift_bin/llvm-cov")   # the toolchain's own: older system ones reject its profile format
    docc=("$swift_bin/docc")
fi
# The library: its four layers and the umbrella module that re-exports them (and holds the catalog).
umbrella="Sources/CascadingTableDelegate"
library=(Sources/CascadingTableCollections Sources/CascadingTableView Sources/CascadingTableNodes
    Sources/CascadingTableDescribed "$umbrella")
# The library's internal checks (Sources/CascadingTableCollections/Diagnostics/InvariantCheck.swift,
# used by every layer; -Xswiftc sets the condition in every target): compiled into our own builds
# and test runs only, where a broken cache stops the run at the step that broke it. A user's build
# never sets this condition, so no check of ours can stop their process.
checks=(-Xswiftc -DCASCADING_INTERNAL_CHECKS)

# Formatting is checked, not left to hand: .swift-format holds the house settings (4 spaces, 120 columns).
echo "==> Checking formatting (swift format lint --strict)"
swift format lint --strict --recursive Sources Tests Package.swift

# This builds the UIKit shell (Sources/CascadingTableDelegateUIKit) and the demo's renderers
# against UIKitSignatureShim, UIKit's signatures: a wrong signature there fails here.
# The import check makes the layers' direction hold for the tests too: every module a target
# imports must be one of its declared dependencies. Without it, a target could import any module
# the build happens to have made already (they share one folder), such as a test of a lower layer
# importing a higher one.
echo "==> Building with warnings treated as errors"
swift build --build-tests "${checks[@]}" -Xswiftc -warnings-as-errors --explicit-target-dependency-import-check error

# Misuse that the API makes a compile error stays one: a described node has no local updates
# (insertRows(at:with:) and the rest). A few files type-checked against the modules just built,
# with the compiler's own -verify (see Tests/CompileChecks/check-compile-checks.sh); seconds.
echo "==> Checking that API misuse does not compile (swiftc -verify)"
Tests/CompileChecks/check-compile-checks.sh "$(swift build "${checks[@]}" --show-bin-path)/Modules"

# Doc comments and the catalog: DocC turns a broken ``Symbol`` link (in a doc comment or in
# CascadingTableDelegate.docc, whose landing page groups the symbols) or a wrong parameter list
# into an error.
# The umbrella's symbol graph holds every symbol of the four layers it re-exports (Swift includes
# the symbols of a module of the same package imported with @_exported), under the
# CascadingTableDelegate module, as users see them; the build writes each layer's own graph
# too, which the catalog does not take (DocC documents one module per catalog).
echo "==> Checking the documentation comments and the DocC catalog"
docs_tmp="$(mktemp -d)"
mkdir -p "$docs_tmp/graphs" "$docs_tmp/library-graphs"
swift build --target CascadingTableDelegate --scratch-path .build-docs \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$docs_tmp/graphs"
cp "$docs_tmp"/graphs/CascadingTableDelegate.symbols.json "$docs_tmp"/graphs/CascadingTableDelegate@*.symbols.json \
    "$docs_tmp/library-graphs/"
"${docc[@]}" convert "$umbrella/CascadingTableDelegate.docc" --additional-symbol-graph-dir "$docs_tmp/library-graphs" \
    --fallback-display-name CascadingTableDelegate --fallback-bundle-identifier org.cascading.CascadingTableDelegate \
    --output-path "$docs_tmp/out" --warnings-as-errors
# The test-support product's doc comments, the same way (a module of its own: its symbol graphs
# alone, without the library's, which the build above also wrote).
mkdir -p "$docs_tmp/testing-graphs"
swift build --target CascadingTableTesting --scratch-path .build-docs \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$docs_tmp/graphs"
cp "$docs_tmp"/graphs/CascadingTableTesting*.symbols.json "$docs_tmp/testing-graphs/"
"${docc[@]}" convert --additional-symbol-graph-dir "$docs_tmp/testing-graphs" \
    --fallback-display-name CascadingTableTesting --fallback-bundle-identifier org.cascading.CascadingTableTesting \
    --output-path "$docs_tmp/testing-out" --warnings-as-errors

# The public API of the three library products against its baseline, from the symbol graphs just
# built (the UIKit shell's is built there too): a change of the API fails here with the diff, until
# `Tests/PublicAPI/check-public-api.sh --update` accepts it into Tests/PublicAPI/PublicAPI.txt.
echo "==> Checking the public API against its baseline (Tests/PublicAPI/PublicAPI.txt)"
Tests/PublicAPI/check-public-api.sh --graphs "$docs_tmp/graphs"
rm -rf "$docs_tmp"

# The migration checker passes on this repository's sources and fails on a fixture with old names.
echo "==> Checking for old UIKit method names (swift run cascading-migration-check)"
swift run "${checks[@]}" cascading-migration-check Sources/
# The UIKit shell by itself too, so that a report names its folder (Sources/ covers it already).
swift run "${checks[@]}" cascading-migration-check Sources/CascadingTableDelegateUIKit/
if swift run "${checks[@]}" cascading-migration-check Tests/MigrationCheckFixture/ >/tmp/cascading-migration-check.out; then
    echo "cascading-migration-check passed a fixture full of old method names"
    exit 1
fi
grep -q "'tableView(_:heightForRowAtIndexPath:)' is an old UIKit name" /tmp/cascading-migration-check.out
echo "migration check: Sources/ clean, the fixture's old names reported"

# Every Swift block of README.md and Documentation/*.md compiles, and the tests among them (XCTest
# and Swift Testing) pass;
# ```swift ignore marks the blocks that must not compile (UIKit "before" code, manifest fragments);
# a page whose blocks import UIKit (ShippingInAnApp.md) compiles against the signature shim.
echo "==> Checking the Swift code blocks of the documentation"
Tests/DocSnippets/check-snippets.sh

echo "==> Running the tests with code coverage"
# XCTest runs first, then Swift Testing (the test-support product's Swift Testing target); each
# prints its own totals, which the closing line adds up.
test_log="$(mktemp)"
swift test --enable-code-coverage "${checks[@]}" 2>&1 | tee "$test_log"

# The whole suite again under the address sanitizer (its own build folder; about 30 seconds from
# scratch on the build machine). CASCADING_SANITIZE=none skips it and the thread sanitizer's pass
# below; CASCADING_SANITIZE=address runs this pass alone, =thread the other alone. Leak detection
# is off there: LeakSanitizer also flags allocations XCTest itself keeps; leaks of the library's
# objects are checked by the weak-reference tests (LeakTests in Tests/CascadingTableNodesTests/Reliability).
if [[ "${CASCADING_SANITIZE:-address}" == "address" ]]; then
    echo "==> Running the tests under the address sanitizer"
    ASAN_OPTIONS=detect_leaks=0 swift test "${checks[@]}" --sanitize=address --scratch-path .build-asan
fi

# The suite again under the thread sanitizer, in its own build folder: described content is
# diffed off the main actor (DescribedTableDelegate+Async.swift, and its randomized test of
# concurrent, cancelled requests), Swift Testing runs tests in parallel, and a data race is
# reported here and fails the run (halt_on_error). Skipped by CASCADING_SANITIZE=none or =address
# (see above). Without the long single-threaded randomized tests (model checks, explorations,
# seeded differences: main-actor code only, which the runs above cover), which run several times
# slower under it, for nothing to find; `swift test --sanitize=thread` runs them too.
if [[ "${CASCADING_SANITIZE:-thread}" == "thread" ]]; then
    echo "==> Running the tests under the thread sanitizer"
    single_threaded='(ModelChecking|Described(Rows|RowUpdates)?Randomized|MixedTreeRandomized|ReloadModesRandomized'
    single_threaded+='|PositionalTreeRandomized|BridgeRandomized)Tests|DemoExplorationTests'
    single_threaded+='|PassTenThousandActionsEach|ExplorationKindsXCTests|soundScreens'
    single_threaded+='|SeededRandom|SeededLists|SeededTwoLevel|MovesAreMinimal|FingerFindsEverySection'
    TSAN_OPTIONS=halt_on_error=1 swift test "${checks[@]}" --sanitize=thread --scratch-path .build-tsan \
        --skip "$single_threaded"
fi

# The whole suite again in a release build: routing calls children without retaining them (see
# PropagatingTableDelegate+Routing.swift, withGuaranteedNode), and only the optimizer removes the
# retains a debug build adds, so a child freed during its own call shows up here
# (NodeLifetimeTests), not in the debug runs.
echo "==> Running the tests in a release build"
swift test -c release "${checks[@]}"

# SwiftPM links every test target (the four layers' tests, the umbrella's, the bridge's, the
# demo's...) into one test bundle, so its binary and the merged profile cover them all.
bin_dir="$(swift build "${checks[@]}" --show-bin-path)"
profile="$bin_dir/codecov/default.profdata"
tests_binary="$bin_dir/CascadingTableDelegatePackageTests.xctest"
if [[ "$(uname)" == "Darwin" ]]; then
    tests_binary="$tests_binary/Contents/MacOS/CascadingTableDelegatePackageTests"
fi

echo "==> Coverage of the library (${library[*]})"
"${llvm_cov[@]}" report "$tests_binary" -instr-profile "$profile" "${library[@]}"

total_line="$("${llvm_cov[@]}" report "$tests_binary" -instr-profile "$profile" "${library[@]}" | grep '^TOTAL')"
functions="$(awk '{print $5}' <<<"$total_line")"
missed="$(awk '{print $6}' <<<"$total_line")"
if [[ "$missed" != "0" ]]; then
    echo "==> Coverage gate FAILED: $missed of $functions library functions are never executed:"
    demangler=()
    [[ -x "$swift_bin/swift-demangle" ]] && demangler=(-Xdemangler="$swift_bin/swift-demangle" -Xdemangler=-simplified)
    "${llvm_cov[@]}" report "$tests_binary" -instr-profile "$profile" -show-functions "${demangler[@]}" "${library[@]}" \
        | awk 'NF >= 10 && $(NF-8) ~ /^[0-9]+$/ && $(NF-8) == $(NF-7) && $(NF-8) != "0" && $1 !~ /^(Name|TOTAL)/ {
                   print "    " $0 }' | cut -c1-150
    exit 1
fi
echo "==> Coverage gate passed: all $functions library functions executed"

# The demo runs end to end in each mode, as a new user would run it.
echo "==> Demo smoke runs (swift run cascading-demo)"
swift run "${checks[@]}" cascading-demo > /tmp/cascading-demo.out
grep -q "Delegate calls received, per node" /tmp/cascading-demo.out
printf 'jjj\nlq' | swift run "${checks[@]}" cascading-demo --interactive | grep -q "Loaded 5 more reviews"
printf 'jjjjjjjjjjjjjm4q' | swift run "${checks[@]}" cascading-demo --interactive | grep -q "reported as offensive"
# Into a file first: grep -q stops reading at the first match, and under pipefail the writer's
# broken pipe would fail the run.
swift run "${checks[@]}" cascading-demo --trace > /tmp/cascading-demo-trace.out
grep -q "→ ReviewList \[0, 2\] →" /tmp/cascading-demo-trace.out
swift run "${checks[@]}" cascading-demo --random-updates --seed 7 --steps 20 \
    | grep -q "Random updates: 20 steps, seed 7; the table matched its content after every step"
swift run "${checks[@]}" cascading-demo --outline > /tmp/cascading-demo-outline.out
grep -q "Outline: 7 steps; the table matched the outline after every step" /tmp/cascading-demo-outline.out
if swift run "${checks[@]}" cascading-demo --no-such-flag 2>/dev/null; then
    echo "cascading-demo accepted an unknown flag"
    exit 1
fi
echo "demo: default, --trace, --interactive (piped keys), --random-updates, --outline and unknown-flag runs behaved"

# The benchmark harness runs at small sizes so it cannot rot; its timings are not judged here.
# A time limit (where coreutils' timeout exists) so that a case that stops ending fails the run
# instead of hanging CI; the quick pass takes about a minute.
echo "==> Benchmark smoke run (swift run -c release cascading-bench --quick)"
swift build -c release "${checks[@]}" --product cascading-bench
bench_limit=()
command -v timeout >/dev/null && bench_limit=(timeout 900)
"${bench_limit[@]}" "$(swift build -c release "${checks[@]}" --show-bin-path)/cascading-bench" --quick

# The size of the library's public surface, so that a change that grows it shows here: every
# declaration line of the library's folders (its four layers and the umbrella) that starts (after
# attributes and modifiers such as `override`) with `public` or `open`, without imports, extensions
# (their members count) and `@_spi` declarations. What crosses a layer is `package`, not counted.
public_declarations="$(grep -rhE '^[[:space:]]*((@[A-Za-z_]+(\([^)]*\))?|override|nonisolated|final|required|convenience)[[:space:]]+)*(public|open)[[:space:]]' \
    "${library[@]}" --include='*.swift' \
    | grep -vE '^[[:space:]]*(public|open)[[:space:]]+(import|extension)[[:space:]]' | grep -vc '@_spi' || true)"
echo "==> Public declarations of the library: $public_declarations (declaration lines of its sources; the API baseline counts $(
    grep -Evc '  (conforms to|inherits from) ' Tests/PublicAPI/PublicAPI.txt) declarations of the three products)"

# The closing line, in the plain form CI tools read: the totals of the coverage run, XCTest's
# ("Executed N tests, with F failures") plus Swift Testing's ("Test run with N tests ... passed";
# a Swift Testing failure has already stopped the script, since swift test then exits non-zero).
totals="$(grep -E 'Executed [0-9]+ tests?, with [0-9]+ failures?' "$test_log" | tail -n 1)"
executed="$(sed -E 's/.*Executed ([0-9]+) tests?.*/\1/' <<<"$totals")"
failed="$(sed -E 's/.*with ([0-9]+) failures?.*/\1/' <<<"$totals")"
swift_testing="$(grep -E 'Test run with [0-9]+ tests? .*passed' "$test_log" | tail -n 1 \
    | sed -E 's/.*Test run with ([0-9]+) tests?.*/\1/')"
rm -f "$test_log"
echo "$((executed - failed + ${swift_testing:-0})) passed, $failed failed"
