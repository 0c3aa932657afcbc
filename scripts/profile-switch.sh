#!/usr/bin/env bash
# Counts the instructions a release splitwm spends on workspace switches, with callgrind:
# SIDE windows on each of two workspaces (the probe's workspaces 2 and 3), then SWITCHES switches
# back and forth through `splitctl workspace N`, glide off (`animation-duration 0`), counting only
# the switches. Prints the total per switch and leaves the profile for callgrind_annotate.
#   scripts/profile-switch.sh [SIDE] [SWITCHES] [OUT]   (defaults: 50, 40, callgrind.switch.out)
set -euo pipefail
out=$(realpath -m "${3:-callgrind.switch.out}")
cd "$(dirname "$0")"
MODE=switch SWITCH_WINDOWS=${1:-50} SWITCHES=${2:-40} \
  CONFIG_LINES=$'border-width 1\nfocus-follows-mouse no\nanimation-duration 0' \
  exec ./profile-map.sh 0 "$out"
