#!/usr/bin/env bash
# Compares the public API of the library products with the baseline, Tests/PublicAPI/PublicAPI.txt,
# and fails with the difference when they differ, so that every change of the API is a visible,
# reviewed diff of that file.
#
#   Tests/PublicAPI/check-public-api.sh            compare (run_tests.sh runs this)
#   Tests/PublicAPI/check-public-api.sh --update   accept the current API: rewrite PublicAPI.txt,
#                                                  then commit it with the change that caused it
#
# What is compared: the symbol graphs of the three library products' modules, as a user's
# `import` sees them: `CascadingTableDelegate` (whose graph holds the four layers it re-exports),
# `CascadingTableTesting` and `CascadingTableDelegateUIKit` (type-checked against
# UIKitSignatureShim on Linux). ExtractPublicAPI.swift turns them into one sorted line per
# declaration, conformance and superclass; `package`, internal and `@_spi` declarations are not
# in them.
#
# `--graphs DIR` takes symbol graphs already built into DIR with the same flags (run_tests.sh
# passes the ones its DocC step built, so only the UIKit shell is built here); without it the
# graphs are built into a temporary folder, in the DocC step's build folder (.build-docs).
set -euo pipefail
cd "$(dirname "$0")/../.."

# The baseline is the Linux build's: there Foundation's IndexPath, which the library extends, comes
# from FoundationEssentials, and the platform decides which IndexPath members the library adds.
if [[ "$(uname)" == "Darwin" ]]; then
    echo "==> Public API check skipped: the baseline is the Linux build's (run it on Linux, as CI does)"
    exit 0
fi

update=false
graphs=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --update) update=true ;;
        --graphs) graphs="$2"; shift ;;
        *) echo "usage: $0 [--update] [--graphs DIR]" >&2; exit 2 ;;
    esac
    shift
done

work=".build-public-api"             # covered by .gitignore's .build-*/
baseline="Tests/PublicAPI/PublicAPI.txt"
mkdir -p "$work"
if [[ -z "$graphs" ]]; then
    graphs="$(mktemp -d)"
    trap 'rm -rf "$graphs"' EXIT
fi

# The products' modules; a target already built into $graphs with these flags is not built again.
modules=(CascadingTableDelegate CascadingTableTesting CascadingTableDelegateUIKit)
for module in "${modules[@]}"; do
    if ! swift build --target "$module" --scratch-path .build-docs \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >"$work/build.log" 2>&1; then
        cat "$work/build.log"
        echo "==> Public API check: building $module failed"
        exit 1
    fi
done

if [[ ! -x "$work/ExtractPublicAPI" || Tests/PublicAPI/ExtractPublicAPI.swift -nt "$work/ExtractPublicAPI" ]]; then
    swiftc -O -o "$work/ExtractPublicAPI" Tests/PublicAPI/ExtractPublicAPI.swift
fi
# Each module's own graph and its extensions of other modules' types (Module@Other.symbols.json);
# not the layers' own graphs, which the build writes too: the umbrella's holds their symbols.
files=()
for module in "${modules[@]}"; do
    files+=("$graphs/$module.symbols.json")
    for extension in "$graphs/$module"@*.symbols.json; do
        [[ -e "$extension" ]] && files+=("$extension")
    done
done
"$work/ExtractPublicAPI" "${files[@]}" >"$work/PublicAPI.txt"

# The count run_tests.sh prints: declarations per module, without the conformance and superclass lines.
per_module="$(grep -Ev '  (conforms to|inherits from) ' "$work/PublicAPI.txt" | cut -d' ' -f1 | uniq -c \
    | awk '{ printf "%s%s %s", (NR > 1 ? ", " : ""), $2, $1 }')"
summary="$(grep -Evc '  (conforms to|inherits from) ' "$work/PublicAPI.txt" || true) public declarations ($per_module), \
$(grep -Ec '  (conforms to|inherits from) ' "$work/PublicAPI.txt" || true) conformances and superclasses"
if $update; then
    cp "$work/PublicAPI.txt" "$baseline"
    echo "==> Public API baseline written to $baseline ($summary); commit it with the change"
    exit 0
fi
if ! diff -u -L "$baseline (the baseline)" -L "the public API now" "$baseline" "$work/PublicAPI.txt"; then
    echo "==> The public API differs from the baseline (lines with - are gone, + are new)."
    echo "    If the change is intended, accept it and commit the baseline with it:"
    echo "        Tests/PublicAPI/check-public-api.sh --update"
    exit 1
fi
echo "==> Public API matches the baseline $baseline ($summary)"
