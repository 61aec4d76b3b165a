#!/usr/bin/env bash
# Mutation testing, on demand (not run by CI: it takes hours): plants a seeded sample of faults in
# a copy of the library's four layers, one at a time, builds the copy incrementally, runs the test
# suite for each, and reports every fault that no test fails. Documentation/Reliability.md,
# "Planted faults", says how to read the figures.
#   Tests/Mutation/plant-faults.sh --seed 1 --count 60      # run a sample (from the package root)
#   Tests/Mutation/plant-faults.sh --seed 1 --list          # print the sample without running it
#   Tests/Mutation/plant-faults.sh --help                   # every option
# The work is done by plant_faults.py beside this file (python3, standard library only).
set -euo pipefail
exec python3 "$(dirname "$0")/plant_faults.py" "$@"
