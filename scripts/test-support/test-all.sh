#!/usr/bin/env bash
# npm test: every check CI runs, in the order a failure is cheapest to see.
set -uo pipefail
cd "$(dirname "$0")/../.."
# Node 24 LTS runs every step (issue 41): installed from the npm registry when the machine's is older.
source scripts/test-support/node-24.sh || exit 1
export VITE_CONFIG_NATIVE_IGNORE_WARNING=true
mkdir -p test-results

# Every step runs even when an earlier one failed (issue 43: a red step used to hide the others and
# the summary), except those that need what a failed step did not make: the end-to-end tests and the
# contract's linters need the production build. Each step's wall time and result are printed at the
# end with the test counts; npm test exits 1 when any step failed or was skipped.
started=$SECONDS
report=""
failures=0
rm -f test-results/unit.json test-results/e2e.json test-results/storybook.txt
step() {
  local name="$1"; shift
  printf '\n== %s\n' "$name"
  local begun=$SECONDS result=passed
  if ! "$@"; then result=FAILED; failures=$((failures + 1)); fi
  report+="$(printf '%5ds  %-7s %s' $((SECONDS - begun)) "$result" "$name")"$'\n'
  [ "$result" = passed ]
}
skip() {
  printf '\n== %s\nskipped: %s\n' "$1" "$2"
  report+="$(printf '%5ds  %-7s %s (%s)' 0 skipped "$1" "$2")"$'\n'
  failures=$((failures + 1))
}

audit() { npx tsx scripts/ops/audit.ts; }
screens() { npx tsx scripts/authoring/validate.ts; }
generated() { npx tsx scripts/authoring/typegen.ts --check && npx tsx scripts/authoring/reference.ts --check; }
# The two programs side by side: tsc uses one core, and bench/'s re-reads much of src/ (39 s and 56 s
# one after the other at load 9 on 2 cores, 82 s together; issue 62).
types() {
  npx tsc -p tsconfig.json --noEmit & local app=$!
  npx tsc -p bench/tsconfig.json --noEmit; local bench=$?
  wait $app && [ $bench -eq 0 ]
}
lint() { npx eslint .; }
unit() { npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json; }
build() { npx vite build --logLevel warn; }
production() { npx tsx scripts/test-support/check-production-build.ts && npx tsx scripts/perf/bundle-budgets.ts; }
contract() { bash scripts/contract/lint-openapi.sh dist/openapi.json; }
# Three more builds in a copy (26 s on 2 cores shared with other runs): the dist/ just built is the release a borrower
# has, against which an unchanged build and two one-text edits are compared (issue 63).
releases() { npx tsx scripts/perf/build-diff.ts --base dist; }
e2e() { E2E_SKIP_BUILD=1 npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json=test-results/e2e.json; }
# Storybook's build lists every chunk it writes (some 400 lines, which pushed the failures out of CI's
# log): kept in a file, its last lines printed when it fails.
storybook_build() {
  if npx storybook build -o storybook-static --quiet >test-results/storybook-build.log 2>&1; then
    echo "Storybook built (its output: test-results/storybook-build.log)"
  else
    tail -n 40 test-results/storybook-build.log
    return 1
  fi
}
stories() { storybook_build && npx tsx tests/storybook/smoke.ts | tee test-results/storybook.txt; }

step "runtime dependencies have no high or critical advisory (npm audit --omit=dev)" audit || true
step "screen documents (npm run validate)" screens || true
step "generated types and reference are current (npm run typegen:check, npm run reference:check)" generated || true
step "type check (app, scripts, tests; bench/)" types || true
step "lint: layers, import cycles, hooks (npm run lint, eslint.config.js)" lint || true
step "unit and component tests" unit || true
if step "production build (vite build)" build; then
  step "the build is fit to serve: no dev API, bundle budgets (config/bundle-budgets.json)" production || true
  step "a one-text release: a returning borrower downloads at most 10 kB again, an unchanged build changes nothing (npm run build:diff)" releases || true
  step "the contract as a backend team's linters read it: Redocly recommended, Spectral spectral:oas (dist/openapi.json, 0 errors)" contract || true
  step "end-to-end tests in Chromium, on the production build just made, behind Debian's nginx with the site it wrote, with visual baselines" e2e || true
else
  skip "the build's checks, the contract's linters and the end-to-end tests" "the production build failed"
fi
step "Storybook builds and every story renders in Chromium" stories || true

results=()
for f in test-results/unit.json test-results/e2e.json test-results/storybook.txt; do [ -f "$f" ] && results+=("$f"); done
[ ${#results[@]} -gt 0 ] && npx tsx scripts/test-support/summarise-tests.ts "${results[@]}" || true
printf '\nTime and result per step:\n%s%5ds  in all\n' "$report" $((SECONDS - started))
if [ $failures -gt 0 ]; then
  printf 'npm test: FAILED (%d step(s) failed or skipped, above)\n' "$failures"
  exit 1
fi
printf 'npm test: every step passed\n'
