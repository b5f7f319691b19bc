#!/usr/bin/env bash
# npm test's static checks, side by side: formatting and lint (`npm run lint`) and the
# type check (`npm run check`) each keep about one core busy, and CI has two, so together
# they take about as long as the longer one. Fails if either fails; both always finish.
set -u
npm run --silent lint &
lint=$!
npm run --silent check &
check=$!
status=0
wait "$lint" || { echo "static checks: npm run lint failed" >&2; status=1; }
wait "$check" || { echo "static checks: npm run check failed" >&2; status=1; }
exit "$status"
