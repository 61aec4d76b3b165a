#!/usr/bin/env bash
# Type-checks the files of this folder against the library's built modules (the folder given, a
# build's Modules folder; run_tests.sh passes it after its build), in seconds and without a
# package of their own:
# - DescribedNodesHaveNoLocalUpdates.swift with `swiftc -verify`: it passes when the compiler
#   reports exactly the errors the file marks (`expected-error`), and no others, so misuse of an
#   API stays a compile error, not a run-time refusal;
# - HandWrittenNodesHaveLocalUpdates.swift, its control, must compile without a diagnostic.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
modules="${1:?usage: check-compile-checks.sh MODULES_FOLDER, the Modules folder of a build}"
typecheck=(swiftc -typecheck -swift-version 6 -I "$modules" -warnings-as-errors)

"${typecheck[@]}" "$here/HandWrittenNodesHaveLocalUpdates.swift"
"${typecheck[@]}" -Xfrontend -verify "$here/DescribedNodesHaveNoLocalUpdates.swift"
echo "==> Compile checks passed: hand-written nodes offer local updates, described nodes do not compile them"
