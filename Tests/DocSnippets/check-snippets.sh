#!/usr/bin/env bash
# Compiles every Swift code block of README.md and Documentation/*.md against this package, and
# runs the blocks that are tests (XCTest or Swift Testing). See ExtractSnippets.swift for which
# blocks are taken and how they are wrapped; mark a block that must not compile with ```swift ignore.
# A stale snippet fails with the Markdown file and line: Documentation/Page.md:12:5: error: ...
set -euo pipefail
cd "$(dirname "$0")/../.."
repo="$(pwd)"
work="$repo/.build-snippets"          # covered by .gitignore's .build-*/; kept for fast reruns
mkdir -p "$work/tool"

swiftc -O -o "$work/tool/ExtractSnippets" Tests/DocSnippets/ExtractSnippets.swift
"$work/tool/ExtractSnippets" "$repo" "$work/package"

# The generated files use #sourceLocation, so errors and warnings name the Markdown file and line.
if ! swift build --build-tests --package-path "$work/package" --scratch-path "$work/build" >"$work/build.log" 2>&1; then
    grep -v '^\[[0-9]*/[0-9]*\]' "$work/build.log"
    echo "==> Doc snippets FAILED to compile (errors above name the Markdown file and line)"
    exit 1
fi
if grep -q 'warning:' "$work/build.log"; then
    grep -A3 'warning:' "$work/build.log"
    echo "==> Doc snippets compiled with warnings (above); keep them warning-free"
    exit 1
fi
# XCTest, then Swift Testing. The doc tests' snapshot references are Documentation/__Snapshots__/,
# through the package's link to Documentation (see ExtractSnippets.swift).
swift test --skip-build --package-path "$work/package" --scratch-path "$work/build"
echo "==> Doc snippets compiled and their tests passed"
